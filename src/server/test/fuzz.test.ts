// Fuzzing every HTTP route and every WebSocket message type with what an attacker would send:
// malformed and oversized bodies, deep nesting, wrong types, unknown keys, replayed versions, forged
// tokens. Every refusal is a 4xx with an error code and a one-line message, nothing is a 5xx, the
// match's stored hash never moves, the server stays up, and nothing reaches stderr.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it as vitestIt, vi } from 'vitest';
import type { CreateMatchResponse, ErrorBody, MatchStateMessage, ServerMessage } from '../../protocol/types.js';
import { BODY_LIMIT, WS_MESSAGE_LIMIT } from '../limits.js';
import { Backend, BACKENDS, skipped, type StoredRow } from './backends.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, WsClient, type TestServer } from './harness.js';

const RUNS = 400;

let srv: TestServer;
let m: CreateMatchResponse;
let other: CreateMatchResponse;
let tokens: string[];
/** Each seat's state before the fuzzing: nothing may change it. */
let states: MatchStateMessage[];
let stderr: string[] = [];
const realWrite = process.stderr.write.bind(process.stderr);

// The same fuzzing with each storage backend under the server (PostgreSQL: one throwaway server for the file).
const backends = { sqlite: new Backend('sqlite'), postgres: new Backend('postgres') };
let backend: Backend;

/** The match's row as stored, read straight from the database. */
async function stored(): Promise<StoredRow> {
  const row = await backend.row(srv, m.id);
  if (row === undefined) throw new Error(`match ${m.id} is not stored`);
  return row;
}

afterAll(async () => {
  await backends.postgres.teardown();
});

/** An action the seat could really take would change the match: never send one. */
function isLegal(action: unknown): boolean {
  const json = JSON.stringify(action);
  return states.some((s) => s.actions.some((a) => JSON.stringify(a.action) === json));
}

// ---------- generators ----------

