// Part 4 of issue 13 over the wire: rate limits, the WebSocket's flood and sync limits, the Origin
// check, tokens only in headers and hellos, JSON depth limits, unknown option keys, security headers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { CreateMatchResponse, ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

const TWO = { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] };

function expectError(r: { status: number; body: unknown }, status: number, code: string): void {
  expect(r.status).toBe(status);
  expect((r.body as ErrorBody).error.code).toBe(code);
}

/** Open a socket and report how the upgrade went: 'open', or the HTTP status it was refused with. */
function upgrade(url: string, origin?: string): Promise<number | 'open'> {
  const ws = new WebSocket(url, origin === undefined ? {} : { origin });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (e) => {
      if (!/Unexpected server response/.test(e.message)) reject(e);
    });
  });
}

let stderr: string[] = [];
const realWrite = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stderr.push(String(chunk));
    return (realWrite as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
});
afterEach(() => {
  // Nothing a client sent may make the server report an internal error (let alone a stack trace).
  expect(stderr.join('')).not.toMatch(/internal error|\n\s+at /);
  stderr = [];
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('rate limits (HTTP)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer({ rateLimits: { createPerIp: 3, actionsPerIp: 1e6, actionsPerToken: 2 } });
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('match creation per IP: over the limit is 429 rate_limited with Retry-After', async () => {
    const made: CreateMatchResponse[] = [];
    for (let i = 0; i < 3; i++) made.push(await createMatch(srv.url, TWO));
    const res = await fetch(`${srv.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TWO) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).not.toContain('\n');

    // Actions per token: the third of one seat is refused, the other seat still acts; nothing changed.
    const m = made[0];
    const url = `${srv.url}/api/matches/${m.id}/actions`;
    const [t0, t1] = m.seats.map((s) => s.token as string);
    const before = await getState(srv.url, m.id, t0);
    for (let i = 0; i < 2; i++) expectError(await postAction(url, t0, { action: { t: 'nope' }, version: before.version }), 422, 'illegal_action');
    const limited = await postAction(url, t0, { action: { t: 'nope' }, version: before.version });
    expectError(limited, 429, 'rate_limited');
    expectError(await postAction(url, t1, { action: { t: 'nope' }, version: 0 }), 422, 'illegal_action');
    expect(await getState(srv.url, m.id, t0)).toEqual(before);
  });
});

describe('WebSocket limits', () => {
  let srv: TestServer;
  let m: CreateMatchResponse;
  beforeAll(async () => {
    srv = await testServer({ rateLimits: { wsMessagesPerSecond: 20, actionsPerToken: 8 } });
    m = await createMatch(srv.url, TWO);
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('a sync flood is answered with nothing new: bytes out / bytes in stays far below the old 1 view per sync', async () => {
    const ws = await WsClient.open(srv.url, m.id, m.seats[0].token);
    await ws.waitFor((x) => x.type === 'state');
    const firstView = Buffer.byteLength(ws.raw[0]);
    const sync = JSON.stringify({ type: 'sync' });
    const n = 30; // within the burst the socket is allowed: only coalescing keeps the answer small
    for (let i = 0; i < n; i++) ws.send(sync);
    // A marker answered after every sync before it was handled (messages are handled in order).
    ws.send(JSON.stringify({ type: 'action', action: { t: 'nope' }, version: (ws.last() as MatchStateMessage).version }));
    await ws.waitFor((x) => x.type === 'error');
    const bytesIn = n * Buffer.byteLength(sync);
    const bytesOut = ws.raw.slice(1, -1).reduce((s, t) => s + Buffer.byteLength(t), 0);
    const before = (n * firstView) / bytesIn; // the old server sent the whole view for every sync
    const after = bytesOut / bytesIn;
    console.log(`sync amplification (bytes out / bytes in after the first view): before ${before.toFixed(0)}×, after ${after.toFixed(2)}×`);
    expect(before).toBeGreaterThan(50);
    expect(after).toBeLessThanOrEqual(2);
    expect(ws.closed).toBeNull();
    ws.close();
  });

  it('a socket that floods is closed with 4008 and a reason', async () => {
    const ws = await WsClient.open(srv.url, m.id, m.seats[1].token);
    await ws.waitFor((x) => x.type === 'state');
    for (let i = 0; i < 200; i++) ws.send({ type: 'sync' });
    const closed = await ws.waitClosed();
    expect(closed.code).toBe(4008);
    expect(closed.reason).toMatch(/too many messages/);
    // The server is still up for everyone else.
    expect((await http(`${srv.url}/api/games`)).status).toBe(200);
  });

  it('actions per token over the WebSocket: rate_limited, the socket stays', async () => {
    // A burst of a quarter of the minute's budget (2 of 8), then one every 7.5 s.
    const fresh = await createMatch(srv.url, TWO);
    const ws = await WsClient.open(srv.url, fresh.id, fresh.seats[0].token);
    await ws.waitFor((x) => x.type === 'state');
    const v = (ws.last() as MatchStateMessage).version;
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const from = ws.messages.length;
      ws.send({ type: 'action', action: { t: 'nope' }, version: v });
      const e = await ws.waitFor((x) => x.type === 'error', from);
      if (e.type === 'error') codes.push(e.error.code);
    }
    expect(codes).toEqual(['illegal_action', 'illegal_action', 'rate_limited', 'rate_limited']);
    expect(ws.closed).toBeNull();
    ws.close();
  });

  it('the first message must be hello; a second hello is an error', async () => {
    const silent = await WsClient.open(srv.url, m.id, null, { hello: false });
    silent.send({ type: 'sync' });
    expect((await silent.waitClosed()).code).toBe(4400);
    const ws = await WsClient.open(srv.url, m.id);
    await ws.waitFor((x) => x.type === 'state');
    ws.send({ type: 'hello', token: m.seats[0].token });
    const e = await ws.waitFor((x) => x.type === 'error');
    expect(e.type === 'error' && e.error.code).toBe('bad_request');
    ws.close();
  });
});

describe('tokens, origins, bodies, options, headers', () => {
  let srv: TestServer;
  let m: CreateMatchResponse;
  beforeAll(async () => {
    srv = await testServer({ origins: ['https://play.example.org'] });
    m = await createMatch(srv.url, TWO);
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('SEC-5 a token in a URL or an action body is refused (400), never taken as a spectator; a bad Authorization is 403', async () => {
    const t = m.seats[0].token as string;
    expectError(await http(`${srv.url}/api/matches/${m.id}?token=${t}`), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches/${m.id}/actions?token=${t}`, 'POST', { action: { t: 'built' }, version: 0 }), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches/${m.id}/actions`, 'POST', { token: t, action: { t: 'built' }, version: 0 }), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches/${m.id}/actions`, 'POST', { action: { t: 'built' }, version: 0 }), 403, 'bad_token');
    const basic = await fetch(`${srv.url}/api/matches/${m.id}`, { headers: { authorization: `Basic ${t}` } });
    expect(basic.status).toBe(403);
    expect(await upgrade(`${srv.url.replace('http', 'ws')}/api/matches/${m.id}/ws?token=${t}`)).toBe(400);
    expect((await getState(srv.url, m.id, t)).seat).toBe(0);
  });

  it('WebSocket Origin: our own and the allow-list connect, no Origin connects, any other is refused (403)', async () => {
    const wsUrl = `${srv.url.replace('http', 'ws')}/api/matches/${m.id}/ws`;
    expect(await upgrade(wsUrl, srv.url)).toBe('open');
    expect(await upgrade(wsUrl, 'https://play.example.org')).toBe('open');
    expect(await upgrade(wsUrl)).toBe('open');
    expect(await upgrade(wsUrl, 'https://evil.example.com')).toBe(403);
    expect(await upgrade(wsUrl, 'null')).toBe(403);
  });

  it('deeply nested JSON is 400 bad_request over HTTP and the WebSocket, without a stack trace', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expectError(await http(`${srv.url}/api/matches`, 'POST', undefined, deep), 400, 'bad_request');
    const deepObj = `{"action":${'{"a":'.repeat(40)}1${'}'.repeat(40)},"version":0}`;
    expectError(await http(`${srv.url}/api/matches/${m.id}/actions`, 'POST', undefined, deepObj, undefined, m.seats[0].token), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches`, 'POST', undefined, '{"__proto__":{"x":1},"game":"naval","seats":[]}'), 400, 'bad_request');
    const ws = await WsClient.open(srv.url, m.id, m.seats[0].token);
    await ws.waitFor((x) => x.type === 'state');
    ws.send(`{"type":"action","action":${deep},"version":0}`);
    const e = await ws.waitFor((x) => x.type === 'error');
    expect(e.type === 'error' && e.error.code).toBe('bad_request');
    expect(ws.closed).toBeNull();
    ws.close();
  });

  it('an unknown option key is 400 bad_options naming it', async () => {
    const r = await http<ErrorBody>(`${srv.url}/api/matches`, 'POST', { ...TWO, options: { costlimit: 15 } });
    expectError(r, 400, 'bad_options');
    expect(r.body.error.message).toContain('costlimit');
    const nested = await http<ErrorBody>(`${srv.url}/api/matches`, 'POST', { ...TWO, options: { board: { rowz: 15 } } });
    expectError(nested, 400, 'bad_options');
    expect(nested.body.error.message).toContain('board.rowz');
  });

  it('security headers: a CSP for the app alone, nosniff, no framing', async () => {
    for (const path of ['/', '/api/games', '/api/matches/NoSuchMatch']) {
      const res = await fetch(`${srv.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain(`connect-src 'self' ws://${new URL(srv.url).host}`);
      expect(csp).not.toContain('unsafe');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
