import { useI18n } from "../i18n/index.js";
import type { Connection } from "../net/session.js";

export function ConnectionBanner({ connection, reconnected }: { connection: Connection; reconnected: boolean }) {
  const { t } = useI18n();
  if (connection === "reconnecting")
    return (
      <div className="banner banner-warn" role="status">
        {t("conn.reconnecting")}
      </div>
    );
  if (connection === "failed")
    return (
      <div className="banner banner-error" role="alert">
        {t("conn.failed")}
      </div>
    );
  if (reconnected)
    return (
      <div className="banner banner-ok" role="status">
        {t("conn.reconnected")}
      </div>
    );
  return null;
}
