import { useEffect, useState } from "react";
import type { Room } from "colyseus.js";
import { gameClient, roomIdFromPath } from "./connection.js";

interface SeatSummary {
  seat: number;
  name: string;
  taken: boolean;
  connected: boolean;
}

export function App() {
  const roomId = roomIdFromPath(window.location.pathname);
  return (
    <main className="page">
      <header className="brand">
        <h1>Tablée</h1>
        <p>Hidden-information board games with friends, from your browser.</p>
      </header>
      {roomId ? <InvitePage roomId={roomId} /> : <HomePage />}
    </main>
  );
}

function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h2 id="home-title">Welcome</h2>
      <p>Open the invite link a friend sent you to join their table.</p>
    </section>
  );
}

function InvitePage({ roomId }: { roomId: string }) {
  const [room, setRoom] = useState<Room | null>(null);
  const [seats, setSeats] = useState<SeatSummary[]>([]);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(() => localStorage.getItem("tablee.name") ?? "");

  useEffect(() => () => void room?.leave(), [room]);

  const join = async (spectate: boolean) => {
    setError(null);
    localStorage.setItem("tablee.name", name);
    try {
      const joined = await gameClient().joinById(roomId, { name: name || undefined, spectate });
      joined.onStateChange((state: { status: string; seats: SeatSummary[] }) => {
        setStatus(state.status);
        setSeats(state.seats.map((s) => ({ seat: s.seat, name: s.name, taken: s.taken, connected: s.connected })));
      });
      joined.onMessage("refused", () => {});
      setRoom(joined);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  if (!room) {
    return (
      <section aria-labelledby="join-title">
        <h2 id="join-title">Join the table</h2>
        <label>
          Your name <input value={name} maxLength={32} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="actions">
          <button onClick={() => void join(false)}>Take a seat</button>
          <button onClick={() => void join(true)}>Watch</button>
        </div>
        {error && <p role="alert">{error}</p>}
      </section>
    );
  }
  return (
    <section aria-labelledby="table-title">
      <h2 id="table-title">Table ({status})</h2>
      <ul>
        {seats.map((s) => (
          <li key={s.seat}>
            Seat {s.seat + 1}: {s.taken ? s.name : "free"} {s.taken && !s.connected ? "(disconnected)" : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
