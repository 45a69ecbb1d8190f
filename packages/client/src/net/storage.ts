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

/** This tab's memory (sessionStorage, or a map when the browser refuses it): gone when the tab closes. */
const tabMemory = new Map<string, string>();
const readTab = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key) ?? tabMemory.get(key) ?? null;
  } catch {
    return tabMemory.get(key) ?? null;
  }
};
const writeTab = (key: string, value: string): void => {
  tabMemory.set(key, value);
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Full or refused: the map keeps it while the page stays open.
  }
};

export const storage = {
  name: () => read("tablee.name") ?? "",
  setName: (name: string) => write("tablee.name", name),
  seatToken: (roomId: string) => read(`tablee.seat.${roomId}`),
  setSeatToken: (roomId: string, token: string | null) => write(`tablee.seat.${roomId}`, token),
  hostToken: (roomId: string) => read(`tablee.host.${roomId}`),
  setHostToken: (roomId: string, token: string) => write(`tablee.host.${roomId}`, token),
  /** Rooms where this browser holds a seat (their seat tokens are kept): the tables to come back to. */
  roomsWithSeats: (): string[] => {
    try {
      return Object.keys(localStorage)
        .filter((key) => key.startsWith("tablee.seat."))
        .map((key) => key.slice("tablee.seat.".length));
    } catch {
      return [];
    }
  },
  /** A table that can never be played again (closed, expired, unknown to the server): its tokens go. */
  forgetRoom: (roomId: string) => {
    write(`tablee.seat.${roomId}`, null);
    write(`tablee.host.${roomId}`, null);
  },
  /** The rematch room keeps the seats (and host) of the room it follows: so do this browser's tokens. */
  carryOver: (fromRoomId: string, toRoomId: string) => {
    const seat = read(`tablee.seat.${fromRoomId}`);
    const host = read(`tablee.host.${fromRoomId}`);
    if (seat !== null) write(`tablee.seat.${toRoomId}`, seat);
    if (host !== null) write(`tablee.host.${toRoomId}`, host);
  },
  /**
   * Where this tab's player was in a room's log when they last sent a move (each game says how
   * it marks a place in its log), so that coming back they see what happened since.
   */
  lastMoveMark: (roomId: string) => readTab(`tablee.lastMove.${roomId}`),
  setLastMoveMark: (roomId: string, mark: string) => writeTab(`tablee.lastMove.${roomId}`, mark),
  /** A game's own record of a room kept for this tab (Natera's turn in progress, kept across a refresh). */
  tabRecord: (key: string, roomId: string) => readTab(`tablee.${key}.${roomId}`),
  setTabRecord: (key: string, roomId: string, value: string) => writeTab(`tablee.${key}.${roomId}`, value),
  soundOn: () => read("tablee.sound") === "on",
  setSoundOn: (on: boolean) => write("tablee.sound", on ? "on" : "off"),
};
