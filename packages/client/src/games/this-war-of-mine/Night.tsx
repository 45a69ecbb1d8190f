import { useI18n, type MessageKey } from "../../i18n/index.js";
import {
  characterCard,
  characterName,
  DIE_FACES,
  explorationCard,
  HEAVY,
  local,
  locationCard,
  presentItems,
  raidCard,
  residentCard,
  type CombatRoll,
  type ItemKind,
  type PublicView,
} from "./data.js";
import { costText, itemName } from "./describe.js";

/** One combat die as it fell: its colour, the face's symbols (✊ per hit, § Fate, ☠ a kill face, ∅ out of ammo). */
export function Die({ roll, label }: { roll: CombatRoll; label: string }) {
  const { t } = useI18n();
  const face = DIE_FACES[roll.colour][roll.face]!;
  // Hits are drawn as dots (no font needed); the other faces are a sign: § Fate, ✕ a kill with its weapon, ∅ out of ammo.
  const symbol = face.fate ? "§" : face.kill ? "✕" : face.outOfAmmo ? "∅" : null;
  const hit = face.hits > 0;
  return (
    <figure className={`tw-die tw-die-${roll.colour}${hit ? " tw-die-hit" : ""}`}>
      <span
        className="tw-die-face"
        role="img"
        aria-label={`${t("tw.combat.die", { colour: t(`tw.die.${roll.colour}` as MessageKey), face: roll.face + 1 })}: ${hit ? t("tw.combat.hit") : t("tw.combat.miss")}`}
      >
        {symbol ?? Array.from({ length: face.hits }, (_, i) => <span key={i} className="tw-die-dot" aria-hidden="true" />)}
      </span>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

const rollLabel = (roll: CombatRoll, t: ReturnType<typeof useI18n>["t"]) =>
  typeof roll.who === "string" ? characterName(roll.who) : t("tw.combat.theirs", { n: roll.who + 1 });

/** Tonight's scavenging: the Location, Noise, the Unknown's count, the card turned and its options, the area, the backpacks. */
export function ScavengingPanel({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  const exp = view.expedition;
  const scavengers = view.characters.filter((c) => c.task === "scavenging");
  if (!exp && view.draft?.kind !== "expedition") return null;
  const location = view.location ? locationCard(view.location) : null;
  const current = exp?.current ? explorationCard(exp.current) : null;
  const capacity = scavengers.filter((c) => !c.asleep).reduce((sum, c) => sum + (characterCard(c.id)?.backpack ?? 2), 0);
  // While the finds are chosen, the load is what the plan keeps.
  const carried = view.draft?.kind === "carry" ? view.draft.keep : view.finds;
  const load =
    presentItems(carried).reduce(
      (sum, [item, n]) =>
        sum +
        n *
          (["water", "wood", "components"].includes(item)
            ? 1
            : (HEAVY[item as Exclude<ItemKind, "water" | "wood" | "components">] ?? 0)),
      0,
    ) + (exp?.people ?? []).reduce((sum, p) => sum + p.weight, 0);
  return (
    <section className="tw-night panel" aria-labelledby="tw-night-title" data-testid="tw-scavenging">
      <h3 id="tw-night-title">{t("tw.night.title")}</h3>
      <p>{t("tw.night.scavengers", { names: scavengers.map((c) => characterName(c.id)).join(", ") })}</p>
      {!location && (
        <div className="tw-locations" role="list" aria-label={t("tw.night.locations")}>
          {view.locations.spaces.map((id, space) =>
            id ? (
              <article key={id} className="tw-location" role="listitem">
                <h4>{local(locationCard(id).name, language)}</h4>
                <p className="tw-meta">
                  {t("tw.night.cards", { n: [14, 12, 10][space]! })}
                  {space === 2 ? ` · ${t("tw.night.veryFar")}` : ""}
                </p>
                <p>{local(locationCard(id).about, language)}</p>
              </article>
            ) : null,
          )}
        </div>
      )}
      {location && (
        <div className="tw-location-now">
          <h4>{local(location.name, language)}</h4>
          <p className="tw-meta">{local(location.about, language)}</p>
        </div>
      )}
      {exp && exp.stage !== "setup" && (
        <div className="tw-night-gauges">
          <div
            className="tw-noise"
            role="meter"
            aria-valuemin={1}
            aria-valuemax={8}
            aria-valuenow={view.noise}
            aria-label={t("tw.noise")}
          >
            <span>{t("tw.noise")}</span>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
              <span key={n} className={n <= view.noise ? "tw-noise-on" : "tw-noise-off"}>
                {n}
              </span>
            ))}
          </div>
          <p data-testid="tw-unknown">{t("tw.night.unknown", { n: exp.unknown })}</p>
          <p>{t("tw.night.turned", { n: view.exploration.discard.length })}</p>
          {exp.encounters > 0 && <p>{t("tw.night.encounters", { n: exp.encounters })}</p>}
        </div>
      )}
      {current && (
        <article className="tw-card-text tw-card-now" data-testid="tw-card-now">
          <h4>{t("tw.night.currentLine", { name: local(current.name, language) })}</h4>
          <p className="tw-flavour">{local(current.text, language)}</p>
          <ol>
            {current.options.map((o, i) => (
              <li key={i}>
                {local(o.label, language)} <span className="tw-choice-cost">({costText(o.cost, t)})</span>
              </li>
            ))}
          </ol>
        </article>
      )}
      {exp && exp.area.length + exp.residents.length > 0 && (
        <p>
          {t("tw.night.areaLine", {
            names: [
              ...exp.area.map((id) => local(explorationCard(id).name, language)),
              ...exp.residents.map((r) => local(residentCard(r.card).name, language)),
            ].join(", "),
          })}
        </p>
      )}
      {exp && exp.people.length > 0 && (
        <p data-testid="tw-people">
          {t("tw.night.people", { n: exp.people.reduce((sum, p) => sum + p.weight, 0), count: exp.people.length })}
        </p>
      )}
      {exp && exp.stage !== "setup" && (
        <p className="tw-backpack">
          {t("tw.night.backpack", { n: capacity })} · {t("tw.night.weight", { n: load, of: capacity })}
        </p>
      )}
    </section>
  );
}

