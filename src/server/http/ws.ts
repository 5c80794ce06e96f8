// WebSocket /api/matches/:id/ws. The client's first message is {type:'hello', token?, logFrom?} (the
// token never goes in the URL); then the seat's (or spectator's) state, and a push whenever its
// version moves. Accepts {type:'action'}, {type:'undo'}, {type:'resign'} and {type:'sync'}; a sync at the version the socket already
// has gets no answer, so a client cannot make us send more than it sends. Problems come back as
// {type:'error'}; a bad token or unknown match also closes the socket (4403 / 4404), a flood 4008.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ErrorBody, ServerMessage } from '../../protocol/types.js';
import { ApiError, toApiError } from '../errors.js';
import { parseClientJson } from '../json-limits.js';
import type { LiveMatch, Subscriber } from '../live/live-match.js';
import type { MatchHub } from '../live/hub.js';
import { WS_BACKLOG_LIMIT, WS_MESSAGE_LIMIT, type RateLimits } from '../limits.js';
import { parseClientMessage, parseHello } from '../requests.js';
import { hashToken } from '../tokens.js';
import { refuseQueryToken } from './auth.js';
import { Bucket, KeyedBuckets, type ActionBudget } from './bucket.js';
import { originAllowed } from './origin.js';

const PING_MS = 30_000;
/** A socket that has not said hello by then is closed. */
const HELLO_MS = 10_000;
/** Client messages waiting to be handled on one socket before it is dropped as a flood. */
const MAX_QUEUED = 64;

export const CLOSE_FLOOD = 4008;

export interface WsOptions {
  readonly limits: RateLimits;
  /** Origins besides our own that may open sockets. */
  readonly origins: readonly string[];
  /** Each seat's action budget shared by every node (REDIS_URL); default: this process's own. */
  readonly tokenActions?: (rate: number, burst: number) => ActionBudget;
}

/** What all sockets share: each seat's action budget, whatever socket it comes through. */
interface Shared {
  readonly limits: RateLimits;
  readonly tokenActions: ActionBudget;
}

/** One client socket: subscribed to one observer of one match, after its hello. */
class Connection implements Subscriber {
  observer = -1;
  alive = true;
  /** When to ping next: each socket on its own clock, so pings never come in one burst. */
  pingAt = Date.now() + PING_MS;
  /** Log entries this socket already has, when it asked for pushes of new entries only. */
  private logSent: number | null = null;
  /** The version of the last state sent here: a sync at this version has nothing new to say. */
  private sentVersion = -1;
  private tokenKey: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private greeted = false;
  /** Messages from the client are handled one after another; a client may not pile up too many. */
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private gone = false;
  private readonly messages: Bucket;
  private readonly helloTimer: ReturnType<typeof setTimeout>;

  constructor(
    readonly socket: WebSocket,
    private readonly hub: MatchHub,
    private readonly matchId: string,
    private readonly shared: Shared,
  ) {
    const rate = shared.limits.wsMessagesPerSecond;
    this.messages = new Bucket(rate, 2 * rate);
    this.helloTimer = setTimeout(() => {
      if (!this.greeted) this.refuse(new ApiError('bad_request', 'say hello first: {"type":"hello","token":…}'), 4400);
    }, HELLO_MS);
    this.helloTimer.unref();
    socket.on('message', (data, isBinary) => {
      if (this.gone) return;
      if (this.messages.take() > 0 || ++this.queued > MAX_QUEUED) {
        this.gone = true;
        socket.close(CLOSE_FLOOD, 'too many messages; slow down and reconnect');
        return;
      }
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as ArrayBuffer).byteLength;
      const problem = isBinary
        ? new ApiError('bad_request', 'send JSON text messages')
        : size > WS_MESSAGE_LIMIT
          ? new ApiError('too_large', `message too large (${size} bytes; at most ${WS_MESSAGE_LIMIT})`)
          : null;
      const text = problem === null ? data.toString() : '';
      this.chain = this.chain.then(() => this.handle(text, problem)).finally(() => this.queued--);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => {
      this.gone = true;
      clearTimeout(this.helloTimer);
      this.unsubscribe?.();
    });
  }

  push(m: LiveMatch): void {
    const { json, logEnd, version } = m.messageJson(this.observer, this.logSent ?? 0);
    if (this.logSent !== null) this.logSent = logEnd;
    this.sentVersion = version;
    this.sendText(`{"type":"state","state":${json}}`);
  }

