import { useI18n, type MessageKey } from "../../i18n/index.js";
import {
  characterCard,
  characterName,
  fixtureCard,
  FLOORS,
  ITEM_KINDS,
  local,
  presentItems,
  shelterCard,
  SPACES,
  STATES,
  type CharacterView,
  type ItemCounts,
  type ItemKind,
  type PublicView,
} from "./data.js";
import { ChangeMark, useChanges } from "./changes.js";
import { itemName, itemsText, spaceName, stateName } from "./describe.js";

/**
 * The shelter as a map: its four floors from the attic down, each space with what covers it (a
 * Shelter card, Rubble remains), its fixture, its printed action, Holes and their Barricades, and
 * the characters standing there.
 */
export function ShelterMap({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  return (
    <section className="tw-house panel" aria-labelledby="tw-house-title" data-testid="tw-house">
      <h3 id="tw-house-title">{t("tw.board")}</h3>
      {FLOORS.map((floor) => (
        <div key={floor} className={`tw-floor tw-floor-${floor}`} role="group" aria-label={t(`tw.floor.${floor}` as MessageKey)}>
          <span className="tw-floor-name">{t(`tw.floor.${floor}` as MessageKey)}</span>
          <ul className="tw-spaces">
            {SPACES.filter((s) => s.floor === floor).map((s) => {
              const card = view.shelter.cards[s.id];
              const fixture = view.shelter.fixtures[s.id];
              const remains = view.shelter.remains.includes(s.id);
              const barricaded = view.shelter.barricades.includes(s.id);
              const here = view.characters.filter((c) => c.space === s.id && c.task !== "scavenging");
              const closed = view.shelter.closedZones.includes(s.zone);
              const classes = [
                "tw-space",
                card ? `tw-covered tw-covered-${card.kind}` : "",
                s.hole ? "tw-hole" : "",
                s.dark ? "tw-dark" : "",
                fixture ? "tw-fixture" : "",
                remains ? "tw-remains" : "",
                closed ? "tw-closed" : "",
              ].join(" ");
              return (
                <li key={s.id} className={classes} data-space={s.id}>
                  <span className="tw-space-name">{spaceName(s.id, t)}</span>
                  {s.printed && !card && <span className="tw-printed">{t(`tw.printed.${s.printed}` as MessageKey)}</span>}
                  {card && (
                    <span className="tw-space-card">
                      {local(shelterCard(card.id)?.name, language)}
                      {card.kind !== "plain" && <em> · {t(`tw.card.${card.kind}` as MessageKey)}</em>}
                    </span>
                  )}
                  {fixture && <span className="tw-space-fixture">{local(fixtureCard(fixture).name, language)}</span>}
                  {remains && <span className="tw-space-note">{t("tw.remains")}</span>}
                  {s.hole && <span className="tw-space-note">{barricaded ? t("tw.holeBarricaded") : t("tw.hole")}</span>}
                  {here.length > 0 && (
                    <span className="tw-space-people">
                      {here.map((c) => (
                        <span key={c.id} className="tw-pawn" style={{ background: c.colour }} title={characterName(c.id)}>
                          {characterName(c.id)}
                        </span>
                      ))}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** A state as four pips, the level filled. */
function StateMeter({ c, state, by }: { c: CharacterView; state: (typeof STATES)[number]; by: number | undefined }) {
  const { t } = useI18n();
  const level = c.states[state];
  const name = stateName(state, t);
  return (
    <div className={`tw-state tw-state-${state}${level >= 3 ? " tw-state-high" : ""}`}>
      <span className="tw-state-name">
        {name}{" "}
        <ChangeMark
          by={by}
          label={by ? t(by > 0 ? "tw.change.up" : "tw.change.down", { state: name, n: Math.abs(by) }) : undefined}
        />
      </span>
      <span
        className="tw-pips"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={level}
        aria-label={stateName(state, t)}
      >
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={n <= level ? "tw-pip tw-pip-on" : "tw-pip"} />
        ))}
      </span>
    </div>
  );
}

/** The group: each character's five states, traits, abilities, where they are and what they may still do. */
export function Characters({ view, canAct }: { view: PublicView; canAct: Set<string> | null }) {
  const { t, language } = useI18n();
  const stateChanges = useChanges(
    Object.fromEntries(view.characters.flatMap((c) => STATES.map((s) => [`${c.id}:${s}`, c.states[s]]))),
    false,
  );
  return (
    <section className="tw-characters" aria-labelledby="tw-characters-title" data-testid="tw-characters">
      <h3 id="tw-characters-title">{t("tw.characters")}</h3>
      <div className="tw-character-list">
        {view.characters.map((c) => {
          const card = characterCard(c.id);
          const asleep = c.asleep;
          // Fatigue 4 reached during tonight's task: awake until the task is done.
          const finishing = !asleep && c.states.fatigue >= 4;
          const blocked = Math.max(0, ...STATES.map((s) => (c.states[s] > 0 ? c.boxes[s] : 0)));
          const placed = presentItems(c.placed as ItemCounts);
          return (
            <article
              key={c.id}
              className={`tw-character${asleep ? " tw-asleep" : ""}`}
              style={{ borderTopColor: c.colour }}
              data-character={c.id}
            >
              <header>
                <span className="tw-swatch" style={{ background: c.colour }} aria-hidden="true" />
                <h4>{characterName(c.id)}</h4>
                {asleep && <span className="tw-badge">{t("tw.asleep")}</span>}
                {finishing && <span className="tw-badge">{t("tw.finishingTask")}</span>}
              </header>
              {card && <p className="tw-who">{local(card.who, language)}</p>}
              <div className="tw-states">
                {STATES.map((s) => (
                  <StateMeter key={s} c={c} state={s} by={stateChanges[`${c.id}:${s}`]} />
                ))}
              </div>
              <p className="tw-where">
                {c.task === "shelter"
                  ? t("tw.at", { space: spaceName(c.space, t) })
                  : t("tw.taskNow", { task: t(c.task === "guard" ? "tw.task.guard" : "tw.task.scavenge") })}
                {" · "}
                {t("tw.empathy", { n: c.empathy })}
              </p>
              {canAct && (
                <p className={canAct.has(c.id) ? "tw-can" : "tw-cannot"}>
                  {canAct.has(c.id) ? t("tw.mayAct") : t("tw.mayNotAct")}
                </p>
              )}
              {blocked > 0 && <p className="tw-cannot">{t("tw.blocked", { n: blocked })}</p>}
              {placed.length > 0 && <p>{t("tw.placed", { items: itemsText(c.placed as ItemCounts, t) })}</p>}
              {card && card.abilities.length > 0 && (
                <details>
                  <summary>{t("tw.abilities")}</summary>
                  <ul>
                    {card.abilities
                      .filter((a) => c.abilities.includes(a.id))
                      .map((a) => (
                        <li key={a.id}>{local(a.text, language)}</li>
                      ))}
                  </ul>
                </details>
              )}
              {card && c.traits.length > 0 && (
                <details>
                  <summary>{t("tw.traits")}</summary>
                  <ul>
                    {card.traits
                      .filter((tr) => c.traits.includes(tr.id))
                      .map((tr) => (
                        <li key={tr.id}>{local(tr.text, language)}</li>
                      ))}
                  </ul>
                </details>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}

/** The Inventory and its ×5 markers, Cold and the Barricades; the Finds pile when something is on it. */
export function Stores({ view }: { view: PublicView }) {
  const { t } = useI18n();
  const inventoryChanges = useChanges(view.inventory as Record<string, number>);
  const findsChanges = useChanges(view.finds as Record<string, number>);
  // What just ran out stays listed at 0 beside its change, so the loss shows where it happened.
  const items = withGone(presentItems(view.inventory), inventoryChanges);
  const finds = withGone(presentItems(view.finds), findsChanges);
  return (
    <section className="tw-stores panel" aria-labelledby="tw-stores-title" data-testid="tw-inventory">
      <h3 id="tw-stores-title">{t("tw.inventory")}</h3>
      {items.length === 0 ? (
        <p className="hint">{t("tw.empty")}</p>
      ) : (
        <ul className="tw-items">
          {items.map(([item, n]) => (
            <li key={item} className={`tw-item tw-item-${item}`} data-item={item}>
              <span className="tw-item-n">{n}</span> {itemName(item, t)} <ChangeMark by={inventoryChanges[item]} />
            </li>
          ))}
        </ul>
      )}
      <p className="tw-fives">
        <strong>{t("tw.fives")}</strong> {t("tw.fivesLine", { wood: view.fives.wood, components: view.fives.components })}
      </p>
      <p className="tw-gauges">
        <span className="tw-cold" data-testid="tw-cold">
          ❄ {t("tw.coldLine", { n: view.cold })}
        </span>
        <span>{t("tw.barricadesLine", { n: view.shelter.barricades.length })}</span>
      </p>
      {finds.length > 0 && (
        <>
          <h4>{t("tw.finds")}</h4>
          <ul className="tw-items" data-testid="tw-finds">
            {finds.map(([item, n]) => (
              <li key={item} className="tw-item" data-item={item}>
                <span className="tw-item-n">{n}</span> {itemName(item, t)} <ChangeMark by={findsChanges[item]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The items held, and those that just ran out (at 0), in the box's order. */
function withGone(items: [ItemKind, number][], changes: Readonly<Record<string, number>>): [ItemKind, number][] {
  const gone = ITEM_KINDS.filter((k) => (changes[k] ?? 0) < 0 && !items.some(([i]) => i === k));
  return ITEM_KINDS.flatMap((k) => items.filter(([i]) => i === k).concat(gone.includes(k) ? [[k, 0]] : []));
}

/** What can be built (the Fixtures deck, open) with its cost, and the Ideas. */
export function Fixtures({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  const unique = [...new Map(view.fixturesDeck.map((id) => [local(fixtureCard(id).name, language), id])).values()];
  return (
    <section className="tw-fixtures panel" aria-labelledby="tw-fixtures-title">
      <h3 id="tw-fixtures-title">{t("tw.fixturesDeck")}</h3>
      <ul>
        {unique.map((id) => (
          <li key={id}>
            {t("tw.buildCost", { name: local(fixtureCard(id).name, language), cost: itemsText(fixtureCard(id).cost, t) })}
          </li>
        ))}
      </ul>
      {view.ideas.length > 0 && (
        <p className="hint">
          {t("tw.ideasLine", { names: view.ideas.map((id) => local(fixtureCard(id).name, language)).join(", ") })}
        </p>
      )}
    </section>
  );
}