const junkString = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', ' ', '%00', '../..', '\u0000', '😀', 'null', '1e309', '__proto__'));
const deep = fc.integer({ min: 33, max: 3000 }).chain((n) =>
  fc.constantFrom(`${'['.repeat(n)}${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, `${'['.repeat(n)}`),
);
const json = fc.jsonValue({ maxDepth: 4 });
/** Objects shaped like our requests, with wrong types, missing and unknown keys. */
const requestLike = fc.record(
  {
    game: fc.oneof(fc.constantFrom('naval', 'mecha', 'chess'), json),
    options: fc.oneof(json, fc.record({ costlimit: fc.integer() }), fc.record({ board: fc.record({ rowz: fc.integer() }) }), fc.record({ turnCap: fc.oneof(fc.string(), fc.integer({ min: -5, max: 5 })) })),
    seats: fc.oneof(json, fc.array(fc.oneof(json, fc.record({ type: fc.constantFrom('human', 'bot', 'robot'), bot: fc.oneof(junkString, fc.constantFrom('ismcts:ms=20000', 'heuristic:samples=1e9')) })), { maxLength: 20 })),
    seed: fc.oneof(json, fc.double()),
    action: fc.oneof(json, fc.record({ t: fc.oneof(junkString, fc.constantFrom('built', 'add', 'pass', 'move')) }, { requiredKeys: [] })),
    version: fc.oneof(fc.integer({ min: -3, max: 40 }), json),
    logFrom: fc.oneof(fc.integer({ min: -3, max: 1e6 }), json),
    token: fc.constant('x'),
    type: fc.constantFrom('hello', 'action', 'sync', 'state', 'dance'),
    extra: json,
  },
  { requiredKeys: [] },
).map((o) => JSON.stringify(o));
const bodyText = fc.oneof(
  { weight: 4, arbitrary: requestLike },
  { weight: 2, arbitrary: json.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: junkString },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.constant(`{"action":{"t":"${'x'.repeat(BODY_LIMIT)}"},"version":0}`) },
);
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream');
/** Real seats, another match's seat, forged and malformed tokens. */
const token = fc.oneof(
  fc.constant<string | null>(null),
  fc.constantFrom(0, 1).map((i) => tokens[i]),
  fc.constant(0).map(() => other.seats[0].token),
  fc.stringMatching(/^[A-Za-z0-9_-]{32}$/),
  junkString,
);
const matchId = fc.oneof(
  fc.constant(0).map(() => m.id),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  junkString.map((s) => encodeURIComponent(s)),
  fc.constant('a'.repeat(300)),
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?logFrom=abc', '?logFrom=-1', '?logFrom=999999999999', '?logFrom=1&logFrom=2', '?token=x', '?x[y]=1'),
  fc.tuple(junkString, junkString).map(([k, v]) => `?${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
);

interface Req {
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly contentType: string;
  readonly token: string | null;
  /** Whether a success is possible at all (reads; a create that happens to be valid). */
  readonly mayPass: boolean;
}

const request: fc.Arbitrary<Req> = fc.oneof(
  fc.record({ q: query, t: token, ct: contentType }).map(({ q, t, ct }) => ({ method: 'GET', path: `/api/games${q}`, contentType: ct, token: t, mayPass: true })),
  fc.record({ b: bodyText, t: token, ct: contentType }).map(({ b, t, ct }) => ({ method: 'POST', path: '/api/matches', body: b, contentType: ct, token: t, mayPass: true })),
  fc.record({ id: matchId, q: query, t: token, ct: contentType }).map(({ id, q, t, ct }) => ({ method: 'GET', path: `/api/matches/${id}${q}`, contentType: ct, token: t, mayPass: true })),
  fc.record({ id: matchId, q: query, b: bodyText, t: token, ct: contentType }).map(({ id, q, b, t, ct }) => ({ method: 'POST', path: `/api/matches/${id}/actions${q}`, body: b, contentType: ct, token: t, mayPass: false })),
  fc.record({ id: matchId, q: query, t: token, ct: contentType }).map(({ id, q, t, ct }) => ({ method: 'GET', path: `/api/matches/${id}/replay${q}`, contentType: ct, token: t, mayPass: false })),
  fc.record({ id: matchId, t: token, ct: contentType }).map(({ id, t, ct }) => ({ method: 'GET', path: `/api/matches/${id}/ws`, contentType: ct, token: t, mayPass: false })),
  fc.record({ method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'POST', 'GET'), p: junkString, b: bodyText, t: token, ct: contentType }).map(({ method, p, b, t, ct }) => ({
    method,
    path: `/api/${encodeURIComponent(p)}x/y`,
    body: method === 'GET' ? undefined : b,
    contentType: ct,
    token: t,
    mayPass: false,
  })),
);

/** A WebSocket message after hello: every type, malformed, deep, oversized, replayed versions. */
const wsMessage = fc.oneof(
  { weight: 3, arbitrary: requestLike },
  {
    weight: 3,
    arbitrary: fc
      .record({ action: fc.oneof(json, fc.record({ t: junkString })), version: fc.oneof(fc.constantFrom(0, 1, 2, 3, -1), fc.integer()) })
      .filter((r) => !isLegal(r.action))
      .map((r) => JSON.stringify({ type: 'action', ...r })),
  },
  { weight: 1, arbitrary: fc.constantFrom('{"type":"sync"}', '{"type":"sync","version":1}', '{"type":"hello"}', '{"type":"hello","token":"forged"}') },
  { weight: 2, arbitrary: fc.oneof(junkString, json.map((v) => JSON.stringify(v))) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.constant(`{"type":"sync","pad":"${'x'.repeat(WS_MESSAGE_LIMIT)}"}`) },
);

// ---------- properties ----------

function checkError(status: number, text: string): void {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  const body = JSON.parse(text) as ErrorBody;
  expect(typeof body.error.code).toBe('string');
  expect(body.error.message).not.toContain('\n');
}

describe.each(BACKENDS)('fuzz on %s', (name) => {
  const it = vitestIt.skipIf(skipped(name));
  beforeAll(async () => {
    if (skipped(name)) return;
    backend = backends[name];
    await backend.setup();
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      stderr.push(String(chunk));
      return (realWrite as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    srv = await backend.server();
    m = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seed: 5, seats: [{ type: 'human' }, { type: 'human' }] });
    other = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seed: 6, seats: [{ type: 'human' }, { type: 'human' }] });
    tokens = m.seats.map((s) => s.token as string);
    // A few real actions first, so there are past versions to replay.
    for (let i = 0; i < 3; i++) {
      const st = await getState(srv.url, m.id, tokens[0]);
      if (st.actions.length === 0) break;
      const r = await postAction(`${srv.url}/api/matches/${m.id}/actions`, tokens[0], { action: st.actions[0].action, version: st.version });
      expect(r.status).toBe(200);
    }
    states = await Promise.all([...tokens, null].map((t) => getState(srv.url, m.id, t)));
  }, 120_000);

  afterAll(async () => {
    if (skipped(name)) return;
    vi.restoreAllMocks();
    await srv.close();
    removeDir(srv.dir);
  });

  it('every HTTP route: a 4xx with an error code for anything bad, never a 5xx; the match does not move', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        // The fuzzed action never happens to be one the seat could really take.
        if (r.body !== undefined && r.path.includes('/actions')) {
          try {
            const parsed = JSON.parse(r.body) as { action?: unknown };
            fc.pre(!isLegal(parsed.action));
          } catch (e) {
            if (fc.PreconditionFailure.isFailure(e)) throw e; // not JSON: cannot be a legal action
          }
        }
        const headers: Record<string, string> = { 'content-type': r.contentType };
        if (r.token !== null) headers.authorization = /^[A-Za-z0-9_-]+$/.test(r.token) ? `Bearer ${r.token}` : encodeURIComponent(r.token);
        const res = await fetch(`${srv.url}${r.path}`, { method: r.method, headers, body: r.body });
        const text = await res.text();
        if (res.status < 300 && r.mayPass) return;
        checkError(res.status, text);
      }),
      { numRuns: RUNS, seed: 13 },
    );
    expect(await stored()).toEqual(before);
    const after = await Promise.all([...tokens, null].map((t) => getState(srv.url, m.id, t)));
    expect(after).toEqual(states);
    expect(stderr.join('')).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);

  it('every WebSocket message type: an error to that client or nothing, never a change; the socket stays', async () => {
    const before = await stored();
    const ws = await WsClient.open(srv.url, m.id, tokens[0]);
    await ws.waitFor((x) => x.type === 'state');
    // Refused with a message naming its unknown key: when its error is back, the fuzzed one was handled.
    const marker = JSON.stringify({ type: 'sync', zzmarker: 1 });
    const isMarker = (x: ServerMessage): boolean => x.type === 'error' && x.error.message.includes('zzmarker');
    await fc.assert(
      fc.asyncProperty(wsMessage, async (text) => {
        const from = ws.messages.length;
        ws.send(text);
        ws.send(marker);
        await ws.waitFor(isMarker, from, 10_000);
        for (const x of ws.messages.slice(from)) {
          expect(x.type).toBe('error');
          if (x.type === 'error') expect(['bad_request', 'too_large', 'illegal_action', 'stale_version', 'not_your_turn', 'bad_token']).toContain(x.error.code);
        }
        expect(ws.closed).toBeNull();
      }),
      { numRuns: RUNS, seed: 14 },
    );
    ws.close();
    expect(await stored()).toEqual(before);
    expect(await getState(srv.url, m.id, tokens[0])).toEqual(states[0]);
    expect(stderr.join('')).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);

  it('hellos with forged tokens, wrong shapes or garbage close the socket with a 44xx code and change nothing', async () => {
    const before = await stored();
    const hello = fc.oneof(
      fc.record({ token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{32}$/), junkString, fc.constant(0).map(() => other.seats[1].token as string)) }).map((h) => JSON.stringify({ type: 'hello', ...h })),
      fc.record({ token: fc.constantFrom(0, 1).map((i) => tokens[i]), logFrom: fc.oneof(junkString, fc.integer({ max: -1 }), fc.double()) }).map((h) => JSON.stringify({ type: 'hello', ...h })),
      fc.record({ extra: json }).map((h) => JSON.stringify({ type: 'hello', ...h })),
      requestLike.filter((t) => !t.includes('"type":"hello"')),
      junkString,
      deep,
    );
    await fc.assert(
      fc.asyncProperty(hello, async (text) => {
        const ws = await WsClient.open(srv.url, m.id, null, { hello: false });
        ws.send(text);
        const closed = await ws.waitClosed();
        expect([4400, 4403, 4404]).toContain(closed.code);
        for (const x of ws.messages) expect(x.type).toBe('error');
      }),
      { numRuns: 100, seed: 15 },
    );
    expect(await stored()).toEqual(before);
    expect((await http(`${srv.url}/api/games`)).status).toBe(200);
    expect(stderr.join('')).not.toMatch(/internal error|\n\s+at /);
  }, 60_000);
});
