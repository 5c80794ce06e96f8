// Every error a client can cause: a clear {error:{code,message}} with a 4xx, and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateMatchResponse, ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { BODY_LIMIT, WS_MESSAGE_LIMIT } from '../limits.js';
import { createMatch, getState, http, playOut, postAction, removeDir, testServer, WsClient, type TestServer } from './harness.js';

let srv: TestServer;
let created: CreateMatchResponse;
let tokens: string[];

beforeAll(async () => {
  srv = await testServer();
  created = await createMatch(srv.url, { game: 'naval', options: { costLimit: 4, turnCap: 6 }, seed: 1, seats: [{ type: 'human' }, { type: 'human' }] });
  tokens = created.seats.map((s) => s.token as string);
});
afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

/** Both seats' and the spectator's messages, to show an error changed nothing. */
async function snapshot(id = created.id, toks = tokens): Promise<MatchStateMessage[]> {
  return Promise.all([...toks.map((t) => getState(srv.url, id, t)), getState(srv.url, id)]);
}

function expectError(r: { status: number; body: unknown }, status: number, code: string): void {
  expect(r.status).toBe(status);
  const e = (r.body as ErrorBody).error;
  expect(e.code).toBe(code);
  expect(typeof e.message).toBe('string');
  expect(e.message.length).toBeGreaterThan(0);
  expect(e.message).not.toContain('\n');
}

const actionsUrl = () => `${srv.url}/api/matches/${created.id}/actions`;

