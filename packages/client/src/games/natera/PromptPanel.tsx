import type { ReactNode } from "react";
import { useI18n, type MessageKey } from "../../i18n/index.js";
import { CardFace, SpecialistFace } from "./CardFace.js";
import { candidateEffects, findEffect, type Resolving } from "./context.js";
import {
  cardOf,
  locationOf,
  seatColour,
  specialistOf,
  TRACK_MAX,
  type CardType,
  type Move,
  type PublicView,
  type Resource,
  type Zone,
} from "./data.js";
import {
  achievementText,
  describeEffects,
  describeResources,
  locationCost,
  locationTitle,
  resourceName,
  typeName,
  zoneName,
} from "./describe.js";
import { ResourceIcon } from "./icons.js";
import { MoveButton } from "../../components/MoveButton.js";
import { ScienceBoard } from "./ScienceBoard.js";

/**
 * A question the server asks this tribe (one option per legal answer): which pawn, which cost,
 * which deck, which card to discard, which resource, which track, which box of the Science
 * board… Each option is a button holding its `choose` move; cards, specialists and locations are
 * shown as they are printed.
 */
export function PromptPanel({
  view,
  me,
  kind,
  legal,
  resolving,
  send,
}: {
  view: PublicView;
  me: number;
  kind: string;
  legal: readonly Move[];
  resolving: Resolving | null;
  send: (move: Move, resolving?: Resolving) => void;
}) {
  const { t } = useI18n();
  const options = legal.flatMap((m) => (m.type === "choose" ? [m.option] : []));
  const moveOf = (option: string): Move => ({ type: "choose", option });
  const tribe = view.tribes[me]!;
  const lists = candidateEffects(view, me, resolving);
  const title = t(`na.prompt.${kind}` as MessageKey);

  // The Science board: the open boxes are its buttons.
  if (kind === "growth" && tribe.face) {
    const boxes = options.map((o) => Number(o.slice(4)));
    return (
      <div className="na-step na-prompt" data-testid="na-prompt-growth">
        <h3>{title}</h3>
        <Resolution view={view} resolving={resolving} />
        <ScienceBoard
          face={tribe.face}
          covered={tribe.growth}
          colour={seatColour(me)}
          options={boxes}
          onPick={(box) => send(moveOf(`box-${box}`))}
        />
      </div>
    );
  }

  const label = (option: string): ReactNode => {
    if (option === "skip" || option === "stop") return t(`na.opt.${option}` as MessageKey);
    switch (kind) {
      case "claim": {
        const spot = view.spots.find((s) => s.id === option);
        return spot?.zone
          ? t("na.ach.track", { zone: zoneName(spot.zone, t) })
          : spot?.condition
            ? achievementText(spot.condition, t)
            : option;
      }
      case "order":
        return t(`na.opt.${option}` as MessageKey);
      case "pawn":
        return t(`na.opt.${option}` as MessageKey);
      case "pay": {
        const card = resolving?.kind === "play" ? cardOf(resolving.id) : undefined;
        const k = option as "endurance" | "agility" | "intelligence";
        const n = card ? Math.max(0, card.cost[k] - (resolving?.off?.[k] ?? 0)) : null;
        return (
          <>
            <ResourceIcon kind={k} /> {n === null ? resourceName(k, t) : t("na.amount", { n, what: resourceName(k, t) })}
          </>
        );
      }
      case "draw":
        return option.startsWith("peek:")
          ? t("na.opt.peek", { deck: t(`na.deck.${option.slice(5)}` as MessageKey) })
          : t("na.opt.draw", { deck: t(`na.deck.${option}` as MessageKey), n: view.deckSizes[option as "basic" | "advanced"] });
      case "choice":
        return (
          <>
            <ResourceIcon kind={option as Resource} /> {resourceName(option as Resource, t)}
          </>
        );
      case "authorityUp":
      case "authorityDown": {
        const zone = option as Zone;
        // A +1 on a track at 10 is offered and lost (issue 35): say so on the button.
        return kind === "authorityUp" && tribe.tracks[zone] >= TRACK_MAX
          ? t("na.opt.trackLost", { zone: zoneName(zone, t) })
          : t("na.opt.track", { zone: zoneName(zone, t), n: tribe.tracks[zone] });
      }
      case "or": {
        const or = findEffect(lists, "or", (e) => e.options.length === options.length);
        const i = Number(option.slice(7));
        return or ? describeEffects(or.options[i]!, t) : t("na.opt.option", { n: i + 1 });
      }
      case "trade": {
        const trade = findEffect(lists, "trade");
        if (option === "no") return t("na.opt.tradeNo");
        return trade
          ? t("na.opt.tradeYes", { cost: describeResources(trade.cost, t), gain: describeEffects(trade.gain, t) })
          : t("na.opt.yes");
      }
      case "search":
        return typeName(option as CardType, t);
      default: {
        const l = locationOf(option);
        if (l) {
          const cost = locationCost(l, t);
          const what =
            kind === "colonyBonuses"
              ? l.bonus
              : kind === "copy"
                ? l.reward
                : kind === "freeColony" || kind === "moveColony"
                  ? l.bonus
                  : l.reward;
          return (
            <>
              <strong>{locationTitle(l, t)}</strong> {describeEffects(what, t)}
              {kind === "copy" && cost && <small> · {t("na.pays", { cost })}</small>}
            </>
          );
        }
        return option;
      }
    }
  };

  const isCard = (o: string) => cardOf(o) !== undefined;
  const isSpecialist = (o: string) => specialistOf(o) !== undefined;
  return (
    <div className="na-step na-prompt" data-testid={`na-prompt-${kind}`}>
      <h3>{title}</h3>
      <Resolution view={view} resolving={resolving} />
      <div className={`na-options${options.some((o) => isCard(o) || isSpecialist(o)) ? " na-options-cards" : ""}`}>
        {options.map((option) => {
          const move = moveOf(option);
          const next: Resolving | undefined =
            kind === "play" && isCard(option)
              ? { kind: "play", id: option, off: findEffect(lists, "play")?.off }
              : kind === "hire" && isSpecialist(option)
                ? { kind: "hire", id: option }
                : kind === "copy" && locationOf(option)
                  ? { kind: "copy", id: option }
                  : undefined;
          if (isCard(option) || isSpecialist(option))
            return (
              <MoveButton
                key={option}
                move={move}
                send={(m) => send(m, next)}
                className="na-target na-target-card"
                testId={`na-option-${option}`}
              >
                {isCard(option) ? <CardFace id={option} /> : <SpecialistFace id={option} />}
              </MoveButton>
            );
          return (
            <MoveButton key={option} move={move} send={(m) => send(m, next)} className="na-option" testId={`na-option-${option}`}>
              {label(option)}
            </MoveButton>
          );
        })}
      </div>
    </div>
  );
}

/** What the question comes from, in words. */
function Resolution({ view, resolving }: { view: PublicView; resolving: Resolving | null }) {
  const { t, language } = useI18n();
  if (view.phase === "production") return <p className="hint">{t("na.resolving.production")}</p>;
  if (view.phase === "tribeSetup") return <p className="hint">{t("na.resolving.setup")}</p>;
  if (!resolving) return null;
  const l = locationOf(resolving.id);
  const what = l
    ? locationTitle(l, t)
    : (cardOf(resolving.id)?.name[language] ?? specialistOf(resolving.id)?.name[language] ?? resolving.id);
  return <p className="hint">{t(`na.resolving.${resolving.kind}` as MessageKey, { what })}</p>;
}