/** A fight: the enemies on the combat table, the round, this round's dice and the wounds. */
export function CombatPanel({ view }: { view: PublicView }) {
  const { t } = useI18n();
  const combat = view.combat;
  if (!combat) return null;
  return (
    <section className="tw-combat panel" aria-labelledby="tw-combat-title" data-testid="tw-combat">
      <h3 id="tw-combat-title">
        {t("tw.combat.title")} — {t("tw.combat.round", { n: combat.round })}
      </h3>
      <ul className="tw-enemies">
        {combat.enemies.map((e, i) => (
          <li key={i} className={e.dead ? "tw-enemy tw-enemy-dead" : "tw-enemy"}>
            <strong>{t("tw.combat.theirs", { n: i + 1 })}</strong>{" "}
            {t("tw.combat.enemy", {
              kind: t(`tw.enemy.${e.kind}` as MessageKey),
              prowess: e.prowess,
              weapon: t(`tw.weapon.${e.weapon}` as MessageKey),
            })}{" "}
            · {e.dead ? t("tw.combat.dead") : t("tw.combat.wounds", { n: e.wounds })}
          </li>
        ))}
      </ul>
      <p>
        {combat.fighters.map((id) => characterName(id)).join(", ")}
        {combat.breakPoint !== null && ` · ${t("tw.combat.breakPoint", { n: combat.breakPoint })}`}
        {` · ${t("tw.combat.dealt", { n: combat.woundsDealt })}`}
      </p>
      {combat.rolls.length > 0 && (
        <div className="tw-dice" role="group" aria-label={t("tw.combat.rolls")} data-testid="tw-dice">
          {combat.rolls.map((r, i) => (
            <Die key={i} roll={r} label={rollLabel(r, t)} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The Night raid: the card drawn, the guards' dice, what the hits cancel. */
export function RaidPanel({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  const raid = view.raid;
  if (!raid) return null;
  return (
    <section className="tw-raid panel" aria-labelledby="tw-raid-title" data-testid="tw-raid">
      <h3 id="tw-raid-title">{t("tw.raid.title")}</h3>
      {raid.cards.map((id) => {
        const card = raidCard(id);
        return card ? (
          <article key={id} className="tw-card-text">
            <h4>{t("tw.raid.card", { name: local(card.name, language), damage: raid.damage, wounds: raid.wounds })}</h4>
            <p className="tw-flavour">{local(card.text, language)}</p>
          </article>
        ) : null;
      })}
      {raid.stage === "arm" && (
        <p>
          {t("tw.raid.arming", {
            names: view.characters
              .filter((c) => c.task === "guard")
              .map((c) => characterName(c.id))
              .join(", "),
          })}
        </p>
      )}
      {raid.noGuard && <p>{t("tw.raid.noGuard")}</p>}
      {raid.cancelled && <p>{t("tw.raid.cancelled")}</p>}
      {raid.rolls.length > 0 && (
        <div className="tw-dice" role="group" aria-label={t("tw.combat.rolls")}>
          {raid.rolls.map((r, i) => (
            <Die key={i} roll={r} label={rollLabel(r, t)} />
          ))}
        </div>
      )}
      {raid.stage !== "arm" && <p>{t("tw.raid.hits", { n: raid.hits })}</p>}
      {raid.stage === "loss" && view.draft?.kind === "raidLoss" && view.draft.lose.length > 0 && (
        <p className="hint">{view.draft.lose.map((i) => itemName(i, t)).join(", ")}</p>
      )}
    </section>
  );
}