describe('server errors', () => {
  it('ERR-1 malformed JSON, a non-JSON body or a body of the wrong shape: 400 bad_request, nothing changed', async () => {
    const before = await snapshot();
    expectError(await http(`${srv.url}/api/matches`, 'POST', undefined, '{"game":'), 400, 'bad_request');
    expectError(await http(actionsUrl(), 'POST', undefined, '{"token": "x", "action": {'), 400, 'bad_request');
    expectError(await http(actionsUrl(), 'POST', undefined, 'token=x', 'application/x-www-form-urlencoded'), 400, 'bad_request');
    expectError(await postAction(actionsUrl(), tokens[0], { action: 'add', version: 0 }), 400, 'bad_request');
    expectError(await postAction(actionsUrl(), tokens[0], { action: { t: 'built' } }), 400, 'bad_request');
    expectError(await postAction(actionsUrl(), tokens[0], { action: { t: 'built' }, version: 0, extra: 1 }), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', seats: [{ type: 'robot' }, { type: 'human' }] }), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/matches/${created.id}?logFrom=abc`, 'GET', undefined, undefined, undefined, tokens[0]), 400, 'bad_request');
    expectError(await http(`${srv.url}/api/nothing-here`), 404, 'bad_request');
    expectError(await http(`${srv.url}/api/matches/${created.id}/ws`), 426, 'bad_request');
    expect(await snapshot()).toEqual(before);
  });

  it('ERR-2 a body over the size limit: 413 too_large, nothing changed', async () => {
    const before = await snapshot();
    const big = JSON.stringify({ action: { t: 'x'.repeat(BODY_LIMIT) }, version: 0 });
    expectError(await http(actionsUrl(), 'POST', undefined, big, undefined, tokens[0]), 413, 'too_large');
    expect(await snapshot()).toEqual(before);
  });

  it('ERR-3 an unknown match: 404 unknown_match on every endpoint', async () => {
    expectError(await http(`${srv.url}/api/matches/NoSuchMatch`), 404, 'unknown_match');
    expectError(await postAction(`${srv.url}/api/matches/NoSuchMatch/actions`, tokens[0], { action: { t: 'built' }, version: 0 }), 404, 'unknown_match');
    expectError(await http(`${srv.url}/api/matches/NoSuchMatch/replay`), 404, 'unknown_match');
    expectError(await http(`${srv.url}/api/matches/${'%2e%2e%2f'}`), 404, 'unknown_match');
    expectError(await http(`${srv.url}/api/matches/${'a'.repeat(300)}`), 404, 'unknown_match');
    const ws = await WsClient.open(srv.url, 'NoSuchMatch', tokens[0]);
    const closed = await ws.waitClosed();
    expect(closed.code).toBe(4404);
    expect(ws.messages[0]).toEqual({ type: 'error', error: { code: 'unknown_match', message: 'no such match' } });
  });

  it('ERR-4 SEC-1 a wrong token (or another match\'s token) sees and does nothing: 403 bad_token', async () => {
    const other = await createMatch(srv.url, { game: 'naval', seats: [{ type: 'human' }, { type: 'human' }] });
    const before = await snapshot();
    expectError(await http(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, 'wrong'), 403, 'bad_token');
    expectError(await http(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, other.seats[0].token), 403, 'bad_token');
    expectError(await postAction(actionsUrl(), 'wrong', { action: { t: 'built' }, version: 0 }), 403, 'bad_token');
    expectError(await postAction(actionsUrl(), other.seats[1].token, { action: { t: 'built' }, version: 0 }), 403, 'bad_token');
    const ws = await WsClient.open(srv.url, created.id, 'wrong');
    expect((await ws.waitClosed()).code).toBe(4403);
    expect(ws.messages).toEqual([{ type: 'error', error: { code: 'bad_token', message: 'that token is not valid for this match' } }]);
    // A spectator's socket cannot act.
    const spect = await WsClient.open(srv.url, created.id);
    await spect.waitFor((m) => m.type === 'state');
    spect.send({ type: 'action', action: { t: 'built' }, version: 0 });
    const e = await spect.waitFor((m) => m.type === 'error');
    expect(e.type === 'error' && e.error.code).toBe('bad_token');
    spect.close();
    expect(await snapshot()).toEqual(before);
  });

  it('ERR-5 an action not in the seat\'s legal list: 422 illegal_action, nothing changed', async () => {
    const before = await snapshot();
    const v = before[0].version;
    for (const action of [{ t: 'add', cls: 'XX' }, { t: 'step', u: 0, h: 5 }, {}, { t: { nested: [1, 2] } }, { t: 'add', cls: 'SS' }]) {
      expectError(await postAction(actionsUrl(), tokens[0], { action, version: v }), 422, 'illegal_action');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ERR-6 ERR-7 out of turn, a stale version and a repeated submission: 409, nothing changed', async () => {
    const m = await createMatch(srv.url, { game: 'naval', options: { costLimit: 4, turnCap: 6 }, seed: 2, seats: [{ type: 'human' }, { type: 'human' }] });
    const toks = m.seats.map((s) => s.token as string);
    const url = `${srv.url}/api/matches/${m.id}/actions`;
    // Build both fleets (simultaneous): each side adds a DD and is done.
    for (const seat of [0, 1]) {
      let st = await getState(srv.url, m.id, toks[seat]);
      const add = st.actions.find((a) => a.key === 'add:DD');
      expect(add).toBeDefined();
      const ok = await postAction<MatchStateMessage>(url, toks[seat], { action: add?.action, version: st.version });
      expect(ok.status).toBe(200);
      expect(ok.body.version).toBe(st.version + 1);
      // Sending the same action again with the same version: stale, not a second ship.
      const before = await snapshot(m.id, toks);
      expectError(await postAction(url, toks[seat], { action: add?.action, version: st.version }), 409, 'stale_version');
      expectError(await postAction(url, toks[seat], { action: add?.action, version: st.version + 7 }), 409, 'stale_version');
      expect(await snapshot(m.id, toks)).toEqual(before);
      st = ok.body;
      const done = st.actions.find((a) => a.key === 'built');
      expect((await postAction(url, toks[seat], { action: done?.action, version: st.version })).status).toBe(200);
    }
    // Deployment, then play: find a moment when exactly one seat is to move.
    for (let guard = 0; guard < 500; guard++) {
      const states = await Promise.all(toks.map((t) => getState(srv.url, m.id, t)));
      const movers = states[0].toMove;
      if (movers.length === 1) {
        const idle = 1 - movers[0];
        const before = await snapshot(m.id, toks);
        const theirs = states[movers[0]].actions[0].action;
        expectError(await postAction(url, toks[idle], { action: theirs, version: states[idle].version }), 409, 'not_your_turn');
        const ws = await WsClient.open(srv.url, m.id, toks[idle]);
        await ws.waitFor((x) => x.type === 'state');
        ws.send({ type: 'action', action: theirs, version: states[idle].version });
        const e = await ws.waitFor((x) => x.type === 'error');
        expect(e.type === 'error' && e.error.code).toBe('not_your_turn');
        ws.close();
        expect(await snapshot(m.id, toks)).toEqual(before);
        return;
      }
      const seat = movers[0];
      expect((await postAction(url, toks[seat], { action: states[seat].actions[0].action, version: states[seat].version })).status).toBe(200);
    }
    throw new Error('never found a single mover');
  });

  it('ERR-8 API-4 acting after the end: 409 game_over; the replay exists only after the end (409 not_finished before)', async () => {
    const m = await createMatch(srv.url, { game: 'naval', options: { costLimit: 4, turnCap: 6 }, seed: 4, seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    const tok = m.seats[0].token as string;
    expectError(await http(`${srv.url}/api/matches/${m.id}/replay`), 409, 'not_finished');
    const url = `${srv.url}/api/matches/${m.id}/actions`;
    const ws = await WsClient.open(srv.url, m.id, tok);
    await ws.waitFor((x) => x.type === 'state');
    await playOut(srv.url, m, { seed: 1, viaWs: [], sockets: [ws] });
    expect(ws.last()?.result).not.toBeNull();
    const before = await getState(srv.url, m.id, tok);
    expectError(await postAction(url, tok, { action: { t: 'pass' }, version: before.version }), 409, 'game_over');
    expect(await getState(srv.url, m.id, tok)).toEqual(before);
    expect((await http(`${srv.url}/api/matches/${m.id}/replay`)).status).toBe(200);
    ws.close();
  });

  it('ERR-9 an unknown game, bad options or bad seats: 400 with the matching code, no match made', async () => {
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'chess', seats: [{ type: 'human' }] }), 400, 'unknown_game');
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', options: { costLimit: -3 }, seats: [{ type: 'human' }, { type: 'human' }] }), 400, 'bad_options');
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', options: 'big', seats: [{ type: 'human' }, { type: 'human' }] }), 400, 'bad_options');
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', seats: [{ type: 'human' }] }), 400, 'bad_seats');
    expectError(await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', seats: [{ type: 'human' }, { type: 'bot', bot: 'genius' }] }), 400, 'bad_seats');
  });

  it('ERR-1 ERR-2 on the WebSocket: malformed JSON, a wrong shape, an oversized frame: an error to that client, the socket stays, nothing changed', async () => {
    const before = await snapshot();
    const ws = await WsClient.open(srv.url, created.id, tokens[0]);
    await ws.waitFor((m) => m.type === 'state');
    const cases: [string, string][] = [
      ['{"type":"action",', 'bad_request'],
      ['{"type":"dance"}', 'bad_request'],
      [JSON.stringify({ type: 'action', action: { t: 'built' } }), 'bad_request'],
      [JSON.stringify({ type: 'action', action: { t: 'x'.repeat(WS_MESSAGE_LIMIT) }, version: 0 }), 'too_large'],
      [JSON.stringify({ type: 'action', action: { t: 'nope' }, version: before[0].version }), 'illegal_action'],
      [JSON.stringify({ type: 'action', action: { t: 'built' }, version: before[0].version + 1 }), 'stale_version'],
    ];
    for (const [text, code] of cases) {
      const n = ws.messages.length;
      ws.send(text);
      const e = await ws.waitFor(() => true, n);
      expect(e).toEqual({ type: 'error', error: { code, message: expect.any(String) } });
    }
    // Still connected, and at the version it had: a sync has nothing new to say (no answer), the next
    // message is answered as before.
    const n = ws.messages.length;
    ws.send({ type: 'sync' });
    ws.send(JSON.stringify({ type: 'action', action: { t: 'nope' }, version: before[0].version }));
    expect(await ws.waitFor(() => true, n)).toEqual({ type: 'error', error: { code: 'illegal_action', message: expect.any(String) } });
    expect(ws.last()).toEqual(before[0]);
    expect(ws.closed).toBeNull();
    ws.close();
    expect(await snapshot()).toEqual(before);
  });
});