  close(code: number, reason: string): void {
    this.unsubscribe = null;
    this.socket.close(code, reason);
  }

  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > WS_BACKLOG_LIMIT) {
      this.socket.close(1013, 'too far behind; reconnect');
      return;
    }
    this.socket.send(text);
  }

  private sendError(e: unknown): ErrorBody['error'] {
    const err = toApiError(e).body().error;
    this.sendText(JSON.stringify({ type: 'error', error: err } satisfies ServerMessage));
    return err;
  }

  private refuse(e: unknown, code?: number): void {
    const err = this.sendError(e);
    this.gone = true;
    this.socket.close(code ?? (err.code === 'bad_token' ? 4403 : err.code === 'unknown_match' ? 4404 : 4400), err.code);
  }

  private async hello(raw: unknown): Promise<void> {
    const h = parseHello(raw);
    this.greeted = true;
    clearTimeout(this.helloTimer);
    this.logSent = h.logFrom;
    const m = await this.hub.get(this.matchId);
    await m.queue.run(() => {
      this.observer = m.observerFor(h.token);
      if (this.gone) return;
      this.tokenKey = h.token === undefined ? null : hashToken(h.token);
      this.unsubscribe = m.subscribe(this);
      this.push(m);
    });
  }

  private async handle(text: string, problem: ApiError | null): Promise<void> {
    if (this.gone) return;
    let raw: unknown;
    try {
      if (problem !== null) throw problem;
      raw = parseClientJson(text, WS_MESSAGE_LIMIT, 'the message');
    } catch (e) {
      if (this.greeted) this.sendError(e);
      else this.refuse(e);
      return;
    }
    if (!this.greeted) {
      try {
        if (typeof raw !== 'object' || raw === null || (raw as { type?: unknown }).type !== 'hello') {
          throw new ApiError('bad_request', 'the first message must be {"type":"hello","token":…} (token optional for spectators)');
        }
        await this.hello(raw);
      } catch (e) {
        this.refuse(e);
      }
      return;
    }
    if (this.unsubscribe === null) return;
    try {
      if (typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === 'hello') {
        throw new ApiError('bad_request', 'hello was already said on this socket');
      }
      const msg = parseClientMessage(raw);
      const m = await this.hub.get(this.matchId);
      if (msg.type === 'sync') {
        await m.queue.run(() => {
          if (m.versionOf(this.observer) !== this.sentVersion) this.push(m);
        });
        return;
      }
      const seat = m.seatOf(this.observer);
      if (seat === null || this.tokenKey === null) throw new ApiError('bad_token', 'a spectator cannot act; say hello with a seat token');
      const wait = await this.shared.tokenActions.take(this.tokenKey);
      if (wait > 0) throw new ApiError('rate_limited', `too many actions; retry in ${Math.ceil(wait / 1000)} s`);
      // The push to this socket (its version always moves when it acts) is the answer.
      if (msg.type === 'undo') await m.queue.run(() => m.undo(seat, msg.version));
      else if (msg.type === 'resign') await m.queue.run(() => m.resign(seat));
      else await m.queue.run(() => m.act(seat, msg.action, msg.version));
    } catch (e) {
      this.sendError(e);
    }
  }
}

export function registerWebSocket(app: FastifyInstance, hub: MatchHub, opts: WsOptions): void {
  const conns = new Set<Connection>();
  const perToken = opts.limits.actionsPerToken / 60;
  const burst = Math.max(1, opts.limits.actionsPerToken / 4);
  const shared: Shared = { limits: opts.limits, tokenActions: opts.tokenActions?.(perToken, burst) ?? new KeyedBuckets(perToken, burst) };
  // Drop sockets that stopped answering pings (a dead network path never says goodbye).
  const pinger = setInterval(() => {
    const now = Date.now();
    for (const c of conns) {
      if (c.pingAt > now) continue;
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.pingAt = now + PING_MS;
      c.socket.ping();
    }
  }, 1000);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  const onSocket = (socket: WebSocket, req: FastifyRequest): void => {
    const c = new Connection(socket, hub, (req.params as { id: string }).id, shared);
    conns.add(c);
    socket.on('close', () => conns.delete(c));
  };
  app.route({
    method: 'GET',
    url: '/api/matches/:id/ws',
    // Before the upgrade: a page of another origin may not open a socket, and a token in the URL is refused.
    onRequest: async (req) => {
      if (!originAllowed(req.headers.origin, req.headers.host, opts.origins)) {
        throw new ApiError('bad_origin', `pages from ${req.headers.origin} may not connect here`);
      }
      refuseQueryToken(req.query);
    },
    // A plain HTTP request to the socket's address: say what it is.
    handler: async () => {
      throw new ApiError('bad_request', 'this address takes a WebSocket connection', 426);
    },
    wsHandler: onSocket,
  });
}
