// Test helpers: a real server on loopback (ephemeral port, temp database), HTTP calls, and scripted
// clients that record every byte they receive. No vitest here: plain helpers the tests call.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import WebSocket from 'ws';
import { Rng, type Json } from '../../engine/index.js';
import type { ActionChoice, CreateMatchResponse, ErrorBody, MatchStateMessage, ServerMessage } from '../../protocol/types.js';
import { startServer, type RunningServer, type ServerOptions } from '../index.js';

/** Short settings per game so a random match ends quickly; games not listed play their defaults. */
export const SMALL: Record<string, Json> = { naval: { costLimit: 4, turnCap: 6 } };

export interface TestServer extends RunningServer {
  readonly dir: string;
  readonly dbPath: string;
}

export async function testServer(extra: Partial<ServerOptions> = {}, dir?: string): Promise<TestServer> {
  const d = dir ?? mkdtempSync(join(tmpdir(), 'sandtable-server-'));
  const dbPath = join(d, 'test.db');
  // Scripted clients act at machine speed: the limits are off unless a test sets its own.
  const rateLimits = { createPerIp: 1e6, actionsPerIp: 1e6, actionsPerToken: 1e6, wsMessagesPerSecond: 1e6, ...extra.rateLimits };
  const s = await startServer({ port: 0, host: '127.0.0.1', dbPath, webDir: join(d, 'no-web'), botWorkers: 1, ...extra, rateLimits });
  return {
    url: s.url,
    dir: d,
    dbPath,
    async close() {
      await s.close();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface HttpResult<T> {
  readonly status: number;
  readonly text: string;
  readonly body: T;
}

/** The headers of a seat's request: its token as `Authorization: Bearer`, never in the URL. */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export async function http<T = unknown>(
  url: string,
  method = 'GET',
  body?: unknown,
  rawBody?: string,
  contentType = 'application/json',
  token?: string | null,
): Promise<HttpResult<T>> {
  const init: RequestInit = { method, headers: bearer(token) };
  if (body !== undefined || rawBody !== undefined) {
    init.body = rawBody ?? JSON.stringify(body);
    init.headers = { ...bearer(token), 'content-type': contentType };
  }
  const res = await fetch(url, init);
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: res.status, text, body: parsed as T };
}

export async function createMatch(base: string, req: unknown): Promise<CreateMatchResponse> {
  const r = await http<CreateMatchResponse>(`${base}/api/matches`, 'POST', req);
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${r.text}`);
  return r.body;
}

/** POST an action as the seat `token` (body: action, version, logFrom). */
export function postAction<T = unknown>(url: string, token: string | null | undefined, body: unknown): Promise<HttpResult<T>> {
  return http<T>(url, 'POST', body, undefined, 'application/json', token);
}

export async function getState(base: string, id: string, token?: string | null): Promise<MatchStateMessage> {
  const r = await http<MatchStateMessage>(`${base}/api/matches/${id}`, 'GET', undefined, undefined, undefined, token);
  if (r.status !== 200) throw new Error(`get failed: ${r.status} ${r.text}`);
  return r.body;
}

export function isError(x: unknown): x is ErrorBody {
  return typeof x === 'object' && x !== null && 'error' in x;
}

/** A WebSocket client that keeps every message it gets, raw and parsed. */
export class WsClient {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as ServerMessage);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    ws.on('error', () => this.wake());
  }

  /** Open the match's socket and say hello (with the seat token, if any); `hello: false` says nothing. */
  static async open(
    base: string,
    id: string,
    token?: string | null,
    opts: { logFrom?: number; origin?: string; hello?: boolean } = {},
  ): Promise<WsClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/matches/${id}/ws`, opts.origin === undefined ? {} : { origin: opts.origin });
    const c = new WsClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    if (opts.hello !== false) c.send({ type: 'hello', ...(token ? { token } : {}), ...(opts.logFrom === undefined ? {} : { logFrom: opts.logFrom }) });
    return c;
  }

  /** The latest state message, if any. */
  last(): MatchStateMessage | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m.type === 'state') return m.state;
    }
    return null;
  }

  /** Wait until some message (from index `from` on) satisfies `pred`. */
  async waitFor(pred: (m: ServerMessage) => boolean, from = 0, timeoutMs = 20_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) if (pred(this.messages[i])) return this.messages[i];
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting`);
      if (Date.now() > deadline) throw new Error('timed out waiting for a message');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async waitClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (this.closed === null) {
      if (Date.now() > deadline) throw new Error('socket did not close');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.closed;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  close(): void {
    this.ws.close();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}

export function pick(rng: Rng, choices: readonly ActionChoice[]): ActionChoice {
  return choices[rng.int(choices.length)];
}

/**
 * Play a whole match with scripted human seats choosing at random, each seat on its own: seats in
 * `viaWs` act over their WebSocket, the others over HTTP (their WebSocket still listens). A stale
 * version (another seat's simultaneous choice moved ours) means: wait for the push, choose again.
 * Every HTTP response a seat gets is kept in `httpLog[seat]`.
 */
export async function playOut(
  base: string,
  created: CreateMatchResponse,
  opts: { seed: number; viaWs: readonly number[]; sockets: WsClient[]; httpLog?: string[][]; maxActions?: number },
): Promise<{ actions: number; stale: number }> {
  let acted = 0;
  let stale = 0;
  const max = opts.maxActions ?? 100_000;
  const seatLoop = async (seat: number, token: string): Promise<void> => {
    const rng = new Rng(`${opts.seed}:${seat}`);
    const sock = opts.sockets[seat];
    let deadline = Date.now() + 30_000;
    for (;;) {
      const st = sock.last();
      if (st !== null && st.result !== null) return;
      if (acted >= max) return;
      if (st === null || st.actions.length === 0) {
        // Nothing to do until a push comes (or another seat reaches maxActions).
        await sock.waitFor(() => true, sock.messages.length, 1_000).catch(() => undefined);
        if (Date.now() > deadline) throw new Error(`seat ${seat}: nothing happened for too long`);
        continue;
      }
      deadline = Date.now() + 30_000;
      const choice = pick(rng, st.actions);
      const before = sock.messages.length;
      let refused: ErrorBody['error'] | null = null;
      if (opts.viaWs.includes(seat)) {
        sock.send({ type: 'action', action: choice.action, version: st.version });
        const m = await sock.waitFor((x) => x.type === 'error' || (x.type === 'state' && x.state.version > st.version), before);
        if (m.type === 'error') refused = m.error;
      } else {
        const r = await postAction<ErrorBody>(`${base}/api/matches/${created.id}/actions`, token, { action: choice.action, version: st.version });
        opts.httpLog?.[seat].push(r.text);
        if (r.status !== 200) refused = r.body.error;
      }
      if (refused !== null) {
        if (refused.code !== 'stale_version') throw new Error(`seat ${seat}: action refused: ${JSON.stringify(refused)}`);
        stale++;
      } else acted++;
      await sock.waitFor((x) => x.type === 'state' && x.state.version > st.version, before);
    }
  };
  await Promise.all(created.seats.filter((t) => t.token !== null).map((t) => seatLoop(t.seat, t.token as string)));
  return { actions: acted, stale };
}

export interface ServerProcess {
  readonly url: string;
  readonly proc: ChildProcess;
  /** Everything the process wrote on stderr. */
  readonly stderr: () => string;
}

/** Start `src/server/main.ts` as its own process (as `npm start` does) and wait for its URL; `env` adds settings (REDIS_URL…). */
export async function spawnServer(dbPath: string, env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  // tsx's loader by absolute URL: the child may start anywhere.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const proc = spawn(process.execPath, ['--import', tsx, main], {
    // A scripted client plays far faster than a person: lift the rate limits, as testServer does.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDTABLE_DB: dbPath,
      SANDTABLE_RATE_LIMITS: 'createPerIp=1000000,actionsPerIp=1000000,actionsPerToken=1000000,wsMessagesPerSecond=1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 30_000);
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(m[1]);
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  return { url, proc, stderr: () => err };
}
