import { scriptChoices, type ChoiceOption, type ScriptBook } from "./engine.js";
import type { ItemKind } from "../items.js";
import type { EnemyKind, EnemyWeapon, LocalText, ParagraphId, ScriptEnd } from "./schema.js";
import type { ScriptPosition, ScriptWorld } from "./world.js";

/**
 * What every seat sees of a script (nothing is secret between players): the paragraphs read so
 * far, the choices by label, availability, cost and eligible characters, and what the script waits
 * on. Never a paragraph not yet reached, a jump target, a choice's condition, or a combat's or a
 * trade's outcomes (the digest's "Hidden information").
 */
export interface ScriptView {
  read: { id: ParagraphId; text: LocalText }[];
  at: ParagraphId;
  status: ScriptPosition["status"];
  choices: ChoiceOption[];
  awaiting:
    | {
        kind: "combat";
        enemies: { kind: EnemyKind; weapon: EnemyWeapon; n: number }[];
        breakPoint: number | null;
        canFlee: boolean;
      }
    | { kind: "trade"; wares: ItemKind[]; commission: number }
    | null;
  end: ScriptEnd | null;
}

export function scriptView(book: ScriptBook, world: ScriptWorld, position: ScriptPosition): ScriptView {
  const awaited = position.awaiting;
  return {
    read: position.read.map((id) => ({ id, text: book.byId.get(id)!.text })),
    at: position.at,
    status: position.status,
    choices: scriptChoices(book, world, position),
    awaiting:
      awaited === null
        ? null
        : awaited.kind === "combat"
          ? {
              kind: "combat",
              enemies: awaited.enemies,
              breakPoint: awaited.breakPoint ?? null,
              canFlee: awaited.canFlee ?? world.scene === "scavenging",
            }
          : { kind: "trade", wares: awaited.wares, commission: awaited.commission },
    end: position.end,
  };
}
