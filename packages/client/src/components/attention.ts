import { useEffect } from "react";

/**
 * When the table waits on you and the tab is in the background: flash the title, beep if
 * asked, and show one notification if the player allowed them (see NotifyButton).
 */
export function useAttention(waitingOnMe: boolean, message: string, sound: boolean): void {
  useEffect(() => {
    if (!waitingOnMe) return;
    const original = document.title;
    let on = false;
    let told = false;
    const tick = () => {
      if (!document.hidden) {
        document.title = original;
        return;
      }
      on = !on;
      document.title = on ? `● ${message}` : original;
      if (told) return;
      told = true;
      if (sound) chime();
      notify(message, original);
    };
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
      document.title = original;
    };
  }, [waitingOnMe, message, sound]);
}

/** A short soft tone: a turn, a reveal, a new round (the player turns sounds off on the table page). */
export function chime(): void {
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 660;
    gain.gain.value = 0.05;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.15);
  } catch {
    // No audio: the title still flashes.
  }
}

function notify(message: string, title: string): void {
  try {
    if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
    const notification = new Notification(title, { body: message, tag: window.location.pathname });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Notifications refused by the browser: the title still flashes.
  }
}
