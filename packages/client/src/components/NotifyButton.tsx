import { useState } from "react";
import { useI18n } from "../i18n/index.js";

/**
 * Asks for browser notifications, on a click only (never on load): then `useAttention` tells a
 * player whose tab is in the background that the table waits on them.
 */
export function NotifyButton() {
  const { t } = useI18n();
  const supported = typeof Notification !== "undefined";
  const [permission, setPermission] = useState(supported ? Notification.permission : "denied");
  if (!supported || permission !== "default") return null;
  return (
    <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)} data-testid="notify-me">
      {t("room.notifyMe")}
    </button>
  );
}
