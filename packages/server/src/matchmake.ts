import { matchMaker } from "@colyseus/core";
import type { Request, Response } from "express";

/** The matchmaking methods a client may call: rooms are created by our API only. */
const METHODS = new Set(["joinById", "reconnect"]);

/**
 * `POST /matchmake/<method>/<roomId>`, as colyseus.js calls it: answers as Colyseus's own route
 * does (200 with the seat reservation, or 200 with `{ code, error }`, which colyseus.js raises).
 */
export async function matchmakeRoute(req: Request, res: Response): Promise<void> {
  const method = String(req.params.method);
  if (!METHODS.has(method)) {
    res.status(404).json({ code: "NO_SUCH_METHOD", error: `no matchmaking method ${method.slice(0, 40)}` });
    return;
  }
  const options: unknown = req.body ?? {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    res.status(400).json({ code: "BAD_REQUEST", error: "join options must be an object" });
    return;
  }
  try {
    const reservation = await matchMaker.controller.invokeMethod(method, String(req.params.roomId), options, {
      token: undefined,
      headers: req.headers,
      ip: req.ip,
      req,
    } as never);
    res.json(reservation);
  } catch (error) {
    const { code, message } = error as { code?: number; message?: string };
    res.json({ code, error: message });
  }
}
