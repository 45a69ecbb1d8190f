import { useEffect, useState } from "react";
import { setLanguage, useI18n } from "./i18n/index.js";
import { roomIdFromPath } from "./net/api.js";
import { Home } from "./pages/Home.js";
import { RoomPage } from "./pages/RoomPage.js";

export function App() {
  const { t, language } = useI18n();
  const [path, setPath] = useState(window.location.pathname + window.location.search);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname + window.location.search);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = (to: string) => {
    window.history.pushState(null, "", to);
    setPath(to);
  };
  const roomId = roomIdFromPath(path.split("?")[0] ?? "");
  return (
    <main className="page">
      <header className="brand">
        <a href="/" className="logo">
          Tablée
        </a>
        <span className="tagline">{t("app.tagline")}</span>
        {/* The name begins with the visible letters (so voice control finds "FR"), then says what it does, in that language. */}
        <button
          type="button"
          className="lang"
          lang={language === "fr" ? "en" : "fr"}
          onClick={() => setLanguage(language === "fr" ? "en" : "fr")}
        >
          {language === "fr" ? "EN" : "FR"}
          <span className="visually-hidden"> — {t("app.switchLanguage")}</span>
        </button>
      </header>
      {roomId ? <RoomPage key={roomId} roomId={roomId} /> : <Home navigate={navigate} />}
    </main>
  );
}
