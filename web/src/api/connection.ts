// One client's live link to a match: the state by HTTP, then pushes over a WebSocket; after a dropped
// socket it resyncs (GET) and reconnects with backoff. Actions go by HTTP POST, whose answer is the
// new state or a clear error. After the first full state, only new log entries are asked for.
import type { Json, LogEntry, MatchStateMessage, ServerMessage } from '../../../src/protocol/types.js';
import { api, ApiError, helloMessage, socketUrl } from './http.js';
import { mergeLog } from './mergeLog.js';

export type LinkStatus = 'connecting' | 'live' | 'reconnecting';

export interface ConnectionListener {
  state(s: MatchStateMessage): void;
  status(s: LinkStatus): void;
  error(e: ApiError): void;
}

const MAX_BACKOFF_MS = 8000;

export class MatchConnection {
  private ws: WebSocket | null = null;
  private stopped = false;
  private backoff = 500;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private version = -1;
  private log: LogEntry[] = [];
  private readonly onOnline = () => this.reconnectNow();

  constructor(
    private readonly id: string,
    private readonly token: string | null,
    private readonly listener: ConnectionListener,
  ) {}

  start(): void {
    this.listener.status('connecting');
    window.addEventListener('online', this.onOnline);
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    if (this.timer !== null) clearTimeout(this.timer);
    this.ws?.close();
    this.ws = null;
  }

  /** Submit an action as this seat; the new state (or the error) reaches the listener. */
  async act(action: Json): Promise<void> {
    const token = this.token;
    if (token === null) return;
    await this.send(() => api.act(this.id, token, action, this.version, this.log.length));
  }

  /** Take back this seat's latest decision; the state before it (or the error) reaches the listener. */
  async undo(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    await this.send(() => api.undo(this.id, token, this.version, this.log.length));
  }

  /** This seat resigns; the final state (or the error) reaches the listener. */
  async resign(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    await this.send(() => api.resign(this.id, token));
  }

  private async send(call: () => Promise<MatchStateMessage>): Promise<void> {
    try {
      this.accept(await call());
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('internal', String(e), 0);
      this.listener.error(err);
      // Someone (a bot, another tab) moved first: fetch what changed.
      if (err.code === 'stale_version' || err.code === 'not_your_turn') await this.resync().catch(() => undefined);
    }
  }

  private accept(s: MatchStateMessage): void {
    if (this.stopped || s.version < this.version) return;
    const log = mergeLog(this.log, s);
    if (log === null) {
      void this.resync().catch(() => undefined);
      return;
    }
    this.version = s.version;
    this.log = log;
    this.listener.state({ ...s, log, logStart: 0 });
  }

  /** The whole state again, log included. */
  private async resync(): Promise<void> {
    const s = await api.state(this.id, this.token);
    if (this.stopped) return;
    this.log = [];
    this.version = -1;
    this.accept(s);
  }

  private async connect(): Promise<void> {
    try {
      await this.resync();
    } catch (e) {
      if (e instanceof ApiError && e.code !== 'network' && e.status < 500) {
        // Unknown match or bad token: retrying will not help.
        this.listener.error(e);
        return;
      }
      this.retryLater();
      return;
    }
    if (this.stopped) return;
    this.openSocket();
  }

  private openSocket(): void {
    const ws = new WebSocket(socketUrl(this.id));
    this.ws = ws;
    ws.onopen = () => {
      this.backoff = 500;
      this.listener.status('live');
      // The answer to hello is the state now: anything that happened between the GET and the socket opening.
      ws.send(JSON.stringify(helloMessage(this.token, this.log.length)));
    };
    ws.onmessage = (ev) => {
      const msg = parse(ev.data);
      if (msg?.type === 'state') this.accept(msg.state);
      else if (msg?.type === 'error') this.listener.error(new ApiError(msg.error.code, msg.error.message, 0));
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      this.retryLater();
    };
  }

  private retryLater(): void {
    if (this.stopped) return;
    this.listener.status('reconnecting');
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.backoff);
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
  }

  private reconnectNow(): void {
    if (this.stopped || this.ws !== null) return;
    this.backoff = 500;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    void this.connect();
  }
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const m = JSON.parse(data) as unknown;
    return typeof m === 'object' && m !== null && 'type' in m ? (m as ServerMessage) : null;
  } catch {
    return null;
  }
}
