import { useState } from "react";
import { useI18n } from "../i18n/index.js";
import type { ChatLine } from "../net/session.js";

export function Chat({
  lines,
  canTeam,
  send,
}: {
  lines: ChatLine[];
  canTeam: boolean;
  send: (text: string, channel: "room" | "team") => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [channel, setChannel] = useState<"room" | "team">("room");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send(text.trim(), channel);
    setText("");
  };
  return (
    <section className="chat" aria-label={t("chat.title")}>
      <h3>{t("chat.title")}</h3>
      {/* tabIndex: the lines scroll, and a keyboard reaches what scrolls only if it can take focus. */}
      <ol className="chat-lines" aria-live="polite" tabIndex={0}>
        {lines.slice(-80).map((line, i) => (
          <li key={i} className={line.channel === "team" ? "chat-team" : ""}>
            {/* A spectator has no name at the table: the server says "Spectator", the reader's language says it here. */}
            <strong>{line.seat === null ? t("chat.spectator") : line.from}</strong>
            {line.channel === "team" && <span className="tag">{t("chat.team")}</span>}: {line.text}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="chat-form">
        {canTeam && (
          <select value={channel} onChange={(e) => setChannel(e.target.value as "room" | "team")} aria-label={t("chat.channel")}>
            <option value="room">{t("chat.everyone")}</option>
            <option value="team">{t("chat.team")}</option>
          </select>
        )}
        <input
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          aria-label={t("chat.message")}
          placeholder={t("chat.placeholder")}
        />
        <button type="submit">{t("chat.send")}</button>
      </form>
    </section>
  );
}
