// The crash test: SIGKILL the server process in the middle of a match (actions in flight), restart
// it on the same database: the match resumes in the same state (same hash), no accepted action lost.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type JsonObject } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { CreateMatchResponse, MatchStateMessage, ReplayResponse } from '../../protocol/types.js';
import { createMatch, getState, http, postAction, playOut, removeDir, SMALL, spawnServer, WsClient, type ServerProcess } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sandtable-crash-'));
const dbPath = join(dir, 'crash.db');
const procs: ServerProcess[] = [];

afterAll(() => {
  for (const p of procs) if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
  removeDir(dir);
});

interface Stored {
  readonly actions: { seat: number; action: JsonObject }[];
  readonly hash: string;
  readonly versions: number[];
}

function readStore(id: string): Stored {
  const db = new Database(dbPath, { readonly: true });
  try {
    const row = db.prepare('SELECT hash, versions FROM matches WHERE id = ?').get(id) as { hash: string; versions: string };
    const actions = (db.prepare('SELECT seat, action FROM actions WHERE match_id = ? ORDER BY idx').all(id) as { seat: number; action: string }[]).map(
      (r) => ({ seat: r.seat, action: JSON.parse(r.action) as JsonObject }),
    );
    return { actions, hash: row.hash, versions: JSON.parse(row.versions) as number[] };
  } finally {
    db.close();
  }
}

/** Both seats act over HTTP as fast as they can; returns each seat's acknowledged actions, in order. */
function hammer(base: string, m: CreateMatchResponse, stopAfter: number, onStop: () => void): Promise<JsonObject[][]> {
  const acked: JsonObject[][] = m.seats.map(() => []);
  let total = 0;
  let stopped = false;
  const seatLoop = async (seat: number, token: string): Promise<void> => {
    const rng = new Rng(`crash:${seat}`);
    while (!stopped) {
      let st: MatchStateMessage;
      try {
        st = await getState(base, m.id, token);
      } catch {
        return; // the server is gone
      }
      if (st.result !== null) return;
      if (st.actions.length === 0) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const choice = st.actions[rng.int(st.actions.length)];
      let r;
      try {
        r = await postAction(`${base}/api/matches/${m.id}/actions`, token, { action: choice.action, version: st.version });
      } catch {
        return; // killed with this request in flight
      }
      if (r.status === 200) {
        acked[seat].push(choice.action as JsonObject);
        if (++total === stopAfter) {
          stopped = true;
          onStop();
        }
      }
    }
  };
  return Promise.all(m.seats.filter((s) => s.token !== null).map((s) => seatLoop(s.seat, s.token as string))).then(() => acked);
}

const key = (a: JsonObject): string => getGame('naval').actionKey(a as ActionLike);

describe('crash test', () => {
  it('PER-1 PER-2 SIGKILL mid-match, restart: same state hash, no accepted action lost, the match plays on to the end', async () => {
    const first = await spawnServer(dbPath);
    procs.push(first);
    const game = getGame('naval');
    const m = await createMatch(first.url, { game: 'naval', options: SMALL.naval, seed: 21, seats: [{ type: 'human' }, { type: 'human' }] });
    const withBot = await createMatch(first.url, { game: 'naval', options: SMALL.naval, seed: 22, seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    const acked = await hammer(first.url, m, 45, () => first.proc.kill('SIGKILL'));
    await new Promise<void>((r) => (first.proc.exitCode !== null || first.proc.signalCode !== null ? r() : first.proc.once('exit', () => r())));
    expect(first.proc.signalCode).toBe('SIGKILL');

    // Every acknowledged action is stored, in order; at most one unacknowledged one per seat besides.
    const stored = readStore(m.id);
    for (const seat of [0, 1]) {
      const mine = stored.actions.filter((a) => a.seat === seat).map((a) => key(a.action));
      expect(mine.slice(0, acked[seat].length)).toEqual(acked[seat].map(key));
      expect(mine.length - acked[seat].length).toBeLessThanOrEqual(1);
    }
    expect(acked[0].length + acked[1].length).toBeGreaterThanOrEqual(45);
    // The stored hash is the hash of replaying the stored actions.
    const local = Match.create(game, SMALL.naval, 21, 2);
    for (const a of stored.actions) local.apply(a.seat, a.action as never);
    expect(stored.hash).toBe(local.hash());

    const second = await spawnServer(dbPath);
    procs.push(second);
    // Restored by replay: each seat sees what the local replay says, at the stored version.
    for (const seat of [0, 1]) {
      const st = await getState(second.url, m.id, m.seats[seat].token);
      expect(st.view).toEqual(local.view(seat));
      expect(st.version).toBe(stored.versions[seat]);
      expect(st.actions.map((a) => a.key)).toEqual(local.legalActions(seat).map((a) => game.actionKey(a)));
    }
    // Play both matches to the end on the new process.
    for (const match of [m, withBot]) {
      const sockets = await Promise.all(match.seats.map((t) => (t.token === null ? null : WsClient.open(second.url, match.id, t.token))));
      for (const s of sockets) await s?.waitFor((x) => x.type === 'state');
      await playOut(second.url, match, { seed: 3, viaWs: [1], sockets: sockets as WsClient[] });
      for (const s of sockets) s?.close();
    }
    const rep = (await http<ReplayResponse>(`${second.url}/api/matches/${m.id}/replay`)).body;
    expect(rep.actions.slice(0, stored.actions.length)).toEqual(stored.actions);
    expect(Match.replay(game, { ...rep, actions: rep.actions as never }).hash()).toBe(rep.hash);
    const repBot = (await http<ReplayResponse>(`${second.url}/api/matches/${withBot.id}/replay`)).body;
    expect(repBot.result).not.toBeNull();
    second.proc.kill('SIGTERM');
    await new Promise<void>((r) => second.proc.once('exit', () => r()));
    expect(second.proc.exitCode).toBe(0);
    expect(second.stderr()).not.toContain('internal error');
  });
});
