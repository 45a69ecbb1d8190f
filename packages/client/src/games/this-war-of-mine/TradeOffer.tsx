import { useI18n, type MessageKey } from "../../i18n/index.js";
import { ITEM_KINDS, TRADE_VALUE, type DraftEdit, type ItemCounts, type ItemKind, type Move, type PublicView } from "./data.js";
import { itemList, itemName, problemText } from "./describe.js";

type Side = "give" | "take" | "commission";
type Barter = Extract<DraftEdit, { kind: "barter" }>;
const SIDES_OURS: Side[] = ["give", "commission"];

const valueOf = (item: ItemKind): number => (TRADE_VALUE as Partial<Record<ItemKind, number>>)[item] ?? 0;
const total = (items: ItemCounts): number =>
  Object.entries(items).reduce((sum, [item, n]) => sum + valueOf(item as ItemKind) * (n ?? 0), 0);

/**
 * A trade, laid out as the rule reads (FAQ 901): each item with its trade value — ours with how
 * many we have, to give or to pay the commission with; the trader's wares with how many the box
 * still holds —, then the balance: what we give against what we take, the commission paid against
 * the one due, and either that the trade holds (and what surplus is lost) or why it is refused, in
 * words. Every count offered is one of the server's legal edits.
 */
export function TradeOffer({ view, edits, send }: { view: PublicView; edits: readonly DraftEdit[]; send: (move: Move) => void }) {
  const { t, language } = useI18n();
  const draft = view.draft?.kind === "trade" ? view.draft : null;
  if (!draft || !view.trade) return null;
  const barters = edits.filter((e): e is Barter => e.kind === "barter");
  const held = view.location !== null ? view.finds : view.inventory;
  const offered = (side: Side) =>
    ITEM_KINDS.filter((item) => (draft[side][item] ?? 0) > 0 || barters.some((e) => e.side === side && e.item === item));
  const ours = ITEM_KINDS.filter((item) => SIDES_OURS.some((side) => offered(side).includes(item)));
  const theirs = offered("take");
  // What can be bought: the most the server lets the draft take (the box, and what Locations hide).
  const available = (item: ItemKind) =>
    Math.max(draft.take[item] ?? 0, ...barters.filter((e) => e.side === "take" && e.item === item).map((e) => e.n));
  const give = total(draft.give);
  const take = total(draft.take);
  const paid = total(draft.commission);
  const due = view.trade.commission;
  const nothing = [draft.give, draft.take, draft.commission].every((side) => Object.values(side).every((n) => !n));
  const verdict = nothing
    ? { className: "tw-trade-none", text: t("tw.trade.declines") }
    : view.draftProblem
      ? { className: "tw-not-ready", text: t("tw.trade.refused", { why: problemText(view.draftProblem, t, language) }) }
      : give > take
        ? { className: "tw-ready", text: t("tw.trade.surplus", { n: give - take }) }
        : { className: "tw-ready", text: t("tw.trade.holds") };

  const counter = (side: Side, item: ItemKind) => {
    const now = draft[side][item] ?? 0;
    const values = [...new Set([now, ...barters.filter((e) => e.side === side && e.item === item).map((e) => e.n)])].sort(
      (a, b) => a - b,
    );
    const aria = t(`tw.trade.${side}Aria` as MessageKey, { item: itemName(item, t) });
    return (
      <label className="tw-trade-count">
        <span>{t(`tw.trade.${side}` as MessageKey)}</span>
        <select
          aria-label={aria}
          data-testid={`tw-barter-${side}-${item}`}
          value="current"
          disabled={values.length <= 1}
          onChange={(e) => e.target.value !== "current" && send(JSON.parse(e.target.value) as Move)}
        >
          {values.map((n) => {
            const move: Move = { type: "edit", edit: { kind: "barter", side, item, n } };
            return n === now ? (
              <option key={n} value="current">
                {n}
              </option>
            ) : (
              <option key={n} value={JSON.stringify(move)} data-move={JSON.stringify(move)}>
                {n}
              </option>
            );
          })}
        </select>
      </label>
    );
  };

  return (
    <div className="tw-trade" data-testid="tw-trade">
      <p>{t("tw.trade.wares", { items: itemList(view.trade.wares, t) })}</p>
      <p>{t("tw.trade.commissionDue", { n: due })}</p>
      <p className="hint">{t("tw.trade.never")}</p>
      <div className="tw-trade-sides">
        <section aria-labelledby="tw-trade-ours">
          <h4 id="tw-trade-ours">
            {t("tw.trade.yours", { place: t(view.location !== null ? "tw.trade.place.finds" : "tw.trade.place.inventory") })}
          </h4>
          <ul className="tw-trade-items">
            {ours.map((item) => (
              <li key={item} className="tw-trade-item" data-item={item}>
                <span className="tw-trade-name">
                  <strong>{itemName(item, t)}</strong>{" "}
                  <span className="tw-trade-meta">
                    {t("tw.trade.value", { n: valueOf(item) })} · {t("tw.trade.have", { n: held[item] ?? 0 })}
                  </span>
                </span>
                {/* Both ways to spend it, always (one may be closed while the other holds them all). */}
                <span className="tw-trade-counts">
                  {counter("give", item)}
                  {counter("commission", item)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tw-trade-theirs">
          <h4 id="tw-trade-theirs">{t("tw.trade.theirs")}</h4>
          <ul className="tw-trade-items">
            {theirs.map((item) => (
              <li key={item} className="tw-trade-item" data-item={item}>
                <span className="tw-trade-name">
                  <strong>{itemName(item, t)}</strong>{" "}
                  <span className="tw-trade-meta">
                    {t("tw.trade.value", { n: valueOf(item) })} · {t("tw.trade.left", { n: available(item) })}
                  </span>
                </span>
                <span className="tw-trade-counts">{counter("take", item)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="tw-trade-balance" aria-labelledby="tw-trade-balance" data-testid="tw-trade-balance">
        <h4 id="tw-trade-balance">{t("tw.trade.balance")}</h4>
        <p className="tw-trade-sums">
          <span data-testid="tw-trade-given">{t("tw.trade.given", { n: give })}</span>
          <span data-testid="tw-trade-taken">{t("tw.trade.taken", { n: take })}</span>
          <span data-testid="tw-trade-paid">{t("tw.trade.paid", { paid, due })}</span>
        </p>
        <p className={verdict.className} data-testid="tw-trade-verdict" role="status">
          {verdict.text}
        </p>
      </section>
    </div>
  );
}
