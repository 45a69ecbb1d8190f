import { MoveButton } from "../../components/MoveButton.js";
import { useI18n } from "../../i18n/index.js";
import { characterName, local, narrativeCard, objectiveCard, type Move, type PublicView } from "./data.js";
import { itemName, itemsText } from "./describe.js";

type AnytimeMove = Extract<Move, { type: "eat" | "drink" | "objective" | "breakFive" | "narrative" }>;

/** What the Leader may do at any time outside a script: eat, drink, pay the objective, break a ×5 marker, play a Narrative card. */
export function Anytime({ view, legal, send }: { view: PublicView; legal: Move[]; send: (move: Move) => void }) {
  const { t, language } = useI18n();
  const moves = legal.filter(
    (m): m is AnytimeMove =>
      m.type === "eat" || m.type === "drink" || m.type === "objective" || m.type === "breakFive" || m.type === "narrative",
  );
  if (moves.length === 0) return null;
  const label = (m: AnytimeMove): string => {
    switch (m.type) {
      case "eat":
        return t("tw.any.eat", { name: characterName(m.character), item: itemName(m.item, t) });
      case "drink":
        return t("tw.any.drink", { name: characterName(m.character), item: itemName(m.item, t) });
      case "objective": {
        const boxes = view.objective ? objectiveCard(view.objective.card).boxes : undefined;
        const items = boxes?.[view.objective!.marker]?.[m.option];
        return t("tw.any.objective", { items: itemsText(items, t) });
      }
      case "breakFive":
        return t("tw.any.break", { item: itemName(m.resource, t) });
      case "narrative":
        return m.actor
          ? t("tw.any.narrativeFor", { card: local(narrativeCard(m.card).name, language), name: characterName(m.actor) })
          : t("tw.any.narrative", { card: local(narrativeCard(m.card).name, language) });
    }
  };
  return (
    <details className="tw-anytime panel" data-testid="tw-anytime">
      <summary>{t("tw.any.title")}</summary>
      <div className="tw-anytime-moves">
        {moves.map((m) => (
          <MoveButton key={JSON.stringify(m)} move={m} send={send}>
            {label(m)}
          </MoveButton>
        ))}
      </div>
    </details>
  );
}
