// The leak test: play whole matches while recording every byte one seat (and a spectator) receives;
// after the end, replay the full record and check each message against what the rules allowed that
// observer to know at that moment. Nothing hidden may arrive early: not a position, a mine, a secret
// choice, a die to come (RNG state) or the seed.
import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import type { AnyGame, Seat } from '../../engine/index.js';
import type { MechaState } from '../../games/mecha/state.js';
import { seesInside } from '../../games/mecha/view.js';
import { visibleTo, type NavalState } from '../../games/naval/state.js';
import { getGame, listGames } from '../../games/registry.js';
import type { CreateMatchResponse, ErrorBody, MatchStateMessage, ReplayResponse, ServerMessage } from '../../protocol/types.js';
import { Backend, BACKENDS, skipped } from './backends.js';
import { createMatch, http, playOut, removeDir, SMALL, WsClient, type TestServer } from './harness.js';
import { honestHistory, placeMessages } from './projection.js';

// The same checks with each storage backend under the server (PostgreSQL: one throwaway server for the file).
const backends = { sqlite: new Backend('sqlite'), postgres: new Backend('postgres') };
let srv: TestServer;
afterAll(async () => {
  await backends.postgres.teardown();
});

const SEED = 'leak-seed-Zq81x';

/** Naval events about a side's secret acts, and whose act each is. */
const OWN_ONLY: Record<string, (d: Record<string, number>) => number> = {
  add: (d) => d.seat,
  place: (d) => d.u % 2,
  reinforce: (d) => d.u % 2,
  lay: (d) => d.u % 2,
  aim: (d) => d.u % 2,
  fighters: (d) => d.u % 2,
  resupplied: (d) => d.u % 2,
  shell: (d) => d.u % 2,
  noTarget: (d) => d.cv % 2,
};

interface Recording {
  readonly created: CreateMatchResponse;
  /** Everything seat 0 received, raw: HTTP answers, then its socket's messages. */
  readonly http0: string[];
  readonly ws0: WsClient;
  readonly spectator: WsClient;
  readonly replay: ReplayResponse;
}

/** Seat 0 acts over HTTP (its socket listens), seat 1 is a human on its socket or a bot. */
async function record(game: AnyGame, opponent: 'human' | 'bot'): Promise<Recording> {
  const seats = game.seatCounts[0];
  const created = await createMatch(srv.url, {
    game: game.id,
    options: SMALL[game.id] ?? {},
    seed: SEED,
    seats: Array.from({ length: seats }, (_, i) => (i === 0 || opponent === 'human' ? { type: 'human' } : { type: 'bot', bot: 'random' })),
  });
  const sockets = await Promise.all(created.seats.map((t) => (t.token === null ? null : WsClient.open(srv.url, created.id, t.token))));
  const spectator = await WsClient.open(srv.url, created.id);
  const http0: string[] = [];
  const first = await http(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, created.seats[0].token);
  http0.push(first.text);
  for (const s of sockets) await s?.waitFor((m) => m.type === 'state');
  const httpLog = created.seats.map(() => [] as string[]);
  await playOut(srv.url, created, {
    seed: 17,
    viaWs: created.seats.filter((t) => t.seat > 0).map((t) => t.seat),
    sockets: sockets as WsClient[],
    httpLog,
  });
  http0.push(...httpLog[0]);
  await spectator.waitFor((m) => m.type === 'state' && m.state.result !== null);
  const rep = await http<ReplayResponse>(`${srv.url}/api/matches/${created.id}/replay`);
  expect(rep.status).toBe(200);
  for (const s of [...sockets, spectator]) s?.close();
  return { created, http0, ws0: sockets[0] as WsClient, spectator, replay: rep.body };
}

/** The state messages among what a channel received; the only errors a scripted seat meets are stale versions. */
/** Games with no move hidden from a spectator. */
const EVERY_MOVE_SEEN = new Set(['arena', 'blueprints', 'kards']);

function states(raw: readonly string[]): MatchStateMessage[] {
  const out: MatchStateMessage[] = [];
  for (const t of raw) {
    const m = JSON.parse(t) as ServerMessage | MatchStateMessage | ErrorBody;
    if (!('type' in m)) {
      if ('error' in m) expect(m.error.code).toBe('stale_version');
      else out.push(m);
    } else if (m.type === 'state') out.push(m.state);
    else expect(m.error.code).toBe('stale_version');
  }
  return out;
}

