import { useI18n } from "../../i18n/index.js";
import { BackTile } from "./Backs.js";
import { CardFace } from "./CardFace.js";
import { FRESCOES_TO_WIN, SKULLS_TO_LOSE, type PublicView } from "./data.js";

/** The Night board: the Skull spaces, the cave painting, the Missions in their slots, the Secret stack, cards in board slots. */
export function NightBoard({ view }: { view: PublicView }) {
  const { t } = useI18n();
  return (
    <section className="pl-zone pl-night-board" aria-labelledby="pl-night-board">
      <h3 id="pl-night-board">{t("pl.nightBoard")}</h3>
      <Track kind="skull" n={view.skulls} of={SKULLS_TO_LOSE} label={t("pl.skullsOf", { n: view.skulls, of: SKULLS_TO_LOSE })} />
      <Track
        kind="fresco"
        n={view.frescoes}
        of={FRESCOES_TO_WIN}
        label={t("pl.frescoesOf", { n: view.frescoes, of: FRESCOES_TO_WIN })}
      />
      {view.doomed && view.phase !== "over" && <p className="note pl-doomed">{t("pl.doomed")}</p>}
      <h4>{t("pl.missions")}</h4>
      <div className="pl-cards">
        {view.missions.map((face) => (
          <CardFace key={face} face={face} held={view.held[face]} />
        ))}
      </div>
      {view.board.length > 0 && (
        <>
          <h4>{t("pl.boardSlots")}</h4>
          <div className="pl-cards">
            {view.board.map((face) => (
              <CardFace key={face} face={face} held={view.held[face]} />
            ))}
          </div>
        </>
      )}
      <h4>{t("pl.secretStack")}</h4>
      <div className="pl-backs">
        {view.secrets.length === 0 && <span className="hint">{t("pl.empty")}</span>}
        {view.secrets.map((back) => (
          <BackTile key={back.id} back={back} />
        ))}
      </div>
    </section>
  );
}

function Track({ kind, n, of, label }: { kind: "skull" | "fresco"; n: number; of: number; label: string }) {
  return (
    <div className={`pl-track pl-track-${kind}`} role="img" aria-label={label} data-testid={`pl-${kind}s`} data-n={n}>
      <span className="pl-track-label" aria-hidden="true">
        {label}
      </span>
      <span className="pl-spaces" aria-hidden="true">
        {Array.from({ length: of }, (_, i) => (
          <span key={i} className={`pl-space${i < n ? " pl-space-full" : ""}`}>
            {i < n ? (kind === "skull" ? "☠" : "✦") : ""}
          </span>
        ))}
      </span>
    </div>
  );
}
