import { useEffect } from "react";

/** When the table waits on you and the tab is in the background: flash the title, and beep if asked. */
export function useAttention(waitingOnMe: boolean, message: string, sound: boolean): void {
  useEffect(() => {
    if (!waitingOnMe) return;
    const original = document.title;
    let on = false;
    let beeped = false;
    const tick = () => {
      if (!document.hidden) {
        document.title = original;
        return;
      }
      on = !on;
      document.title = on ? `● ${message}` : original;
      if (sound && !beeped) {
        beeped = true;
        beep();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
      document.title = original;
    };
  }, [waitingOnMe, message, sound]);
}

function beep(): void {
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
