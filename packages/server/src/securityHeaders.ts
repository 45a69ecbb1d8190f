import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet, { strictTransportSecurity } from "helmet";

/**
 * The Content-Security-Policy of every answer. The built client is files of this site only: its
 * scripts and style sheets are `<script src>` and `<link>` (no inline script or style element,
 * no `style=` attribute in the page; React sets `style` props through the CSSOM, which CSP does
 * not govern), its chime is WebAudio, it loads no font, image, frame, worker or media. Anything
 * else is refused (`default-src 'none'`), so a script injected some day could neither run inline
 * nor send a seat token elsewhere. `connect-src 'self'` covers the API and this site's own
 * WebSockets (ws:/wss: on the same host and port); `extraConnectSources` adds the addresses of a
 * cluster whose processes serve their sockets from other hosts (CSP_CONNECT_SRC).
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    // The browser's favicon request (the page has no icon of its own).
    imgSrc: ["'self'"],
    fontSrc: ["'self'"],
    manifestSrc: ["'self'"],
    connectSrc: ["'self'", ...extraConnectSources],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The security headers of every page, file and API answer (helmet): the policy above, `nosniff`,
 * no framing (`frame-ancestors 'none'` and `X-Frame-Options: DENY` for older browsers), and
 * `Referrer-Policy: no-referrer`, since invite and seat links carry secrets in their address.
 * HSTS only on a request that came over TLS (`req.secure`: behind a proxy, TRUST_PROXY must let
 * express believe its `X-Forwarded-Proto`): over plain HTTP it would mean nothing, and a LAN
 * server on http:// must stay reachable. No `upgrade-insecure-requests` for the same reason: it
 * would send a plain-HTTP server's own files to https:// addresses that do not answer.
 */
export function securityHeaders(extraConnectSources: readonly string[]): RequestHandler[] {
  const overTlsOnly = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(extraConnectSources) },
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "no-referrer" },
      strictTransportSecurity: false,
    }),
    (req: Request, res: Response, next: NextFunction) => (req.secure ? overTlsOnly(req, res, next) : next()),
  ];
}

/**
 * A cluster whose processes advertise sockets on another host than the pages' (PUBLIC_ADDRESS)
 * needs those hosts in CSP_CONNECT_SRC, or browsers refuse every socket to them: the warning to
 * log at the start, or null. A process knows its own address only, so this checks that one.
 */
export function missingConnectSource(
  publicUrl: string | undefined,
  publicAddress: string | undefined,
  extraConnectSources: readonly string[],
): string | null {
  if (!publicUrl || !publicAddress) return null;
  const socketHost = publicAddress.split("/")[0]!.toLowerCase();
  if (new URL(publicUrl).host.toLowerCase() === socketHost) return null;
  const hostOf = (source: string) =>
    source
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
      .split("/")[0];
  if (extraConnectSources.some((source) => source === "wss:" || hostOf(source) === socketHost)) return null;
  return `PUBLIC_ADDRESS ${publicAddress} is on another host than PUBLIC_URL ${publicUrl}: add wss://${socketHost} (and the other processes' addresses) to CSP_CONNECT_SRC, or browsers refuse its sockets`;
}
