import { useI18n } from "../../i18n/index.js";
import { resourceName } from "./describe.js";
import { RESOURCES, type Resource, type Resources } from "./data.js";

/** One small drawn glyph per resource (no emoji: the machines' fonts have none), coloured and labelled. */
const GLYPHS: Record<Resource, { colour: string; path: string }> = {
  // A heart.
  endurance: { colour: "#c0392b", path: "M8 14 L2.5 8.5 A3.2 3.2 0 0 1 8 4 A3.2 3.2 0 0 1 13.5 8.5 Z" },
  // Two chevrons, running.
  agility: { colour: "#2e8b57", path: "M2 3 L7 8 L2 13 L4.5 13 L9.5 8 L4.5 3 Z M7 3 L12 8 L7 13 L9.5 13 L14.5 8 L9.5 3 Z" },
  // A bulb.
  intelligence: {
    colour: "#7a3e9d",
    path: "M8 1.5 A5 5 0 0 1 11 10.5 L11 12 L5 12 L5 10.5 A5 5 0 0 1 8 1.5 Z M5.5 13 L10.5 13 L10 15 L6 15 Z",
  },
  // An apple.
  food: {
    colour: "#d4870f",
    path: "M8 5 C4 2.5 1.5 6 2.5 9.5 C3.5 13.5 6 15 8 13.8 C10 15 12.5 13.5 13.5 9.5 C14.5 6 12 2.5 8 5 Z M8 5 C8 3 9 1.5 10.5 1",
  },
  // Bricks.
  materials: { colour: "#8d5a3b", path: "M1.5 4 H14.5 V7.5 H1.5 Z M1.5 8.5 H7.5 V12 H1.5 Z M8.5 8.5 H14.5 V12 H8.5 Z" },
  // A bolt.
  energy: { colour: "#1f6fd6", path: "M9.5 1 L3 9 H7.5 L6.5 15 L13 7 H8.5 Z" },
};

/** A resource's icon. Labelled, it carries the resource's name for screen readers and as a tooltip; unlabelled, the name is written beside it. */
export function ResourceIcon({ kind, label = true }: { kind: Resource; label?: boolean }) {
  const { t } = useI18n();
  const glyph = GLYPHS[kind];
  const name = resourceName(kind, t);
  return (
    <svg
      className="na-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role={label ? "img" : undefined}
      aria-label={label ? name : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{name}</title>}
      <path d={glyph.path} fill={glyph.colour} stroke={kind === "food" ? glyph.colour : "none"} strokeWidth="1" />
    </svg>
  );
}

/** A sprout: the Growth token. */
export function GrowthIcon({ colour = "#2e8b57" }: { colour?: string }) {
  return (
    <svg className="na-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d="M8 15 V7 M8 9 C4 9 2.5 6 2.5 3.5 C6 3.5 8 5.5 8 8.5 M8 7.5 C8 4.5 10 2 13.5 2 C13.5 5 11.5 7.5 8 7.5"
        stroke={colour}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Amounts of resources as icons with numbers: "2♥ 4●". Text for screen readers comes from the icons' labels. */
export function ResourceList({ r, zeros = false }: { r: Resources; zeros?: boolean }) {
  const kinds = RESOURCES.filter((k) => zeros || (r[k] ?? 0) > 0);
  return (
    <span className="na-reslist">
      {kinds.map((k) => (
        <span key={k} className="na-res" data-res={k}>
          <ResourceIcon kind={k} />
          <b>{r[k] ?? 0}</b>
        </span>
      ))}
    </span>
  );
}
