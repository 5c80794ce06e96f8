// A scripted human seat for the server benches (bench:server, bench:cluster): a WebSocket client that
// waits a think time, then sends a random legal action; latency is from sending the action to receiving
// the state that answers it. Refusals are counted by code; only the measured window records.
import WebSocket from 'ws';
import { Rng } from '../../engine/index.js';
import type { MatchStateMessage, ServerMessage } from '../../protocol/types.js';

export class SeatStats {
  latencies: number[] = [];
  stale = 0;
  errors = 0;
  /** Refusals other than stale_version, by code. */
  readonly errorCodes: Record<string, number> = {};
  finished = 0;
  recording = false;
}

export interface SeatSettings {
  /** Mean think time per action, ms (each wait is uniform in [0.5, 1.5] × this). */
  readonly think: number;
  /** Ask for new log entries only (logFrom 0), or the whole log in every push. */
  readonly deltaLog: boolean;
}

export class SeatClient {
  private ws: WebSocket | null = null;
  private state: MatchStateMessage | null = null;
  private pending: { version: number; at: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly rng: Rng;

  constructor(
    private readonly base: string,
    private readonly matchId: string,
    private readonly token: string,
    private readonly s: SeatSettings,
    private readonly stats: SeatStats,
    private readonly onOver: () => void,
  ) {
    this.rng = new Rng(token);
  }

  open(): Promise<void> {
    const ws = new WebSocket(`${this.base.replace(/^http/, 'ws')}/api/matches/${this.matchId}/ws`);
    this.ws = ws;
    ws.on('message', (data) => this.onMessage(JSON.parse(data.toString()) as ServerMessage));
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        // The seat token goes in the first message, never in the URL.
        ws.send(JSON.stringify({ type: 'hello', token: this.token, ...(this.s.deltaLog ? { logFrom: 0 } : {}) }));
        resolve();
      });
      ws.once('error', reject);
    });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }

  private onMessage(m: ServerMessage): void {
    const now = performance.now();
    if (m.type === 'error') {
      if (m.error.code === 'stale_version') this.stats.stale++;
      // Only inside the measured window (the busy answers of a lock phase after it are expected).
      else if (this.stats.recording) {
        this.stats.errors++;
        this.stats.errorCodes[m.error.code] = (this.stats.errorCodes[m.error.code] ?? 0) + 1;
      }
      this.pending = null;
      this.schedule();
      return;
    }
    this.state = m.state;
    if (this.pending !== null && m.state.version > this.pending.version) {
      if (this.stats.recording) this.stats.latencies.push(now - this.pending.at);
      this.pending = null;
    }
    if (m.state.result !== null) {
      this.close();
      this.onOver();
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    const st = this.state;
    if (st === null || st.actions.length === 0 || this.pending !== null || this.timer !== null) return;
    this.timer = setTimeout(() => this.act(), this.s.think * (0.5 + this.rng.int(1001) / 1000));
  }

  private act(): void {
    this.timer = null;
    const st = this.state;
    if (st === null || st.actions.length === 0 || this.ws === null || this.ws.readyState !== WebSocket.OPEN) return;
    const choice = st.actions[this.rng.int(st.actions.length)];
    this.pending = { version: st.version, at: performance.now() };
    this.ws.send(JSON.stringify({ type: 'action', action: choice.action, version: st.version }));
  }
}
