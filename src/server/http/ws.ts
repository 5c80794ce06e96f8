// WebSocket /api/matches/:id/ws?token=T[&logFrom=N]: on connect the seat's (or spectator's) state,
// then a push whenever its version moves; accepts {type:'action'} and {type:'sync'}. Problems come
// back as {type:'error'}; a bad token or unknown match also closes the socket (4403 / 4404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ErrorBody, ServerMessage } from '../../protocol/types.js';
import { ApiError, toApiError } from '../errors.js';
import type { LiveMatch, Subscriber } from '../live/live-match.js';
import type { MatchHub } from '../live/hub.js';
import { WS_BACKLOG_LIMIT, WS_MESSAGE_LIMIT } from '../limits.js';
import { parseClientMessage } from '../requests.js';
import { queryIndex, queryString } from './query.js';

const PING_MS = 30_000;
/** Client messages waiting to be handled on one socket before it is dropped as a flood. */
const MAX_QUEUED = 64;

/** One client socket: subscribed to one observer of one match. */
class Connection implements Subscriber {
  observer = -1;
  alive = true;
  /** When to ping next: each socket on its own clock, so pings never come in one burst. */
  pingAt = Date.now() + PING_MS;
  /** Log entries this socket already has, when it asked for pushes of new entries only. */
  private logSent: number | null;
  private unsubscribe: (() => void) | null = null;
  /** Messages from the client are handled one after another; a client may not pile up too many. */
  private chain: Promise<void>;
  private queued = 0;
  private gone = false;

  constructor(
    readonly socket: WebSocket,
    private readonly hub: MatchHub,
    private readonly matchId: string,
    token: string | undefined,
    logFrom: number | null,
  ) {
    this.logSent = logFrom;
    this.chain = this.open(token);
    socket.on('message', (data, isBinary) => {
      if (++this.queued > MAX_QUEUED) {
        socket.close(1008, 'too many messages at once');
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
      this.unsubscribe?.();
    });
  }

  push(m: LiveMatch): void {
    const { json, logEnd } = m.messageJson(this.observer, this.logSent ?? 0);
    if (this.logSent !== null) this.logSent = logEnd;
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

  private async open(token: string | undefined): Promise<void> {
    try {
      const m = await this.hub.get(this.matchId);
      await m.queue.run(() => {
        this.observer = m.observerFor(token);
        if (this.gone) return;
        this.unsubscribe = m.subscribe(this);
        this.push(m);
      });
    } catch (e) {
      const err = this.sendError(e);
      const code = err.code === 'bad_token' ? 4403 : err.code === 'unknown_match' ? 4404 : 4400;
      this.socket.close(code, err.code);
    }
  }

  private async handle(text: string, problem: ApiError | null): Promise<void> {
    if (this.unsubscribe === null) return;
    try {
      if (problem !== null) throw problem;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new ApiError('bad_request', 'the message is not valid JSON');
      }
      const msg = parseClientMessage(raw);
      const m = await this.hub.get(this.matchId);
      if (msg.type === 'sync') {
        await m.queue.run(() => this.push(m));
        return;
      }
      const seat = m.seatOf(this.observer);
      if (seat === null) throw new ApiError('bad_token', 'a spectator cannot act; connect with a seat token');
      // The push to this socket (its version always moves when it acts) is the answer.
      await m.queue.run(() => m.act(seat, msg.action, msg.version));
    } catch (e) {
      this.sendError(e);
    }
  }
}

export function registerWebSocket(app: FastifyInstance, hub: MatchHub): void {
  const conns = new Set<Connection>();
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
    let token: string | undefined;
    let logFrom: number | null;
    try {
      token = queryString(req.query, 'token');
      logFrom = queryString(req.query, 'logFrom') === undefined ? null : queryIndex(req.query, 'logFrom');
    } catch (e) {
      const err = toApiError(e).body();
      socket.send(JSON.stringify({ type: 'error', error: err.error } satisfies ServerMessage));
      socket.close(4400, err.error.code);
      return;
    }
    const c = new Connection(socket, hub, (req.params as { id: string }).id, token, logFrom);
    conns.add(c);
    socket.on('close', () => conns.delete(c));
  };
  app.route({
    method: 'GET',
    url: '/api/matches/:id/ws',
    // A plain HTTP request to the socket's address: say what it is.
    handler: async () => {
      throw new ApiError('bad_request', 'this address takes a WebSocket connection', 426);
    },
    wsHandler: onSocket,
  });
}
