// The HTTP + WebSocket API against a real server on loopback: create, join, play whole matches for
// every game in the registry (humans over both transports, a human against a bot, bots alone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, matchRecordSchema, type MatchRecord } from '../../engine/index.js';
import { getGame, listGames } from '../../games/registry.js';
import type { GameInfo, MatchStateMessage, ReplayResponse } from '../../protocol/types.js';
import { createMatch, getState, http, playOut, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

async function replayOf(id: string): Promise<ReplayResponse> {
  const r = await http<ReplayResponse>(`${srv.url}/api/matches/${id}/replay`);
  expect(r.status).toBe(200);
  return r.body;
}

/** The replay is a record `sandtable replay` accepts, and it replays to its own hash. */
function verifyReplay(rep: ReplayResponse): Match<unknown, never, unknown> {
  const parsed = matchRecordSchema.safeParse(rep);
  expect(parsed.success).toBe(true);
  const m = Match.replay(getGame(rep.game), parsed.data as MatchRecord);
  expect(m.hash()).toBe(rep.hash);
  expect(m.result()).toEqual(rep.result);
  return m as Match<unknown, never, unknown>;
}

describe('server API', () => {
  it('API-6 GET /api/games lists every registry game with its options as JSON Schema and the bot specs', async () => {
    const r = await http<GameInfo[]>(`${srv.url}/api/games`);
    expect(r.status).toBe(200);
    expect(r.body.map((g) => g.id)).toEqual(listGames().map((g) => g.id));
    for (const g of r.body) {
      const schema = g.optionsSchema as { type: string; properties: Record<string, { default?: unknown }> };
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties).length).toBeGreaterThan(0);
      expect(g.title.zh.length).toBeGreaterThan(0);
      expect(g.title.en.length).toBeGreaterThan(0);
      expect(g.bots).toContain('random');
    }
  });

  for (const game of listGames()) {
    const options = SMALL[game.id] ?? {};
    const seats = game.seatCounts[0];

    it(`API-1 API-2 API-3 API-5 ${game.id}: humans play a whole match over HTTP and WebSocket; the replay verifies`, async () => {
      const created = await createMatch(srv.url, { game: game.id, options, seed: 11, seats: Array.from({ length: seats }, () => ({ type: 'human' })) });
      expect(created.id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(created.seats.map((s) => s.seat)).toEqual(Array.from({ length: seats }, (_, i) => i));
      const tokens = created.seats.map((s) => s.token);
      expect(new Set(tokens).size).toBe(seats);
      for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(created.spectate).toBe(`/api/matches/${created.id}`);

      // Join: each seat's own view by its token; the spectator's without one.
      const first = await getState(srv.url, created.id, tokens[0]);
      expect(first.seat).toBe(0);
      expect(first.game).toBe(game.id);
      expect(first.result).toBeNull();
      expect(first.seats).toEqual(created.seats.map((s) => ({ seat: s.seat, type: 'human' })));
      const spect = await http<MatchStateMessage>(`${srv.url}${created.spectate}`);
      expect(spect.body.seat).toBeNull();
      expect(spect.body.actions).toEqual([]);

      const sockets = await Promise.all(tokens.map((t) => WsClient.open(srv.url, created.id, t)));
      const watcher = await WsClient.open(srv.url, created.id);
      for (const s of [...sockets, watcher]) await s.waitFor((m) => m.type === 'state');
      // Seat 0 plays over HTTP, the others over their sockets.
      const viaWs = Array.from({ length: seats - 1 }, (_, i) => i + 1);
      const played = await playOut(srv.url, created, { seed: 5, viaWs, sockets });
      expect(played.actions).toBeGreaterThan(0);

      const finals = await Promise.all(tokens.map((t) => getState(srv.url, created.id, t)));
      for (const f of finals) {
        expect(f.result).not.toBeNull();
        expect(f.actions).toEqual([]);
        expect(f.toMove).toEqual([]);
      }
      await watcher.waitFor((m) => m.type === 'state' && m.state.result !== null);
      const rep = await replayOf(created.id);
      expect(rep.actions.length).toBe(played.actions);
      expect(rep.seed).toBe(11);
      const m = verifyReplay(rep);
      expect(finals[0].result).toEqual(m.result());
      for (const s of [...sockets, watcher]) s.close();
    });

    it(`BOT-1 ${game.id}: a human plays a server-side bot to the end over WebSocket`, async () => {
      const created = await createMatch(srv.url, {
        game: game.id,
        options,
        seats: Array.from({ length: seats }, (_, i) => (i === 0 ? { type: 'human' } : { type: 'bot', bot: 'random' })),
      });
      expect(created.seats[1]).toEqual({ seat: 1, token: null, type: 'bot', bot: 'random' });
      const sock = await WsClient.open(srv.url, created.id, created.seats[0].token);
      await sock.waitFor((m) => m.type === 'state');
      const sockets = [sock];
      await playOut(srv.url, created, { seed: 9, viaWs: [0], sockets });
      const end = sock.last() as MatchStateMessage;
      expect(end.result).not.toBeNull();
      const m = verifyReplay(await replayOf(created.id));
      // The bot's seat made decisions of its own.
      expect(m.actions().some((a) => a.seat === 1)).toBe(true);
      sock.close();
    });

    it(`BOT-1 ${game.id}: bots alone play a match to the end while a spectator watches`, async () => {
      const created = await createMatch(srv.url, { game: game.id, options, seats: Array.from({ length: seats }, () => ({ type: 'bot', bot: 'random' })) });
      expect(created.seats.every((s) => s.token === null)).toBe(true);
      const watcher = await WsClient.open(srv.url, created.id);
      const end = await watcher.waitFor((m) => m.type === 'state' && m.state.result !== null, 0, 60_000);
      expect(end.type === 'state' && end.state.seat).toBeNull();
      verifyReplay(await replayOf(created.id));
      watcher.close();
    });
  }

  it('API-5 a WebSocket whose hello asks for logFrom N gets the log from N, then only new entries', async () => {
    const created = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seed: 3, seats: [{ type: 'human' }, { type: 'human' }] });
    const full = await WsClient.open(srv.url, created.id, created.seats[0].token);
    const delta = await WsClient.open(srv.url, created.id, created.seats[0].token, { logFrom: 0 });
    const other = await WsClient.open(srv.url, created.id, created.seats[1].token);
    await Promise.all([full, delta, other].map((s) => s.waitFor((m) => m.type === 'state')));
    await playOut(srv.url, created, { seed: 2, viaWs: [0, 1], sockets: [full, other], maxActions: 60 });
    const end = (full.last() as MatchStateMessage).version;
    await delta.waitFor((m) => m.type === 'state' && m.state.version >= end);
    // Stitching the delta pushes together gives the same log as the full pushes.
    const stitched: unknown[] = [];
    for (const m of delta.messages) {
      if (m.type !== 'state') continue;
      expect(m.state.logStart ?? 0).toBe(stitched.length);
      stitched.push(...m.state.log);
    }
    await full.waitFor((m) => m.type === 'state' && m.state.version === (delta.last() as MatchStateMessage).version);
    expect(stitched).toEqual((full.last() as MatchStateMessage).log);
    for (const s of [full, delta, other]) s.close();
  });
});
