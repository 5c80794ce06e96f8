// Persistence: an accepted action is stored (in one transaction) before anyone is told; when the
// store refuses it, the client hears an error, nobody is pushed anything, and the match is as before.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../protocol/types.js';
import { SqliteStore } from '../store/sqlite.js';
import type { AcceptedAction, MatchStore, NewMatchRow, StoredAction, StoredMatch, TakenBack, Resigned } from '../store/store.js';
import { createMatch, getState, http, postAction, removeDir, testServer, WsClient, type TestServer } from './harness.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * SQLite underneath, with a switch that makes the next writes fail: `before` the write could start
 * (the lock not had, the database gone: the action is never applied), or `after` the action was
 * applied in memory (a full disk at commit: that copy must be dropped).
 */
class FlakyStore implements MatchStore {
  failing: 'no' | 'before' | 'after' = 'no';
  constructor(private readonly inner: MatchStore) {}
  createMatch(m: NewMatchRow): Promise<void> {
    return this.inner.createMatch(m);
  }
  async appendAction(id: string, a: AcceptedAction | (() => AcceptedAction)): Promise<void> {
    if (this.failing === 'before') throw new Error('simulated write failure (expected in this test)');
    if (this.failing === 'after') {
      if (typeof a === 'function') a();
      throw new Error('simulated write failure after applying (expected in this test)');
    }
    return this.inner.appendAction(id, a);
  }
  resign(id: string, r: Resigned | (() => Resigned)): Promise<void> {
    return this.inner.resign(id, r);
  }
  takeBack(id: string, t: TakenBack | (() => TakenBack)): Promise<void> {
    return this.inner.takeBack(id, t);
  }
  loadMatch(id: string): Promise<StoredMatch | null> {
    return this.inner.loadMatch(id);
  }
  actionsSince(id: string, n: number): Promise<StoredAction[] | null> {
    return this.inner.actionsSince(id, n);
  }
  unfinishedIds(): Promise<string[]> {
    return this.inner.unfinishedIds();
  }
  botToMoveIds(): Promise<string[]> {
    return this.inner.botToMoveIds();
  }
  setBotToMove(id: string, botToMove: boolean): Promise<void> {
    return this.inner.setBotToMove(id, botToMove);
  }
  expireIdle(before: number): Promise<number> {
    return this.inner.expireIdle(before);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sandtable-store-'));
let store: FlakyStore;
let srv: TestServer;
beforeAll(async () => {
  store = new FlakyStore(new SqliteStore(join(dir, 'flaky.db')));
  srv = await testServer({ store }, dir);
});
afterAll(async () => {
  await srv.close();
  removeDir(dir);
});

describe('persistence', () => {
  it.each(['before', 'after'] as const)('PER-1 an action the store refuses (%s applying it) is not accepted: 500 to the sender, no push to anyone, the match unchanged and playable', async (when) => {
    const m = await createMatch(srv.url, { game: 'naval', seed: 8, seats: [{ type: 'human' }, { type: 'human' }] });
    const tok = m.seats[0].token as string;
    const watchers = await Promise.all([WsClient.open(srv.url, m.id, tok), WsClient.open(srv.url, m.id, m.seats[1].token), WsClient.open(srv.url, m.id)]);
    for (const w of watchers) await w.waitFor((x) => x.type === 'state');
    const before = await getState(srv.url, m.id, tok);
    const choice = before.actions[0];
    store.failing = when;
    const r = await postAction(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: choice.action, version: before.version });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ error: { code: 'internal', message: 'internal server error' } });
    store.failing = 'no';
    // Refused before: memory was never touched. After: the stale copy is dropped (its listeners told to
    // reconnect) and the match comes back from the store exactly as it was.
    expect(await getState(srv.url, m.id, tok)).toEqual(before);
    for (const w of watchers) {
      expect(w.messages.filter((x) => x.type === 'state').length).toBe(1);
      if (when === 'after') await w.waitClosed();
      else expect(w.closed).toBeNull();
    }
    const again = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: choice.action, version: before.version });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(before.version + 1);
  });

  it('PER-1 the SQLite store takes only the next action, atomically: a refused write leaves the match row and actions as they were', async () => {
    const s = new SqliteStore(join(dir, 'direct.db'));
    await s.createMatch({ id: 'm1', game: 'naval', options: {}, seed: 1, seats: [{ type: 'human' }], versions: [0, 0], hash: 'h0', createdAt: 1, botToMove: false });
    const a = (index: number, hash: string): AcceptedAction => ({ index, seat: 0, action: { t: 'pass' }, versions: [index + 1, 0], hash, result: null, over: false, botToMove: false });
    await s.appendAction('m1', a(0, 'h1'));
    await expect(s.appendAction('m1', a(0, 'dup'))).rejects.toThrow(/not the next one/);
    await expect(s.appendAction('m1', a(5, 'gap'))).rejects.toThrow(/not the next one/);
    await expect(s.appendAction('nope', a(0, 'x'))).rejects.toThrow();
    const m = await s.loadMatch('m1');
    expect(m?.actions).toEqual([{ seat: 0, action: { t: 'pass' } }]);
    expect(m?.hash).toBe('h1');
    expect(m?.versions).toEqual([1, 0]);
    expect(await s.unfinishedIds()).toEqual(['m1']);
    await s.appendAction('m1', { ...a(1, 'h2'), over: true, result: { winners: [0], draw: false, reason: { code: 'x', zh: '胜', en: 'won' } } });
    expect(await s.unfinishedIds()).toEqual([]);
    expect((await s.loadMatch('m1'))?.result?.winners).toEqual([0]);
    expect(await s.loadMatch('other')).toBeNull();
    await s.close();
  });
});
