import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { ActionLine, CardFace } from "./CardFace.js";
import { skillsText } from "./describe.js";
import {
  actionsOf,
  cardName,
  cardOf,
  groupName,
  isDanger,
  movesOfType,
  SKILLS,
  skillsOf,
  type Action,
  type Move,
  type PublicView,
} from "./data.js";
import { MoveButton } from "./MoveButton.js";
import { sentence, whyText } from "./why.js";

/**
 * Step 3 for one group: its card face up with every option the server offers now — perform one
 * of its actions, spend its Help on a card in play, ignore it, place it — and, around that, the
 * extra actions of cards in play, a Talisman, a Healing root and ending the turn. Performing an
 * action opens its plan (who pays, who is wounded, who gets what), carried out by a second click.
 */
export function UsePanel({
  view,
  seat,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  seat: number;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const group = view.groups[seat]!;
  const secret = view.secretToPlay?.group === seat ? view.secretToPlay.card : null;
  const card = secret ?? (group.revealed !== null && !group.used ? group.revealed : null);
  const acts = movesOfType(legal, "act");
  const ignore = movesOfType(legal, "ignore")[0];
  const place = movesOfType(legal, "place")[0];
  const helpCards = movesOfType(legal, "helpCard");
  const extras = movesOfType(legal, "extra");
  const talismans = movesOfType(legal, "talisman");
  const roots = movesOfType(legal, "useRoot");
  const endTurn = movesOfType(legal, "endTurn")[0];
  const mySkills = skillsOf(view, [seat]);
  const short = (action: Action) =>
    SKILLS.filter((s) => (mySkills[s] ?? 0) < (action.conditions.skills[s] ?? 0)).map((s) =>
      t(`pl.skillHave.${s}`, { have: mySkills[s] ?? 0, need: action.conditions.skills[s] ?? 0 }),
    );
  const reasons = view.why?.actions[seat] ?? [];
  const groupOf = (s: number) => groupName(seats, s, t);
  // Another group's action is open: this card waits, and the table says so rather than looking frozen.
  const busyWith =
    view.pending && view.pending.source.kind !== "night" && view.pending.acting !== seat ? view.pending.acting : null;
  const canJoin = movesOfType(legal, "help").length > 0;
  const helping = busyWith !== null && view.pending!.helpers.some((h) => h.seat === seat);
  return (
    <div className="pl-use">
      {group.asleep && <p className="hint">{t("pl.asleepHint")}</p>}
      {!group.asleep && card === null && <p className="hint">{t("pl.cardUsed")}</p>}
      {card !== null && busyWith !== null && (
        <p className="note pl-busy" data-testid="pl-busy">
          {helping ? t("pl.busyHelping", { group: groupOf(busyWith) }) : t("pl.busy", { group: groupOf(busyWith) })}
          {canJoin && <> {t("pl.busyHelp")}</>}
        </p>
      )}
      {card !== null && (
        <>
          {busyWith === null && (
            <p className="hint">{secret ? t("pl.secretHint") : isDanger(cardOf(card)) ? t("pl.dangerHint") : t("pl.useHint")}</p>
          )}
          <p className="pl-my-skills">{t("pl.yourSkills", { skills: skillsText(mySkills, t) || t("pl.noSkill") })}</p>
          <CardFace
            face={card}
            lists={cardOf(card).placement ? ["actions", "extraActions", "helpCardActions", "night"] : ["actions"]}
            deck={secret ? undefined : group.deck}
            control={(list, i) => {
              // Only the card's own actions are options of the turn; a placed card's other lists are for later.
              if (list !== "actions") return null;
              const move = acts.find((m) => m.action === i);
              const missing = short(cardOf(card).actions[i]!);
              const why = move ? null : (reasons[i] ?? null);
              const because = why ? sentence(whyText(why, t, language, groupOf)) : undefined;
              return (
                <span className="pl-control">
                  <MoveButton move={move} send={send} primary testId={`pl-act-${i}`} title={because}>
                    {move ? t("pl.doThis") : why?.kind === "busy" ? t("pl.waitAction") : t("pl.notPossible")}
                  </MoveButton>
                  {move && missing.length > 0 && <small className="note">{t("pl.withHelp", { what: missing.join(", ") })}</small>}
                  {why && (
                    <small className="note pl-why" data-testid={`pl-why-${i}`} data-why={why.kind}>
                      {because}
                    </small>
                  )}
                </span>
              );
            }}
          />
          <div className="actions">
            {place && (
              <MoveButton move={place} send={send} primary>
                {t(cardOf(card).placement === "group" ? "pl.placeWithGroup" : "pl.placeOnBoard")}
              </MoveButton>
            )}
            {ignore && (
              <MoveButton move={ignore} send={send}>
                {t("pl.ignore")}
              </MoveButton>
            )}
          </div>
        </>
      )}
      {helpCards.length > 0 && (
        <div className="pl-options">
          <h4>{t("pl.helpACard")}</h4>
          <ul>
            {helpCards.map((move) => (
              <li key={`${move.card}-${move.action}`}>
                <strong>{cardName(move.card, language)}</strong>
                <ActionLine
                  action={actionsOf(move.card, "helpCardActions")[move.action]!}
                  index={move.action}
                  deck={group.deck}
                  control={
                    <MoveButton move={move} send={send} testId={`pl-helpCard-${move.action}`}>
                      {t("pl.spendHelpOn", { card: cardName(move.card, language) })}
                    </MoveButton>
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {extras.length > 0 && (
        <div className="pl-options">
          <h4>{t("pl.extraActions")}</h4>
          <ul>
            {extras.map((move) => (
              <li key={`${move.card}-${move.action}`}>
                <strong>{cardName(move.card, language)}</strong>
                <ActionLine
                  action={actionsOf(move.card, "extraActions")[move.action]!}
                  index={move.action}
                  deck={group.deck}
                  control={
                    <MoveButton move={move} send={send}>
                      {t("pl.useExtra")}
                    </MoveButton>
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {(talismans.length > 0 || roots.length > 0 || endTurn) && (
        <div className="actions pl-tools-use">
          {talismans.map((move) => (
            <MoveButton key={move.group} move={move} send={send}>
              {move.group === seat ? t("pl.talismanOwn") : t("pl.talismanFor", { group: groupName(seats, move.group, t) })}
            </MoveButton>
          ))}
          {roots.map((move) => (
            <MoveButton key={move.heals.join()} move={move} send={send} testId="pl-useRoot">
              {t("pl.root", { who: move.heals.map((c) => cardName(c, language)).join(", ") })}
            </MoveButton>
          ))}
          {endTurn && (
            <MoveButton move={endTurn} send={send}>
              {t("pl.endTurn")}
            </MoveButton>
          )}
        </div>
      )}
    </div>
  );
}
