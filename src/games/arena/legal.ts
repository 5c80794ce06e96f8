// Who moves and what they may do. Inside a resolution the queue's top decision decides; otherwise the
// active player's 行动阶段: play a card (锁定 needs a target in range), discard-move (失控 must close
// in), or — with neither possible — the stuck action (AR-R6).
import type { Seat } from '../../engine/index.js';
import { options, owed } from '../../engine/queue.js';
import type { ArenaAction } from './actions.js';
import { CARDS } from './data/cards.js';
import { free, hitsOf, madAllows } from './geometry.js';
import { crystals } from './play.js';
import { UNCHOSEN, talentsOf } from './setup.js';
import { LOCK_DIR, UP, instOf, type ArenaState } from './state.js';
import { STEPS } from './steps.js';

/** Card kinds with a 起动 effect. */
const ACTIVATED: readonly boolean[] = CARDS.map((c) => c.fx.some((e) => e.when === 'activate'));
const ONLY: Seat[][] = [0, 1, 2, 3, 4, 5].map((p) => [p]);
const NONE: Seat[] = [];

export function toMove(s: ArenaState): readonly Seat[] {
  if (s.phase === 'over') return NONE;
  if (s.phase === 'talent') return ONLY[s.players.findIndex((p) => p.talent === UNCHOSEN)];
  const by = owed(s.q);
  return by >= 0 ? ONLY[by] : ONLY[s.active];
}

export function legalActions(s: ArenaState, seat: Seat): ArenaAction[] {
  const out: ArenaAction[] = [];
  if (toMove(s)[0] !== seat) return out;
  if (s.phase === 'talent') {
    talentsOf(s.players[seat].char).forEach((_, k) => out.push({ t: 'talent', k }));
    out.push({ t: 'talent', k: -1 });
    return out;
  }
  if (s.q.length > 0) {
    options(s, s.q, STEPS, seat, out);
    return out;
  }
  freeActions(s, seat, out);
  return out;
}

function handKinds(s: ArenaState, p: Seat): number[] {
  const out: number[] = [];
  for (const c of s.players[p].hand) if (!out.includes(s.kinds[c])) out.push(s.kinds[c]);
  return out;
}

/** Crystal masks for 元素爆发: none, or exactly X (any number for 'X'), one mask per element mix. */
export function burstMasks(s: ArenaState, p: Seat, kind: number): number[] {
  const burst = CARDS[kind].kw.burst;
  const out = [0];
  if (burst === null) return out;
  const list = crystals(s, p);
  const seen = new Set<number>([0]);
  for (let m = 1; m < 1 << list.length; m++) {
    let bits = 0;
    let mix = 0;
    for (let i = 0; i < list.length; i++) {
      if ((m & (1 << i)) === 0) continue;
      bits++;
      mix += 8 ** ['wind', 'fire', 'water', 'earth'].indexOf(CARDS[s.kinds[list[i]]].kw.crystal!);
    }
    if ((burst !== 'X' && bits !== burst) || seen.has(mix)) continue;
    seen.add(mix);
    out.push(m);
  }
  return out;
}

function windOf(s: ArenaState, p: Seat, mask: number): number {
  const list = crystals(s, p);
  let n = 0;
  for (let i = 0; i < list.length; i++) if ((mask & (1 << i)) !== 0 && CARDS[s.kinds[list[i]]].kw.crystal === 'wind') n++;
  return n;
}

function freeActions(s: ArenaState, p: Seat, out: ArenaAction[]): void {
  const kinds = handKinds(s, p);
  for (const c of kinds) {
    const card = CARDS[c];
    for (const x of burstMasks(s, p, c)) {
      if (card.type !== 'damage' || !card.kw.lock) {
        out.push({ t: 'play', c, l: -1, x });
        continue;
      }
      const hits = hitsOf(s, p, c, windOf(s, p, x));
      const seats: number[] = [];
      const sides: number[] = [];
      for (let i = 0; i < hits.length; i += 3) {
        if (!seats.includes(hits[i])) seats.push(hits[i]);
        if (!sides.includes(hits[i + 1])) sides.push(hits[i + 1]);
      }
      for (const t of seats) out.push({ t: 'play', c, l: t, x });
      for (const d of sides) out.push({ t: 'play', c, l: LOCK_DIR + d, x });
    }
  }
  const pl = s.players[p];
  // 起动: each face-up display card with an activated effect (one choice per kind).
  for (const e of pl.disp) {
    const k = s.kinds[instOf(e)];
    if ((e & UP) === 0 || !ACTIVATED[k] || out.some((a) => a.t === 'activate' && a.c === k)) continue;
    out.push({ t: 'activate', c: k });
  }
  const b = s.ctx.board;
  for (let d = 0; d < 6; d++) {
    const to = b.step[pl.pos * 6 + d];
    if (!free(s, to) || (pl.mad && !madAllows(s, p, to))) continue;
    for (const c of kinds) out.push({ t: 'move', c, d });
  }
  if (out.length === 0) out.push({ t: 'stuck' });
}
