import type { ReactElement } from "react";

/** Small SVG icons for the four resources and the Plague; colours come from CSS variables. */
export type IconKind =
  "food" | "human" | "battery" | "ymune" | "plague" | "doctor" | "protector" | "healthy" | "contaminated" | "heal";

const paths: Record<IconKind, ReactElement> = {
  food: <path d="M12 3c-3 4-5 7-5 10a5 5 0 0 0 10 0c0-3-2-6-5-10z" />,
  human: (
    <>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21c0-4 3-7 7-7s7 3 7 7z" />
    </>
  ),
  healthy: (
    <>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21c0-4 3-7 7-7s7 3 7 7z" />
    </>
  ),
  contaminated: (
    <>
      <circle cx="12" cy="7" r="3.5" />
      <path d="M5 21c0-4 3-7 7-7s7 3 7 7z" />
      <circle cx="18" cy="5" r="2.5" />
    </>
  ),
  battery: (
    <>
      <rect x="5" y="6" width="14" height="15" rx="2" />
      <rect x="9" y="3" width="6" height="3" />
    </>
  ),
  ymune: <path d="M12 2l2.6 6.3L21 9l-5 4.4L17.5 20 12 16.6 6.5 20 8 13.4 3 9l6.4-.7z" />,
  doctor: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  protector: <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />,
  plague: (
    <>
      <circle cx="12" cy="12" r="4" />
      <circle cx="12" cy="4" r="2.5" />
      <circle cx="5" cy="16" r="2.5" />
      <circle cx="19" cy="16" r="2.5" />
    </>
  ),
  heal: <path d="M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11z" />,
};

export function Icon({ kind, label, size = 16 }: { kind: IconKind; label?: string; size?: number }) {
  return (
    <svg
      className={`icon icon-${kind}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {paths[kind]}
    </svg>
  );
}
