import { WebSocketClient } from "@colyseus/ws-transport";

/** The most a WebSocket close frame's reason may hold (RFC 6455: 125 bytes less the code's 2). */
const MAX_CLOSE_REASON_BYTES = 123;

/** A close reason cut to what a close frame may carry, on a character boundary. */
export function boundCloseReason(reason: string): string {
  let text = reason.toWellFormed();
  if (Buffer.byteLength(text) <= MAX_CLOSE_REASON_BYTES) return text;
  text = Buffer.from(text).subarray(0, MAX_CLOSE_REASON_BYTES).toString("utf8");
  // A character cut in two decodes as U+FFFD (3 bytes): drop it.
  while (Buffer.byteLength(text) > MAX_CLOSE_REASON_BYTES || text.endsWith("\ufffd")) text = text.slice(0, -1);
  return text;
}

let patched = false;

/**
 * `ws` throws when a close reason is longer than a close frame may carry, and Colyseus passes
 * reasons through unchecked (one of them quoted a client's payload): every close from the
 * server goes through `boundCloseReason`.
 */
export function boundCloseReasons(): void {
  if (patched) return;
  patched = true;
  const leave = WebSocketClient.prototype.leave;
  WebSocketClient.prototype.leave = function (this: WebSocketClient, code?: number, data?: string) {
    leave.call(this, code, typeof data === "string" ? boundCloseReason(data) : data);
  };
}
