// 【4】 战斗结算: first who is hit (range, 锁定), then the display cards in force (展示中), then damage;
// 固定伤害 ignores modifiers, 反制 voids the hit, impact falloff comes after every other modifier.
import type { Seat } from '../../engine/index.js';
import { inOrder, mark, type Queue } from '../../engine/queue.js';
import { cellDist } from './board.js';
import { CARDS, TALENTS } from './data/cards.js';
import type { CounterIf, Effect } from './data/schema.js';
import { dealDamage } from './effects/damage.js';
import { hitsOf, impactMax } from './geometry.js';
import { LOCK_DIR, type ArenaState } from './state.js';
import { shownCards } from './zones.js';

/** Every 展示中 effect in force for a player: face-up display cards and the talent. */
export function shownEffects(s: ArenaState, p: Seat, except: number): Effect[] {
  const out: Effect[] = [];
  for (const inst of shownCards(s, p, except)) for (const e of CARDS[s.kinds[inst]].fx) if (e.when === 'shown') out.push(e);
  const t = s.players[p].talent;
  if (t >= 0) for (const e of TALENTS[t].fx) if (e.when === 'shown') out.push(e);
  return out;
}

function sum(list: Effect[], verb: 'sharpen' | 'guard'): number {
  let n = 0;
  for (const e of list) if (e.do === verb) n += e.n;
  return n;
}

function countered(list: Effect[], cond: Record<CounterIf, boolean>): boolean {
  return list.some((e) => e.do === 'counter' && cond[e.if]);
}

/** The damage of one hit, after modifiers and falloff (0 if countered: returns -1). */
export function hitDamage(s: ArenaState, me: Seat, target: Seat, side: number, dist: number): number {
  const cur = s.cur!;
  const card = CARDS[cur.card];
  const own = s.ctx.o.ownShownApplies ? -1 : cur.inst;
  const theirs = shownEffects(s, target, -1);
  const cond = { near: dist === 1, far: dist >= 3, mad: s.players[me].mad, locked: card.kw.lock };
  if (countered(theirs, cond)) return -1;
  let dmg = card.dmg + cur.bonus;
  if (!card.kw.fixed) dmg += s.players[me].power + sum(shownEffects(s, me, own), 'sharpen') - sum(theirs, 'guard');
  dmg = Math.max(0, dmg);
  const max = impactMax(cur.card, side, cur.range);
  if (max > 0 && dmg > 0) dmg = Math.max(1, dmg - (max - dist));
  return dmg;
}

export function combat(s: ArenaState, q: Queue): void {
  const cur = s.cur!;
  const me = s.active;
  const raw = hitsOf(s, me, cur.card, cur.range);
  const face = s.players[me].face;
  cur.hits = [];
  const m = mark(q);
  for (let i = 0; i < raw.length; i += 3) {
    const [t, side, d] = [raw[i], raw[i + 1], raw[i + 2]];
    if (cur.lock >= LOCK_DIR ? side !== cur.lock - LOCK_DIR : cur.lock >= 0 && t !== cur.lock) continue;
    const dmg = hitDamage(s, me, t, side, d);
    if (dmg < 0) continue;
    cur.hits.push(t, (face + side) % 6, d);
    dealDamage(q, t, dmg, me);
  }
  inOrder(q, m);
}

export const distTo = (s: ArenaState, a: Seat, b: Seat): number => cellDist(s.ctx.board, s.players[a].pos, s.players[b].pos);
