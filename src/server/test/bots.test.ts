// Bots play as server-side seats in worker threads: a bot deep in thought holds up no other match
// (nor the other bots), and one that overruns its time is replaced by a random legal choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../protocol/types.js';
import { createMatch, getState, playOut, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

describe('bots', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer({ botWorkers: 2, botTimeoutMs: 120_000 });
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('BOT-1 while a bot thinks for a long time, other matches (humans, and humans against bots) play to the end', async () => {
    // A bot that takes 60 s for each decision: its match cannot move while the others play out.
    const slow = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot: 'ismcts:ms=60000' }] });
    const humans = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
    const vsBot = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    for (const m of [humans, vsBot]) {
      const sockets = await Promise.all(m.seats.map((t) => (t.token === null ? null : WsClient.open(srv.url, m.id, t.token))));
      for (const s of sockets) await s?.waitFor((x) => x.type === 'state');
      await playOut(srv.url, m, { seed: 4, viaWs: [1], sockets: sockets as WsClient[] });
      expect((await getState(srv.url, m.id, m.seats[0].token)).result).not.toBeNull();
      for (const s of sockets) s?.close();
    }
    // The slow bot is still on its first decision: it has not finished building its fleet.
    const st = await getState(srv.url, slow.id, null);
    expect(st.toMove).toContain(1);
    expect(st.result).toBeNull();
  });
});

describe('bot time limit', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer({ botWorkers: 1, botTimeoutMs: 300 });
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('BOT-2 a bot that overruns its time is stopped and its seat plays a random legal action instead', async () => {
    const m = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot: 'ismcts:ms=60000' }] });
    const watcher = await WsClient.open(srv.url, m.id);
    // Fleet building is simultaneous: the bot's seat leaves the movers once its (random) fleet is complete.
    const done = await watcher.waitFor((x) => x.type === 'state' && !x.state.toMove.includes(1), 0, 30_000);
    expect((done as { state: MatchStateMessage }).state.toMove).toEqual([0]);
    watcher.close();
  });
});
