// UNDO: a seat takes back its own latest decision over the API while it has shown nobody anything;
// the server refuses once it has (a public event, dice, play moved on), and replays keep only what stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, matchRecordSchema, type MatchRecord } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { ActionChoice, MatchStateMessage, ReplayResponse } from '../../protocol/types.js';
import { SqliteStore } from '../store/sqlite.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

async function nav(): Promise<{ id: string; t0: string; t1: string }> {
  const c = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
  return { id: c.id, t0: c.seats[0].token ?? '', t1: c.seats[1].token ?? '' };
}

function choice(s: MatchStateMessage, t: string): ActionChoice {
  const c = s.actions.find((a) => (a.action as { t: string }).t === t);
  if (c === undefined) throw new Error(`no ${t} action`);
  return c;
}

describe('undo over the API', () => {
  it('UNDO-1 a private decision (adding a ship to a secret fleet) is taken back; the other seat is told nothing', async () => {
    const { id, t0, t1 } = await nav();
    const before = await getState(srv.url, id, t0);
    const other = await getState(srv.url, id, t1);
    expect(before.undoable).toBe(0);
    const r = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/actions`, t0, { action: choice(before, 'add').action, version: before.version });
    expect(r.status).toBe(200);
    expect(r.body.undoable).toBe(1);
    const u = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/undo`, t0, { version: r.body.version });
    expect(u.status).toBe(200);
    expect(u.body.undoable).toBe(0);
    expect(u.body.view).toEqual(before.view);
    expect(u.body.log).toEqual(before.log);
    expect(u.body.actions.map((a) => a.key)).toEqual(before.actions.map((a) => a.key));
    expect(u.body.version).toBeGreaterThan(r.body.version);
    // Seat 1 saw neither the ship nor its withdrawal.
    expect((await getState(srv.url, id, t1)).version).toBe(other.version);
    // Nothing left to take back; a stale version and seat 1 are refused, changing nothing.
    const again = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/undo`, t0, { version: u.body.version });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('cannot_undo');
    const stale = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/undo`, t0, { version: 0 });
    expect(stale.body.error.code).toBe('stale_version');
    expect(await getState(srv.url, id, t0)).toEqual(u.body);
  });

  it('UNDO-2 a public decision (declaring the fleet built) commits: it and everything before it stand', async () => {
    const { id, t0, t1 } = await nav();
    let s = await getState(srv.url, id, t0);
    s = (await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/actions`, t0, { action: choice(s, 'add').action, version: s.version })).body;
    s = (await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/actions`, t0, { action: choice(s, 'built').action, version: s.version })).body;
    expect(s.undoable).toBe(0);
    const r = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/undo`, t0, { version: s.version });
    expect(r.body.error.code).toBe('cannot_undo');
    const r1 = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/undo`, t1, { version: (await getState(srv.url, id, t1)).version });
    expect(r1.body.error.code).toBe('cannot_undo');
    const spectator = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/undo`, null, { version: 0 });
    expect(spectator.status).toBe(403);
  });

  it('UNDO-3 over the WebSocket, and the store keeps only what stands (a restart replays the same match)', async () => {
    const { id, t0 } = await nav();
    const ws = await WsClient.open(srv.url, id, t0);
    await ws.waitFor((m) => m.type === 'state');
    const first = ws.last() as MatchStateMessage;
    ws.send({ type: 'action', action: choice(first, 'add').action, version: first.version });
    ws.send({ type: 'action', action: choice(first, 'add').action, version: first.version + 1 });
    await ws.waitFor((m) => m.type === 'state' && m.state.undoable === 2);
    const n = ws.messages.length;
    ws.send({ type: 'undo', version: (ws.last() as MatchStateMessage).version });
    const after = await ws.waitFor((m) => m.type === 'state' && m.state.undoable === 1, n);
    expect(after.type === 'state' && after.state.log.length).toBe(first.log.length + 1);
    ws.close();
    const stored = await new SqliteStore(srv.dbPath).loadMatch(id);
    expect(stored?.actions).toHaveLength(1);
  });
});

describe('resign over the API', () => {
  it('RESIGN-3 a seat resigns out of turn: the other wins, everyone is told, the replay verifies, a restart keeps it', async () => {
    const { id, t0, t1 } = await nav();
    let s = await getState(srv.url, id, t0);
    s = (await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/actions`, t0, { action: choice(s, 'add').action, version: s.version })).body;
    const ws = await WsClient.open(srv.url, id, t0);
    await ws.waitFor((m) => m.type === 'state');
    const r = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${id}/resign`, t1, {});
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ winners: [0], reason: { code: 'resigned' } });
    expect(r.body.actions).toEqual([]);
    // The end screen's per-seat summary comes only once the match is over.
    expect(s.summary).toBeUndefined();
    expect(r.body.summary?.map((x) => x.seat)).toEqual([0, 1]);
    expect(r.body.resigned).toBe(1);
    await ws.waitFor((m) => m.type === 'state' && m.state.result !== null);
    ws.close();
    const again = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${id}/resign`, t0, {});
    expect(again.body.error.code).toBe('game_over');
    const rep = await http<ReplayResponse>(`${srv.url}/api/matches/${id}/replay`);
    expect(rep.body.resigned).toEqual({ seat: 1, at: 1 });
    const parsed = matchRecordSchema.parse(rep.body) as MatchRecord;
    expect(Match.replay(getGame('naval'), parsed).result()).toEqual(r.body.result);
    // Another server on the same database restores the match with its resignation.
    const other = await testServer({}, srv.dir);
    try {
      const back = await getState(other.url, id, t0);
      expect(back.result).toEqual(r.body.result);
    } finally {
      await other.close();
    }
  });

  it('REMATCH-1 after the end a seat gets the same match again: same game, options and bots, new tokens and dice', async () => {
    const c = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    const t0 = c.seats[0].token ?? '';
    const early = await postAction<{ error: { code: string } }>(`${srv.url}/api/matches/${c.id}/rematch`, t0, {});
    expect(early.body.error.code).toBe('not_finished');
    await postAction(`${srv.url}/api/matches/${c.id}/resign`, t0, {});
    const r = await postAction<{ id: string; seats: { token: string | null; type: string; bot?: string }[]; clientSeeded: boolean }>(
      `${srv.url}/api/matches/${c.id}/rematch`,
      t0,
      {},
    );
    expect(r.status).toBe(201);
    expect(r.body.id).not.toBe(c.id);
    expect(r.body.clientSeeded).toBe(false);
    expect(r.body.seats.map((s) => [s.type, s.bot ?? null])).toEqual([['human', null], ['bot', 'random']]);
    expect(r.body.seats[0].token).not.toBe(t0);
    const s = await getState(srv.url, r.body.id, r.body.seats[0].token);
    expect(s.result).toBeNull();
    expect(s.game).toBe('naval');
    expect((await postAction(`${srv.url}/api/matches/${c.id}/rematch`, null, {})).status).toBe(403);
  });

  it('RESIGN-4 a spectator cannot resign, and a body with anything in it is refused', async () => {
    const { id, t0 } = await nav();
    expect((await postAction(`${srv.url}/api/matches/${id}/resign`, null, {})).status).toBe(403);
    expect((await postAction(`${srv.url}/api/matches/${id}/resign`, t0, { seat: 1 })).status).toBe(400);
    expect((await getState(srv.url, id, t0)).result).toBeNull();
  });
});

describe('options in the state message', () => {
  it('OPTIONS-1 a game that shares its options sends them to every seat; one that does not (a seat’s deck may be secret) sends none', async () => {
    const { id, t0 } = await nav();
    const s = await getState(srv.url, id, t0);
    expect((s.options as { costLimit?: number }).costLimit).toBe((SMALL.naval as { costLimit: number }).costLimit);
    expect((await getState(srv.url, id, null)).options).toEqual(s.options);
    const k = await createMatch(srv.url, { game: 'kards', seats: [{ type: 'human' }, { type: 'human' }] });
    expect((await getState(srv.url, k.id, k.seats[0].token)).options).toBeUndefined();
  });
});
