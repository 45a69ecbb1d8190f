import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { BackRow, BackTile } from "./Backs.js";
import { groupName, movesOfType, type Move, type PublicView } from "./data.js";
import { MoveButton } from "./MoveButton.js";

/**
 * Step 1 for one group: the top three cards of its deck, chosen by their backs (the other two go
 * back on top in the same order), or sleeping early; picks are public and may change until the
 * last awake group has committed.
 */
export function PickPanel({
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
  const { t } = useI18n();
  const group = view.groups[seat]!;
  const picks = movesOfType(legal, "pick");
  const sleep = movesOfType(legal, "sleep")[0];
  const awake = view.groups.flatMap((g, s) => (g.asleep ? [] : [s]));
  const uncommitted = awake.filter((s) => !view.committed.includes(s));
  if (group.asleep) return <p className="hint">{t("pl.asleepHint")}</p>;
  const top = group.deck.slice(0, 3);
  const red = group.deck.filter((b) => b.back === "red").length;
  const ordinal = (i: number) => t(i === 0 ? "pl.ord.1" : i === 1 ? "pl.ord.2" : "pl.ord.3");
  return (
    <div className="pl-pick">
      <p className="hint">{t("pl.pickHint")}</p>
      <div className="pl-pick-top" role="group" aria-label={t("pl.topThree")}>
        {top.map((back, i) => {
          const move = picks.find((m) => m.index === i);
          const current = group.pick?.kind === "pick" && group.pick.index === i;
          return (
            <button
              key={back.id}
              type="button"
              className="pl-pick-button"
              aria-pressed={current}
              disabled={!move && !current}
              onClick={() => move && send(move)}
              data-move={move ? JSON.stringify(move) : undefined}
              data-testid={`pl-pick-${i}`}
            >
              {/* No aria-label: the name is what the button shows (the back, named by its tile, and its place), so voice control finds it. */}
              <BackTile back={back} large />
              <span>{ordinal(i)}</span>
              {current && <span className="pl-picked-label">{t("pl.yourPick")}</span>}
            </button>
          );
        })}
      </div>
      {group.deck.length > 3 && (
        <div className="pl-rest">
          <span className="hint">{t("pl.thenDeck", { n: group.deck.length - 3 })}</span>
          <BackRow backs={group.deck.slice(3)} label={t("pl.thenDeck", { n: group.deck.length - 3 })} />
        </div>
      )}
      <div className="actions">
        <MoveButton move={sleep} send={send} testId="pl-sleep">
          {group.pick?.kind === "sleep" ? t("pl.sleepingEarly") : t("pl.sleepEarly", { n: group.deck.length })}
        </MoveButton>
        {red > 0 && <span className="hint">{t("pl.redLeft", { n: red })}</span>}
      </div>
      <p className="pl-committed">
        {uncommitted.length === 0
          ? t("pl.allPicked")
          : t("pl.stillChoosing", { names: uncommitted.map((s) => groupName(seats, s, t)).join(", ") })}
      </p>
    </div>
  );
}
