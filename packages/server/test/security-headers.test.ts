import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { missingConnectSource } from "../src/securityHeaders.js";
import { newRoom, startTestServer, type TestServer } from "./helpers.js";

/**
 * Issue 36: every answer of the server (pages, files, API, matchmaking, refusals, 404s) carries
 * the security headers. A small built client of our own stands in for packages/client/dist, so
 * this test does not depend on a client build.
 */
function fakeClientDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tablee-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const page = '<!doctype html><script type="module" src="/assets/index-abc.js"></script><div id="root"></div>';
  fs.writeFileSync(path.join(dir, "index.html"), page);
  const script = "console.log('tablée');".repeat(50);
  fs.writeFileSync(path.join(dir, "assets/index-abc.js"), script);
  fs.writeFileSync(path.join(dir, "assets/index-abc.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "assets/index-abc.css"), "body { margin: 0 }");
  return dir;
}

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, "a Content-Security-Policy").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(what: string, headers: Headers): void {
  const policy = directives(headers.get("content-security-policy"));
  expect(policy.get("default-src"), `${what}: default-src`).toEqual(["'none'"]);
  for (const kind of ["script-src", "style-src", "font-src", "img-src"])
    expect(policy.get(kind), `${what}: ${kind}`).toEqual(["'self'"]);
  expect(policy.get("connect-src")?.[0], `${what}: connect-src`).toBe("'self'");
  expect(policy.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(headers.get("content-security-policy"), what).not.toMatch(/unsafe|upgrade-insecure-requests/);
  expect(headers.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${what}: Referrer-Policy`).toBe("no-referrer");
  expect(headers.get("x-frame-options"), `${what}: X-Frame-Options`).toBe("DENY");
  expect(headers.get("x-powered-by"), what).toBeNull();
}

let t: TestServer;
let base: string;
let roomId: string;
beforeAll(async () => {
  t = await startTestServer({ CLIENT_DIST: fakeClientDist() });
  base = t.server.url;
  ({ roomId } = await newRoom(base, { gameId: "precognition", seats: 2, options: { mode: "competitive" } }));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: string) =>
  fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body });

describe("security headers (issue 36)", () => {
  it("on every page, file and API answer, refusals and 404s included", async () => {
    const answers: [string, Response, number][] = [
      ["the home page", await fetch(`${base}/`), 200],
      ["an invite page", await fetch(`${base}/r/${roomId}`), 200],
      ["a script (brotli)", await fetch(`${base}/assets/index-abc.js`, { headers: { "accept-encoding": "br" } }), 200],
      ["a script (plain)", await fetch(`${base}/assets/index-abc.js`, { headers: { "accept-encoding": "identity" } }), 200],
      ["a style sheet", await fetch(`${base}/assets/index-abc.css`), 200],
      ["a missing file", await fetch(`${base}/assets/gone-123.js`), 404],
      ["an unknown API route", await fetch(`${base}/api/nothing`), 404],
      ["the games", await fetch(`${base}/api/games`), 200],
      ["a room", await fetch(`${base}/api/rooms/${roomId}`), 200],
      ["an unknown room", await fetch(`${base}/api/rooms/nope`), 404],
      ["a room created", await post("/api/rooms", JSON.stringify({ gameId: "precognition", seats: 2, options: {} })), 201],
      ["a body that is not JSON", await post("/api/rooms", "{"), 400],
      ["a join", await post(`/matchmake/joinById/${roomId}`, "{}"), 200],
      ["an unknown matchmaking method", await post(`/matchmake/create/${roomId}`, "{}"), 404],
      ["health", await fetch(`${base}/healthz`), 200],
      ["metrics", await fetch(`${base}/metrics`), 200],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(what, response.headers);
      // Over plain HTTP, no HSTS: it would mean nothing, and a LAN server must stay reachable.
      expect(response.headers.get("strict-transport-security"), what).toBeNull();
    }
    const join = (await answers.find(([what]) => what === "a join")![1].json()) as { sessionId?: string };
    expect(join.sessionId, "the join was a real seat reservation").toBeTruthy();
  });

  it("HSTS when the request came over TLS through a trusted proxy, not on a client's word", async () => {
    const https = { "x-forwarded-proto": "https" };
    // Not trusting the proxy (the default), its X-Forwarded-Proto says nothing.
    expect((await fetch(`${base}/`, { headers: https })).headers.get("strict-transport-security")).toBeNull();
    const behindProxy = await startTestServer({ CLIENT_DIST: fakeClientDist(), TRUST_PROXY: "loopback" });
    try {
      for (const url of ["/", "/assets/index-abc.js", "/api/games", "/api/nothing"]) {
        const response = await fetch(`${behindProxy.server.url}${url}`, { headers: https });
        expect(response.headers.get("strict-transport-security"), url).toBe("max-age=31536000; includeSubDomains");
        expectSecurityHeaders(url, response.headers);
      }
      expect((await fetch(`${behindProxy.server.url}/`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await behindProxy.close();
    }
  });

  it("CSP_CONNECT_SRC adds a cluster's socket addresses to connect-src, and nothing else", async () => {
    const cluster = await startTestServer({ CSP_CONNECT_SRC: " wss://app1.example.org  wss://app2.example.org " });
    try {
      const response = await fetch(`${cluster.server.url}/api/games`);
      expect(directives(response.headers.get("content-security-policy")).get("connect-src")).toEqual([
        "'self'",
        "wss://app1.example.org",
        "wss://app2.example.org",
      ]);
      expectSecurityHeaders("a cluster's answer", response.headers);
    } finally {
      await cluster.close();
    }
    // A value that would add a directive of its own is refused at the start.
    expect(() => loadConfig({ CSP_CONNECT_SRC: "wss://a.example.org; script-src *" })).toThrow(/CSP_CONNECT_SRC/);
    expect(() => loadConfig({ CSP_CONNECT_SRC: "'unsafe-eval'" })).toThrow(/CSP_CONNECT_SRC/);
  });

  it("warns at the start when this process's sockets are on another host that connect-src lacks", () => {
    const url = "https://play.example.org";
    expect(missingConnectSource(url, "play.example.org/app1", [])).toBeNull();
    expect(missingConnectSource(url, "app1.example.org", [])).toMatch(/CSP_CONNECT_SRC/);
    expect(missingConnectSource(url, "app1.example.org:8443/x", ["wss://app1.example.org:8443"])).toBeNull();
    expect(missingConnectSource(url, "app1.example.org", ["wss://app2.example.org"])).toMatch(/wss:\/\/app1\.example\.org/);
    expect(missingConnectSource(undefined, "app1.example.org", [])).toBeNull();
  });
});
