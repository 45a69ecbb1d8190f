import { useI18n } from "../../i18n/index.js";
import { CardFace } from "./CardFace.js";
import { skillsText, unitText } from "./describe.js";
import { content, toolDef, toolName, type PublicView } from "./data.js";

/**
 * The Rack: the three basic ideas on its base and the Idea cards in its notches, each with the tool
 * tokens left to craft; an Idea drawn onto the full Rack waits beside it.
 */
export function Rack({ view }: { view: PublicView }) {
  const { t, language } = useI18n();
  return (
    <section className="pl-zone pl-rack" aria-labelledby="pl-rack">
      <h3 id="pl-rack">{t("pl.rack")}</h3>
      <ul className="pl-basics">
        {content.rack.basics.map((basic) => (
          <li key={basic.idea} data-testid={`rack-${basic.idea}`}>
            <strong>{toolName(basic.idea, language)}</strong> {t("pl.tokensLeft", { n: view.rack.basics[basic.idea] })}
            <span className="hint">
              {" · "}
              {skillsText(toolDef(basic.idea).skills, t)} ·{" "}
              {t("pl.costs", { what: basic.craftCost.map((u) => unitText(u, t)).join(", ") })}
            </span>
          </li>
        ))}
      </ul>
      <div className="pl-notches">
        {view.rack.notches.map((notch, i) =>
          notch ? (
            <CardFace
              key={notch.idea}
              face={notch.idea}
              compact
              note={<p className="pl-tokens-left">{t("pl.tokensLeft", { n: notch.tokens })}</p>}
            />
          ) : (
            <div key={`free-${i}`} className="pl-notch-free">
              {t("pl.freeNotch")}
            </div>
          ),
        )}
      </div>
      {view.newIdea && (
        <div className="pl-new-idea-beside" data-testid="pl-new-idea-beside">
          <p className="hint">{t("pl.newIdea.beside")}</p>
          <CardFace face={view.newIdea.idea} />
        </div>
      )}
    </section>
  );
}
