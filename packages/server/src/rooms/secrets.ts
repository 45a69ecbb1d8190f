import { createHash, randomBytes } from "node:crypto";

/** An unguessable id or token: 128 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(16).toString("base64url");

/** What the store keeps of a token: its sha-256, so a stolen database holds no usable token. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
