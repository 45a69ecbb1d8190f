import { describe, expect, it } from "vitest";
import { pickOne, randomInt, seedRng } from "../../src/engine/rng.js";
import {
  CHARACTERS,
  LOCATIONS,
  RESIDENT_CARDS,
  VISITOR_CARDS,
  bookOfScripts,
} from "../../src/games/this-war-of-mine/content/index.js";
import {
  chooseInScript,
  enterScript,
  lintScripts,
  openBook,
  resumeScript,
  scriptChoices,
  scriptDecisions,
  type ScriptPosition,
  type ScriptWorld,
} from "../../src/games/this-war-of-mine/scripts/index.js";
import { character, makeWorld } from "./fixtures.js";

const book = openBook(bookOfScripts);
const scavenging = (more: Partial<ScriptWorld> = {}): ScriptWorld =>
  makeWorld({
    scene: "scavenging",
    characters: [
      character("anna", { task: "scavenging" }),
      character("boris", { task: "scavenging" }),
      character("cvetka", { task: "guard" }),
    ],
    ...more,
  });

/** Takes the choice whose English label starts with `label`, by `actor` if it needs one. */
function take(world: ScriptWorld, position: ScriptPosition, label: string, actor?: string): void {
  const option = scriptChoices(book, world, position).find((c) => c.label.en.startsWith(label));
  if (!option) throw new Error(`no choice "${label}" at §${position.at}`);
  chooseInScript(book, world, position, { choice: option.index, actor: option.actors ? (actor ?? option.actors[0]!) : null });
}
const labels = (world: ScriptWorld, position: ScriptPosition) =>
  scriptChoices(book, world, position)
    .filter((c) => c.available)
    .map((c) => c.label.en);

