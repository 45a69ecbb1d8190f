import type { Schema } from "@colyseus/schema";
import type { NodeSpec } from "./viewNodes.js";

/** A schema instance whose fields are JSON strings named after a view's keys. */
export type ViewFields = Schema & Record<string, string | undefined>;

/**
 * One field of a synchronised view: a top-level key (`phase`); one seat's entry of a per-seat
 * array (`boats.2`); or a rolling list's page slot (`log~3`, see rollingPages.ts). A field whose
 * value is an object of a known shape is a nested node (`viewNodes.ts`), else one JSON string.
 */
export interface ViewPart {
  field: string;
  key: string;
  index?: number;
  /** The nested schema of this field's objects; none when it travels as one JSON string. */
  node?: NodeSpec;
  /** For a rolling list's page slot: the slot, and the entries a page holds. */
  slot?: number;
  pageSize?: number;
}
