import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { CardFace } from "./CardFace.js";
import { groupName, movesOfType, type LogEntry, type Move, type PublicView } from "./data.js";
import { MoveButton } from "./MoveButton.js";
import { sentence, whyText } from "./why.js";

/**
 * The Night, step by step: the feeding (done as the Night falls), each Mission and then each night
 * card (☾) to resolve — any group proposes how, every group accepts — and the shuffle and deal
 * that start the next Day.
 */
export function NightPanel({
  view,
  seat,
  seats,
  legal,
  send,
}: {
  view: PublicView;
  seat: number | null;
  seats: SeatInfo[];
  legal: Move[];
  send: (move: Move) => void;
}) {
  const { t, language } = useI18n();
  const night = view.night;
  const feed = [...view.log].reverse().find((e): e is Extract<LogEntry, { kind: "feed" }> => e.kind === "feed");
  const step = night?.step ?? "missions";
  const resolves = movesOfType(legal, "resolve");
  const steps = [
    { key: "feed", text: feed ? t("pl.night.fed", { fed: feed.fed, starving: feed.starving }) : t("pl.night.feed"), done: true },
    { key: "missions", text: t("pl.night.missions"), done: step === "cards", current: step === "missions" },
    { key: "cards", text: t("pl.night.cards"), done: false, current: step === "cards" },
    { key: "deal", text: t("pl.night.deal", { group: groupName(seats, view.nextDealStart, t) }), done: false },
  ];
  return (
    <div className="pl-night" data-testid="pl-night">
      <ol className="pl-night-steps">
        {steps.map((s) => (
          <li
            key={s.key}
            className={s.current ? "pl-current" : s.done ? "pl-done" : ""}
            aria-current={s.current ? "step" : undefined}
          >
            {s.text}
          </li>
        ))}
      </ol>
      <p className="hint">{t("pl.night.hint")}</p>
      <div className="pl-cards">
        {(night?.todo ?? []).map(({ card, group }) => (
          <CardFace
            key={card}
            face={card}
            lists={["night"]}
            note={group !== null ? <p className="hint">{t("pl.night.ofGroup", { group: groupName(seats, group, t) })}</p> : null}
            control={(_, i) => {
              const move = resolves.find((m) => m.card === card && m.action === i);
              const proposed = view.pending?.card === card && view.pending.action === i;
              const why = proposed || move ? null : (view.why?.night[card]?.[i] ?? null);
              const because = why ? sentence(whyText(why, t, language, (s) => groupName(seats, s, t))) : undefined;
              return seat === null ? null : (
                <span className="pl-control">
                  <MoveButton move={proposed ? undefined : move} send={send} testId={`pl-resolve-${i}`} title={because}>
                    {proposed ? t("pl.night.proposed") : t("pl.night.propose")}
                  </MoveButton>
                  {why && (
                    <small className="note pl-why" data-why={why.kind}>
                      {because}
                    </small>
                  )}
                </span>
              );
            }}
          />
        ))}
      </div>
    </div>
  );
}