describe("This War of Mine's first scripts", () => {
  it("pass the linter: no error, no warning (every flag set is read)", () => {
    const report = lintScripts(bookOfScripts);
    expect(report.errors).toEqual([]);
    for (const w of report.warnings) console.warn(`lint warning ${w.where}: ${w.message}`);
    // Every flag a story sets is read somewhere, the Ceasefire's epilogues at the latest.
    expect(report.warnings).toEqual([]);
  });

  it("hold a story for every Location, Resident and Visitor, every Character's hooks, the no-guard script and the 8 level-4 epilogues, every text in French and English", () => {
    const stories = bookOfScripts.paragraphs.filter((p) => p.id < 900 || p.id >= 1000);
    expect(stories.length).toBeGreaterThanOrEqual(120);
    expect(bookOfScripts.paragraphs.length).toBeLessThanOrEqual(300);
    expect(bookOfScripts.paragraphs.filter((p) => p.id >= 900 && p.id <= 907)).toHaveLength(8);
    const entries = new Set(bookOfScripts.entries.map((e) => `${e.kind} ${e.card} ${e.hook}`));
    for (const l of LOCATIONS) expect(entries.has(`location ${l.id} arrival`), l.id).toBe(true);
    for (const r of RESIDENT_CARDS) expect(entries.has(`resident ${r.id} encounter`), r.id).toBe(true);
    expect(entries.has("resident mira-again encounter")).toBe(true);
    expect(VISITOR_CARDS).toHaveLength(10);
    for (const v of VISITOR_CARDS) expect(entries.has(`visitor ${v.id} arrival`), v.id).toBe(true);
    for (const c of CHARACTERS)
      for (const h of c.hooks) {
        expect(entries.has(`character ${c.id} ${h.colour}`), `${c.id} ${h.colour}`).toBe(true);
        expect(bookOfScripts.entries.find((e) => e.kind === "character" && e.card === c.id && e.hook === h.colour)?.to).toBe(
          h.paragraph,
        );
      }
    expect(entries.has("system no-guard raid")).toBe(true);
    expect(entries.has("system ceasefire epilogue")).toBe(true);
    for (const p of bookOfScripts.paragraphs) {
      expect(p.text.en.length, `§${p.id}`).toBeGreaterThan(40);
      expect(p.text.fr.length, `§${p.id}`).toBeGreaterThan(40);
    }
  });

  it("mending Ivo's stovepipe lets the group pass his word to Mira, who then trusts them with the brewery pipe", () => {
    const world = scavenging({ location: "tram-depot" });
    const depot = enterScript(book, world, "@tram-depot");
    take(world, depot, "Knock");
    take(world, depot, "Climb onto the roof", "boris");
    expect(depot.end).toBe("return");
    expect(world.flags).toMatchObject({ met_ivo: 1, ivo_friend: 1, ivo_asks_after_mira: 1 });
    expect(world.finds.mechanical_parts).toBe(2);

    const mira = enterScript(book, world, "@mira");
    expect(labels(world, mira)).toEqual(["Tell her Tramvaj is fine.", "Ask where she is taking the water."]);
    take(world, mira, "Tell her Tramvaj");
    take(world, mira, "Say goodbye");
    expect(mira.events).toContainEqual({ kind: "addCard", deck: "residents", card: "mira-again" });

    const again = enterScript(book, world, "@mira-again");
    take(world, again, "Ask her to show you the brewery pipe");
    expect(world.finds.water).toBe(2);
    expect(again.read).toEqual([308, 313]);
  });

  it("knocking Ivo down for his tools empties the depot for good, and Mira runs from the group", () => {
    const world = scavenging({ location: "tram-depot" });
    const depot = enterScript(book, world, "@tram-depot");
    take(world, depot, "Knock");
    // The stealthy way can fail; knocking him down is sure to be remembered.
    const robbery = enterScript(book, world, 108);
    take(world, robbery, "Push past him");
    expect(robbery.status).toBe("awaiting");
    resumeScript(book, world, robbery, { kind: "combat", result: "won" });
    expect(world.flags).toMatchObject({ robbed_ivo: 1, hurt_ivo: 1 });
    expect(world.finds).toMatchObject({ lockpick: 1, mechanical_parts: 2 });

    const back = enterScript(book, world, "@tram-depot");
    expect(back.at).toBe(112);
    take(world, back, "Take the cat home");
    expect(world.flags.have_cat).toBe(1);

    const mira = enterScript(book, world, "@mira");
    expect(mira.read).toEqual([300, 307]);
    expect(mira.end).toBe("return");
  });

  it("burning the piano in front of Halina closes the school's door; Mira asks about the piano, and the truth costs less than a lie", () => {
    const world = scavenging({ location: "conservatory" });
    const first = enterScript(book, world, "@conservatory");
    take(world, first, "Call out");
    take(world, first, "Help her carry scores", "anna");
    expect(world.flags).toMatchObject({ met_halina: 1, carry_mira_book: 1 });

    const second = enterScript(book, world, "@conservatory");
    take(world, second, "Break up the piano", "boris");
    expect(second.read).toEqual([200, 204, 207]);
    expect(world.flags).toMatchObject({ burned_piano: 1, halina_saw_piano: 1 });
    expect(world.finds.wood).toBe(4);

    expect(enterScript(book, world, "@conservatory").at).toBe(212);

    const lie = structuredClone(world);
    const mira = enterScript(book, world, "@mira");
    take(world, mira, "Give her the exercise book");
    expect(labels(world, mira)).toEqual(["Tell her the truth.", "Tell her it is waiting for her."]);
    take(world, mira, "Tell her the truth");
    expect(mira.read).toEqual([300, 302, 306, 305]);
    expect(world.flags.mira_trust).toBe(2);

    const lying = enterScript(book, lie, "@mira");
    take(lie, lying, "Give her the exercise book");
    take(lie, lying, "Tell her it is waiting");
    expect(lie.flags).toMatchObject({ lied_to_mira: 1, mira_trust: 1 });
    expect(lie.characters[0]!.states.misery).toBeGreaterThan(world.characters[0]!.states.misery);
  });

  it("random play from every entry always ends, never stalls, and reaches every paragraph", () => {
    const reached = new Set<number>();
    // Epilogues are read straight through (a death or a departure): once each, then the stories' walks.
    for (const entry of bookOfScripts.entries.filter((e) => e.kind === "epilogue")) {
      const position = enterScript(book, scavenging(), entry.to, "anna");
      expect(position.status).toBe("ended");
      position.read.forEach((id) => reached.add(id));
    }
    const entries = bookOfScripts.entries.filter((e) => e.kind !== "epilogue");
    // The group changes with the seed, so the stories that ask for one of the 12 characters are read too.
    const names = CHARACTERS.map((c) => c.id);
    for (let seed = 0; seed < 800; seed++) {
      const rng = seedRng(`walk-${seed}`);
      const world = scavenging({
        characters: [0, 1, 2].map((k) => character(names[(seed + 5 * k) % names.length]!, { task: "scavenging" })),
        rng: seedRng(`world-${seed}`),
        noise: 1 + (seed % 8),
        inventory: {},
        finds: {
          raw_food: 1,
          medicine: 1,
          herbs: 1,
          canned_food: 1,
          ...(seed % 2 === 0 ? { bandages: 1, cigarettes: 2, water: 2, vegetables: 2, lockpick: 1 } : {}),
          ...(seed % 3 === 0 ? { moonshine: 1, jewellery: 1, components: 2, mechanical_parts: 1, herbal_medicine: 1 } : {}),
        },
      });
      // Half the walks start mid-campaign: about half the flags already set, as earlier stories would have.
      if (seed % 2 === 1) for (const f of bookOfScripts.flags) if (randomInt(rng, 2) === 0) world.flags[f.name] = 1 + (seed % 3);
      for (let visit = 0; visit < 20; visit++) {
        // Every entry in turn, so each story is walked as often as the others.
        const position = enterScript(book, world, entries[(seed * 20 + visit) % entries.length]!.to);
        for (let step = 0; position.status !== "ended"; step++) {
          expect(step, `stalled at §${position.at}`).toBeLessThan(30);
          if (position.status === "awaiting") {
            const kind = position.awaiting!.kind;
            resumeScript(
              book,
              world,
              position,
              kind === "combat"
                ? { kind, result: pickOne(rng, ["won", "fled", "lost"] as const) }
                : { kind, result: pickOne(rng, ["done", "declined"] as const) },
            );
          } else {
            const decisions = scriptDecisions(book, world, position);
            expect(decisions.length, `no way on at §${position.at}`).toBeGreaterThan(0);
            chooseInScript(book, world, position, pickOne(rng, decisions));
          }
        }
        position.read.forEach((id) => reached.add(id));
        expect(world.characters.every((c) => Object.values(c.states).every((s) => s >= 0 && s <= 4))).toBe(true);
      }
    }
    expect([...bookOfScripts.paragraphs.map((p) => p.id)].filter((id) => !reached.has(id))).toEqual([]);
  });
});
