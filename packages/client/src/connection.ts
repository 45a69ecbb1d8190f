import { Client } from "colyseus.js";

/** The Colyseus endpoint is the page's own origin: the server serves the client. */
export function gameClient(): Client {
  const protocol = window.location.protocol === "https:" ? "wss" : "ws";
  return new Client(`${protocol}://${window.location.host}`);
}

/** `/r/<roomId>` → roomId, or null on any other page. */
export function roomIdFromPath(pathname: string): string | null {
  const match = /^\/r\/([A-Za-z0-9_-]{16,64})\/?$/.exec(pathname);
  return match ? (match[1] ?? null) : null;
}
