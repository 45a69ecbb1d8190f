// The baseline: a bare Colyseus 0.16 room with no rules and no store. Each of 4 seats gets two
// private card ids (StateView); every seat commits one; the last commit reveals all four at
// once and deals again. Plain JavaScript (no decorators) so it runs with node alone.
import http from "node:http";
import { randomBytes } from "node:crypto";
import { Room, Server, matchMaker } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { ArraySchema, MapSchema, Schema, StateView, type, view } from "@colyseus/schema";

class Hand extends Schema {}
type(["string"])(Hand.prototype, "cards");

class Player extends Schema {}
type("uint8")(Player.prototype, "seat");
type("boolean")(Player.prototype, "committed");
type(Hand)(Player.prototype, "hand");
view()(Player.prototype, "hand");

class State extends Schema {}
type({ map: Player })(State.prototype, "players");
type("uint32")(State.prototype, "round");
type(["string"])(State.prototype, "revealed");

const immediate = process.env.BARE_IMMEDIATE === "1";
const newCard = () => `card-${randomBytes(6).toString("hex")}`;

class BareRoom extends Room {
  onCreate() {
    this.state = new State();
    this.state.players = new MapSchema();
    this.state.round = 0;
    this.state.revealed = new ArraySchema();
    this.maxClients = 4;
    this.choices = new Map();
    this.onMessage("commit", (client, message) => {
      const player = this.state.players.get(client.sessionId);
      if (!player || player.committed || !player.hand.cards.includes(message?.card))
        return client.send("refused", { code: "BAD" });
      player.committed = true;
      this.choices.set(client.sessionId, message.card);
      if (this.choices.size === 4) {
        this.state.revealed.clear();
        this.state.revealed.push(...this.choices.values());
        this.state.round += 1;
        this.choices.clear();
        for (const p of this.state.players.values()) this.deal(p);
      }
      if (immediate) this.broadcastPatch();
    });
  }
  deal(player) {
    player.committed = false;
    player.hand.cards.clear();
    player.hand.cards.push(newCard(), newCard());
  }
  onJoin(client) {
    const player = new Player();
    player.seat = this.state.players.size;
    player.committed = false;
    player.hand = new Hand();
    player.hand.cards = new ArraySchema();
    this.state.players.set(client.sessionId, player);
    this.deal(player);
    client.view = new StateView();
    client.view.add(player);
    if (immediate) this.broadcastPatch();
  }
  onLeave(client) {
    this.state.players.delete(client.sessionId);
    this.choices.delete(client.sessionId);
  }
}

const httpServer = http.createServer((req, res) => {
  if (req.url === "/healthz") return res.end('{"status":"ok"}');
  if (req.url === "/api/rooms" && req.method === "POST") {
    matchMaker.createRoom("bare", {}).then(
      (room) => res.end(JSON.stringify({ roomId: room.roomId })),
      (e) => {
        res.statusCode = 500;
        res.end(String(e));
      },
    );
    return;
  }
  res.statusCode = 404;
  res.end();
});
const server = new Server({ transport: new WebSocketTransport({ server: httpServer }), greet: false, gracefullyShutdown: false });
server.define("bare", BareRoom);
await server.listen(Number(process.env.PORT ?? 2599), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
