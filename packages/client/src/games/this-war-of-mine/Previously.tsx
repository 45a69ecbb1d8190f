import type { TableSnapshot } from "../../net/session.js";
import type { PublicView } from "./data.js";

/**
 * The "previously" banner's place at the top of the table: what happened since this group's last
 * evening (days and paragraphs). Built by the campaign-across-evenings work (issue 18, branch
 * twom-campaign); the table renders it before anything else, so a returning group reads it first.
 */
export function Previously(_props: { view: PublicView; table: TableSnapshot }) {
  return null;
}
