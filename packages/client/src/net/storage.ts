/** What the browser remembers: the player's name, and per room the seat and host tokens. */
const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the session still works until the tab closes.
  }
};

export const storage = {
  name: () => read("tablee.name") ?? "",
  setName: (name: string) => write("tablee.name", name),
  seatToken: (roomId: string) => read(`tablee.seat.${roomId}`),
  setSeatToken: (roomId: string, token: string | null) => write(`tablee.seat.${roomId}`, token),
  hostToken: (roomId: string) => read(`tablee.host.${roomId}`),
  setHostToken: (roomId: string, token: string) => write(`tablee.host.${roomId}`, token),
  /** The rematch room keeps the seats (and host) of the room it follows: so do this browser's tokens. */
  carryOver: (fromRoomId: string, toRoomId: string) => {
    const seat = read(`tablee.seat.${fromRoomId}`);
    const host = read(`tablee.host.${fromRoomId}`);
    if (seat !== null) write(`tablee.seat.${toRoomId}`, seat);
    if (host !== null) write(`tablee.host.${toRoomId}`, host);
  },
  soundOn: () => read("tablee.sound") === "on",
  setSoundOn: (on: boolean) => write("tablee.sound", on ? "on" : "off"),
};