/** Every number that was ever part of the RNG state, as text. */
function rngNumbers(game: AnyGame, rep: ReplayResponse): Set<string> {
  const out = new Set<string>();
  honestHistory(game, rep, null, (_k, m) => {
    const r = game.rng(m.snapshot());
    for (const v of [r.a, r.b, r.c, r.d]) if (v > 99_999) out.add(String(v));
  });
  return out;
}

function noSecretsInText(raw: readonly string[], rngs: Set<string>): void {
  for (const text of raw) {
    expect(text).not.toContain(SEED);
    // No rng or seed field (an option's value may be the word "seed": mecha's pilotTalents=seed).
    expect(text).not.toMatch(/"rng"\s*:|"seed"\s*:/);
    for (const n of text.match(/\d{6,}/g) ?? []) expect(rngs.has(n), `RNG state ${n} reached a client`).toBe(false);
  }
}

describe.each(BACKENDS)('leak test on %s', (name) => {
  const it = vitestIt.skipIf(skipped(name));
  beforeAll(async () => {
    if (skipped(name)) return;
    await backends[name].setup();
    srv = await backends[name].server();
  }, 120_000);
  afterAll(async () => {
    if (skipped(name)) return;
    await srv.close();
    removeDir(srv.dir);
  });

  for (const game of listGames()) {
    it(`SEC-2 SEC-4 ${game.id}: every message seat 0 and a spectator received is exactly what the rules allowed at that moment`, async () => {
      const rec = await record(game, 'human');
      const h0 = honestHistory(game, rec.replay, 0);
      const hs = honestHistory(game, rec.replay, null);
      const fromHttp = states(rec.http0);
      const fromWs = states(rec.ws0.raw);
      placeMessages(fromHttp, h0, 'seat 0 over HTTP');
      placeMessages(fromWs, h0, 'seat 0 over WebSocket');
      placeMessages(states(rec.spectator.raw), hs, 'spectator');
      // One version, one content, whichever channel carried it.
      const byVersion = new Map<number, string>();
      for (const m of [...fromHttp, ...fromWs]) {
        const body = JSON.stringify({ ...m, log: undefined, logStart: undefined });
        expect(byVersion.get(m.version) ?? body).toBe(body);
        byVersion.set(m.version, body);
      }
      const rngs = rngNumbers(game, rec.replay);
      noSecretsInText([...rec.http0, ...rec.ws0.raw, ...rec.spectator.raw], rngs);
    });

    it(`SEC-3 ${game.id}: a spectator is pushed only when what it sees changes, one version at a time`, async () => {
      const rec = await record(game, 'bot');
      const pushes = states(rec.spectator.raw);
      pushes.forEach((m, i) => {
        if (i === 0) return;
        expect(m.version).toBe(pushes[i - 1].version + 1);
        expect(JSON.stringify({ ...m, version: 0 })).not.toBe(JSON.stringify({ ...pushes[i - 1], version: 0 }));
      });
      // Hidden moves (secret building, unseen steps) push nothing. In a game where every move is seen
      // by all (arena: each action changes public counts), one push per action plus the first.
      if (EVERY_MOVE_SEEN.has(game.id)) expect(pushes.length).toBeLessThanOrEqual(rec.replay.actions.length + 1);
      else expect(pushes.length).toBeLessThan(rec.replay.actions.length);
    });
  }

  for (const opponent of ['human', 'bot'] as const) {
    it(`SEC-2 naval vs a ${opponent}: no unlit enemy ship, unrevealed enemy mine, enemy secret choice or RNG state reached seat 0 early`, async () => {
      const game = getGame('naval');
      const rec = await record(game, opponent);
      const me: Seat = 0;
      // The truth after each action, from the full replay.
      const truth: NavalState[] = [];
      const h = honestHistory(game, rec.replay, me, (_k, m) => truth.push(m.snapshot() as NavalState));
      for (const [what, msgs] of [
        ['HTTP', states(rec.http0)],
        ['WebSocket', states(rec.ws0.raw)],
      ] as const) {
        const at = placeMessages(msgs, h, `seat 0 over ${what}`);
        msgs.forEach((msg, i) => {
          const s = truth[at[i]];
          if (s.phase === 'over') return;
          const v = msg.view as { units: { id: number; owner: number; hex: number }[]; mines: { hex: number; owner: number }[]; fleet: string[]; aims: { u: number; hex: number }[] };
          for (const u of v.units) {
            if (u.owner === me) continue;
            const t = s.units.find((x) => x.id === u.id);
            expect(t !== undefined && visibleTo(t, me), `enemy unit ${u.id} shown while unseen`).toBe(true);
            expect(u.hex).toBe(t?.hex);
          }
          for (const mine of v.mines) {
            if (mine.owner === me) continue;
            expect(s.mines.some((x) => x.hex === mine.hex && x.owner === mine.owner && x.revealed), `enemy mine at ${mine.hex} shown unrevealed`).toBe(true);
          }
          // Pending secret choices: the fleet being built and the shelling aims are only ever your own.
          expect(v.fleet).toEqual(s.setup[me].fleet);
          expect(v.aims).toEqual(s.aims[me].map((a) => ({ u: a.unit, hex: a.hex })));
          // Log entries about secret acts name only your own (unit ids are 2i + owner, so parity = owner).
          for (const e of msg.log) {
            const owner = OWN_ONLY[e.type]?.(e.data as Record<string, number>);
            if (owner !== undefined) expect(owner, `${e.type} of the enemy in the log`).toBe(me);
          }
          const text = JSON.stringify(msg);
          expect(text).not.toMatch(/"rng"/);
        });
      }
      noSecretsInText([...rec.http0, ...rec.ws0.raw], rngNumbers(game, rec.replay));
    });
  }

  const mechaRegistered = listGames().some((g) => g.id === 'mecha');
  for (const opponent of ['human', 'bot'] as const) {
    vitestIt.skipIf(!mechaRegistered || skipped(name))(`SEC-2 mecha vs a ${opponent}: no enemy captain, face-down pilot or card, hand, library, secret victory choice or RNG state reached seat 0 early`, async () => {
      const game = getGame('mecha');
      const rec = await record(game, opponent);
      const me: Seat = 0;
      const truth: MechaState[] = [];
      const h = honestHistory(game, rec.replay, me, (_k, m) => truth.push(m.snapshot() as MechaState));
      type Side = { captain: string | null; hand: unknown; mhand: unknown; library: unknown; goal: string | null };
      type Unit = { id: number; owner: number; pilot: string | null; gear: { card: string | null }[] };
      type View = { build: { done: boolean } | null; sides: Side[]; units: Unit[]; pick: { cards: unknown } | null };
      for (const [what, msgs] of [
        ['HTTP', states(rec.http0)],
        ['WebSocket', states(rec.ws0.raw)],
      ] as const) {
        const at = placeMessages(msgs, h, `seat 0 over ${what}`);
        msgs.forEach((msg, i) => {
          const s = truth[at[i]];
          if (s.phase === 'over') return;
          const v = msg.view as View;
          // Fleet building is secret: only your own choices.
          if (v.build !== null) expect(v.build.done).toBe(s.build[me].done);
          if (v.sides.length === 2) {
            const enemy = v.sides[1];
            const side = s.sides[1];
            if (!side.capShown) expect(enemy.captain, 'enemy captain shown').toBe('face-down');
            expect([enemy.hand, enemy.mhand, enemy.library]).toEqual([null, null, null]);
            if (s.goals === 0) expect([null, 'chosen']).toContain(enemy.goal);
          }
          for (const u of v.units) {
            if (u.owner === me) continue;
            const t = s.units.find((x) => x.id === u.id);
            if (t === undefined || seesInside(s, me, t)) continue;
            const crew = s.sides[t.owner].crew.find((c) => c.p === t.pilot);
            if (!crew?.shown) expect([null, 'face-down'], `enemy pilot of unit ${u.id} shown`).toContain(u.pilot);
            u.gear.forEach((g, j) => {
              if (!t.gear[j]?.shown) expect(g.card, `enemy card on unit ${u.id} shown`).toBeNull();
            });
          }
          if (v.pick !== null && s.active !== me) expect(v.pick.cards).toBeNull();
        });
      }
      noSecretsInText([...rec.http0, ...rec.ws0.raw], rngNumbers(game, rec.replay));
    });
  }
});
