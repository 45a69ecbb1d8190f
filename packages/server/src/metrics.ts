/**
 * Prometheus metrics in the text exposition format, without a dependency: counters, gauges
 * and one latency histogram are all this server needs.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

type Labels = Record<string, string>;

const key = (labels?: Labels) =>
  labels
    ? Object.entries(labels)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, "_")}"`)
        .join(",")
    : "";

class Series {
  protected readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly kind: "counter" | "gauge",
  ) {}
  inc(labels?: Labels, by = 1): void {
    const k = key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  get(labels?: Labels): number {
    return this.values.get(key(labels)) ?? 0;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} ${this.kind}`];
    if (this.values.size === 0) lines.push(`${this.name} 0`);
    for (const [k, v] of this.values) lines.push(`${this.name}${k ? `{${k}}` : ""} ${v}`);
    return lines.join("\n");
  }
}

class Gauge extends Series {
  constructor(name: string, help: string) {
    super(name, help, "gauge");
  }
  dec(labels?: Labels): void {
    this.inc(labels, -1);
  }
}

class Histogram {
  private readonly counts: number[];
  private sum = 0;
  private count = 0;
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: number[],
  ) {
    this.counts = buckets.map(() => 0);
  }
  observe(value: number): void {
    this.sum += value;
    this.count += 1;
    this.buckets.forEach((le, i) => {
      if (value <= le) this.counts[i] = (this.counts[i] ?? 0) + 1;
    });
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    this.buckets.forEach((le, i) => lines.push(`${this.name}_bucket{le="${le}"} ${this.counts[i]}`));
    lines.push(
      `${this.name}_bucket{le="+Inf"} ${this.count}`,
      `${this.name}_sum ${this.sum}`,
      `${this.name}_count ${this.count}`,
    );
    return lines.join("\n");
  }
}

/**
 * How late the event loop runs timers: the p50, p99 and max since the previous scrape (each
 * scrape starts a new window). A host sees here when one process has more rooms than it holds.
 */
class EventLoopDelay {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  constructor(readonly name: string) {
    this.histogram.enable();
  }
  render(): string {
    const h = this.histogram;
    const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
    const lines = [
      `# HELP ${this.name} Event-loop delay since the previous scrape`,
      `# TYPE ${this.name} gauge`,
      `${this.name}{quantile="0.5"} ${seconds(h.percentile(50))}`,
      `${this.name}{quantile="0.99"} ${seconds(h.percentile(99))}`,
      `${this.name}{quantile="1"} ${seconds(h.max)}`,
    ];
    h.reset();
    return lines.join("\n");
  }
}

/** The process's memory at scrape time: what a host sizes a VPS by. */
class ProcessMemory {
  constructor(readonly name: string) {}
  render(): string {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    return [
      `# HELP ${this.name} Memory of this process at scrape time, by kind`,
      `# TYPE ${this.name} gauge`,
      `${this.name}{kind="rss"} ${rss}`,
      `${this.name}{kind="heap_used"} ${heapUsed}`,
      `${this.name}{kind="heap_total"} ${heapTotal}`,
      `${this.name}{kind="external"} ${external}`,
    ].join("\n");
  }
}

export function createMetrics() {
  const all = {
    roomsOpen: new Gauge("tablee_rooms_open", "Rooms open in this process"),
    clients: new Gauge("tablee_clients_connected", "WebSocket clients connected to rooms"),
    messages: new Series("tablee_messages_total", "Messages received from clients", "counter"),
    moves: new Series("tablee_moves_total", "Moves accepted by the rules", "counter"),
    refusals: new Series("tablee_refusals_total", "Messages refused, by code", "counter"),
    gamesStarted: new Series("tablee_games_started_total", "Games started", "counter"),
    gamesFinished: new Series("tablee_games_finished_total", "Games finished", "counter"),
    storeWrites: new Histogram(
      "tablee_store_write_seconds",
      "Latency of store writes",
      [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
    ),
    eventLoopDelay: new EventLoopDelay("tablee_event_loop_delay_seconds"),
    memory: new ProcessMemory("tablee_process_memory_bytes"),
  };
  return {
    ...all,
    render: () =>
      Object.values(all)
        .map((m) => m.render())
        .join("\n") + "\n",
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
