import { useI18n } from "../../i18n/index.js";
import type { SeatInfo } from "../../net/session.js";
import { BackRow, BackTile } from "./Backs.js";
import { CardFace } from "./CardFace.js";
import { skillsText } from "./describe.js";
import { cardOf, groupName, heartsOf, toolName, type GroupView, type PublicView, type ToolCounts } from "./data.js";

/**
 * Every group at the table: its Characters (skills, hearts, wounds), its tools, the cards placed
 * with it, this turn's card (its pick by back, then the card face up) and the backs of its whole
 * deck, top first, the top three marked.
 */
export function Groups({
  view,
  seats,
  held,
  waitingOn,
}: {
  view: PublicView;
  seats: SeatInfo[];
  /** Seats this browser plays (first: the one shown first). */
  held: number[];
  waitingOn: number[];
}) {
  const { t } = useI18n();
  const order = [...held, ...view.groups.map((_, s) => s).filter((s) => !held.includes(s))];
  return (
    <section className="pl-groups" aria-label={t("pl.groups")}>
      {order.map((seat) => (
        <GroupPanel
          key={seat}
          view={view}
          seat={seat}
          seats={seats}
          mine={held.includes(seat)}
          waited={waitingOn.includes(seat)}
        />
      ))}
    </section>
  );
}

function GroupPanel({
  view,
  seat,
  seats,
  mine,
  waited,
}: {
  view: PublicView;
  seat: number;
  seats: SeatInfo[];
  mine: boolean;
  waited: boolean;
}) {
  const { t } = useI18n();
  const group = view.groups[seat]!;
  const name = groupName(seats, seat, t);
  return (
    <section
      className={`pl-group${mine ? " pl-group-mine" : ""}${group.asleep ? " pl-group-asleep" : ""}${waited ? " pl-group-waited" : ""}`}
      aria-label={name}
      data-testid={`group-${seat}`}
    >
      <header className="pl-group-head">
        <h3>{name}</h3>
        {mine && <span className="tag tag-ok">{t("pl.yours")}</span>}
        <GroupStatus view={view} seat={seat} />
        {waited && <span className="tag tag-wait">{t("pl.waitedOn")}</span>}
      </header>
      <Members group={group} />
      <Tools tools={group.tools} />
      {group.attached.length > 0 && (
        <div className="pl-attached">
          <h4>{t("pl.attached")}</h4>
          {group.attached.map((face) => (
            <CardFace key={face} face={face} compact held={view.held[face]} />
          ))}
        </div>
      )}
      <ThisTurn view={view} seat={seat} />
      <div className="pl-deck">
        <h4>{t("pl.deckOf", { n: group.deck.length })}</h4>
        <BackRow
          backs={group.deck}
          top={view.phase === "day" && view.step === "choose" && !group.asleep ? 3 : 0}
          picked={group.pick?.kind === "pick" ? group.pick.index : null}
          label={t("pl.deckOf", { n: group.deck.length })}
        />
        {group.incoming.length > 0 && <p className="hint">{t("pl.incoming", { n: group.incoming.length })}</p>}
      </div>
    </section>
  );
}

export function GroupStatus({ view, seat }: { view: PublicView; seat: number }) {
  const { t } = useI18n();
  const group = view.groups[seat]!;
  const pending = view.pending;
  let status: string | null = null;
  if (view.phase === "over") status = null;
  else if (view.phase === "night") status = t("pl.status.night");
  else if (group.asleep) status = t("pl.status.asleep");
  else if (pending?.acting === seat && pending.source.kind !== "night") status = t("pl.status.acting");
  else if (pending?.helpers.some((h) => h.seat === seat)) status = t("pl.status.helping");
  else if (view.step === "choose") status = view.committed.includes(seat) ? t("pl.status.picked") : t("pl.status.choosing");
  else if (view.secretToPlay?.group === seat) status = t("pl.status.secret");
  else if (group.revealed !== null && !group.used) status = t("pl.status.toUse");
  else status = t("pl.status.used");
  return status ? <span className="tag pl-status">{status}</span> : null;
}

function Members({ group }: { group: GroupView }) {
  const { t, language } = useI18n();
  if (group.members.length === 0) return <p className="hint">{t("pl.noMembers")}</p>;
  return (
    <ul className="pl-members" aria-label={t("pl.members")}>
      {group.members.map((member) => {
        const card = cardOf(member.card);
        const hearts = heartsOf(member.card);
        const free = Math.max(0, hearts - member.wounds);
        return (
          <li key={member.card} className="pl-member" data-card={card.key}>
            <strong>{card.name[language]}</strong>
            <span className="pl-skill">{skillsText(card.character?.skills ?? {}, t) || t("pl.noSkill")}</span>
            <span className="pl-hearts" aria-label={t("pl.heartsLeft", { free, n: hearts, wounds: member.wounds })} role="img">
              <span aria-hidden="true">
                {"♥".repeat(free)}
                <span className="pl-wounds">{"✖".repeat(Math.min(member.wounds, hearts))}</span>
              </span>
            </span>
            {card.character?.tool && (
              <span className="pl-brought">{t("pl.bringsTool", { tool: toolName(card.character.tool, language) })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function Tools({ tools }: { tools: ToolCounts }) {
  const { t, language } = useI18n();
  const entries = Object.entries(tools).filter(([, n]) => (n ?? 0) > 0);
  if (entries.length === 0) return <p className="pl-tools hint">{t("pl.noTools")}</p>;
  return (
    <p className="pl-tools">
      <span className="pl-tools-label">{t("pl.tools")}</span>
      {entries.map(([tool, n]) => (
        <span key={tool} className="pl-token">
          {toolName(tool, language)}
          {(n ?? 0) > 1 && ` ×${n}`}
        </span>
      ))}
    </p>
  );
}

/** This turn's card: the pick by its back before the reveal, the card face up after. */
function ThisTurn({ view, seat }: { view: PublicView; seat: number }) {
  const { t } = useI18n();
  const group = view.groups[seat]!;
  if (view.phase !== "day" || group.asleep) return null;
  if (view.step === "choose") {
    if (!group.pick) return <p className="pl-this-turn hint">{t("pl.noPickYet")}</p>;
    if (group.pick.kind === "sleep") return <p className="pl-this-turn">{t("pl.pickSleep")}</p>;
    const back = group.deck[group.pick.index];
    return (
      <p className="pl-this-turn">
        {t("pl.pickedN", { n: group.pick.index + 1 })} {back && <BackTile back={back} />}
      </p>
    );
  }
  const secret = view.secretToPlay?.group === seat ? view.secretToPlay.card : null;
  if (secret) return <CardFace face={secret} note={<p className="note">{t("pl.secretNow")}</p>} />;
  if (group.revealed === null) return null;
  return <CardFace face={group.revealed} className={group.used ? "pl-used" : ""} />;
}
