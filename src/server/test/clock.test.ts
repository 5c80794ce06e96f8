// CLOCK: a match created with a turn clock tells each seat its deadline; a seat that runs out plays a
// default (the heuristic bot's choice) or forfeits, as chosen at creation. A bad clock is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../protocol/types.js';
import { createMatch, getState, http, removeDir, SMALL, testServer, type TestServer } from './harness.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

async function waitFor(id: string, token: string, pred: (s: MatchStateMessage) => boolean, ms = 40_000): Promise<MatchStateMessage> {
  const end = Date.now() + ms;
  for (;;) {
    const s = await getState(srv.url, id, token);
    if (pred(s)) return s;
    if (Date.now() > end) throw new Error('timed out waiting for the clock');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('turn clock over the API', () => {
  it('CLOCK-3 deadlines in every message; on timeout a seat plays the default or forfeits', async () => {
    const seats = [{ type: 'human' }, { type: 'human' }];
    const [d, f] = await Promise.all([
      createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats, clock: { seconds: 10, onTimeout: 'default' } }),
      createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats, clock: { seconds: 10, onTimeout: 'forfeit' } }),
    ]);
    const t = (c: typeof d, seat: number) => c.seats[seat].token ?? '';
    const first = await getState(srv.url, d.id, t(d, 0));
    expect(first.clock?.seconds).toBe(10);
    const [d0, d1] = first.clock?.deadlines ?? [];
    expect(d0).not.toBeNull();
    expect(d1).not.toBeNull();
    expect((d0 ?? 0) - (first.clock?.now ?? 0)).toBeGreaterThan(8000);
    expect((d0 ?? 0) - (first.clock?.now ?? 0)).toBeLessThanOrEqual(10_000);
    // Nobody moves: a default seat starts its fleet as the heuristic bot would (and its clock restarts);
    // the forfeit match ends.
    const played = await waitFor(d.id, t(d, 0), (s) => s.log.some((e) => e.type === 'add'));
    expect(played.result).toBeNull();
    expect((played.clock?.deadlines[0] ?? 0) - (played.clock?.now ?? 0)).toBeGreaterThan(5000);
    const lost = await waitFor(f.id, t(f, 0), (s) => s.result !== null);
    expect(lost.result?.reason.code).toBe('resigned');
  }, 60_000);

  it('CLOCK-4 a clock outside 10 s – 1 week, or with an unknown timeout rule, is refused', async () => {
    for (const clock of [{ seconds: 5, onTimeout: 'default' }, { seconds: 60, onTimeout: 'nap' }, { seconds: 60 }]) {
      const r = await http(`${srv.url}/api/matches`, 'POST', { game: 'naval', seats: [{ type: 'human' }, { type: 'human' }], clock });
      expect(r.status).toBe(400);
    }
  });
});
