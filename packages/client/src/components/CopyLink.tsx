import { useState } from "react";
import { useI18n } from "../i18n/index.js";

/** A link to hand on: shown selectable, with copy and (where the browser offers it) share. */
export function CopyLink({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt(t("lobby.copyManually"), url);
    }
  };
  const share = () => void navigator.share?.({ title: "Tablée", url });
  return (
    <div className="invite">
      <label>
        {label}
        <input readOnly value={url} onFocus={(e) => e.target.select()} data-testid={testId} />
      </label>
      <button type="button" onClick={() => void copy()}>
        {copied ? t("lobby.copied") : t("lobby.copy")}
      </button>
      {"share" in navigator && (
        <button type="button" onClick={share}>
          {t("lobby.share")}
        </button>
      )}
    </div>
  );
}
