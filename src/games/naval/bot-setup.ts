// How a bot builds and deploys a naval fleet, as a good player would: spend the whole cost limit on a
// mix (battleships for the gun line, cruisers, a carrier for recon and air strikes, destroyers for
// torpedoes and against submarines), then deploy guns forward, destroyers as a screen, the carrier
// back under the light ships' AA, and the submarines spread over the neutral zone. It reads only the
// seat's own fleet, its units and the board — nothing of the enemy's.
import type { Rng, Seat } from '../../engine/index.js';
import type { NavalAction } from './actions.js';
import type { CombatClass } from './data.js';
import { canAdd } from './legal.js';
import type { NavalState, Unit } from './state.js';

/**
 * Share of the cost limit a good fleet puts in each class, by hand from the ship table: at 20 it makes
 * 2 BB, 2 CA, 1 CV, 1 CL and 5 DD (the destroyers also hunt the submarines; the carrier scouts).
 */
const MIX: Readonly<Record<CombatClass, number>> = { BB: 0.3, CA: 0.2, CV: 0.15, CL: 0.1, DD: 0.25 };

export function botSetup(s: NavalState, seat: Seat, legal: readonly NavalAction[], rng: Rng): NavalAction {
  if (s.phase === 'build') return buildChoice(s, seat, legal, rng);
  return deployChoice(s, seat, legal, rng);
}

/** The class furthest below its share of the cost limit; `built` only when nothing more fits. */
function buildChoice(s: NavalState, seat: Seat, legal: readonly NavalAction[], rng: Rng): NavalAction {
  const fleet = s.setup[seat].fleet;
  const { stats, opts } = s.ctx;
  const spent: Record<CombatClass, number> = { BB: 0, CA: 0, CV: 0, CL: 0, DD: 0 };
  for (const c of fleet) spent[c] += stats[c].cost;
  let best: NavalAction | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.t !== 'add' || !canAdd(s, fleet, a.cls)) continue;
    const cost = Math.max(1, stats[a.cls].cost);
    // Deficit after adding it, per cost unit; a little noise so two builds of one bot differ.
    const score = (MIX[a.cls] * opts.costLimit - spent[a.cls] - cost / 2) / cost + (rng.next() / 4294967296) * 0.05;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.t === 'built') ?? legal[0];
}

/** Where each class wants to stand: 1 = the front of the zone (nearest the enemy base), 0 = the back. */
const FRONT: Readonly<Record<string, number>> = { BB: 0.8, CA: 0.9, CL: 0.5, DD: 1, CV: 0 };

function deployChoice(s: NavalState, seat: Seat, legal: readonly NavalAction[], rng: Rng): NavalAction {
  const first = legal[0];
  if (first.t !== 'place') return first;
  const unit = ownUnit(s, first.u);
  const b = s.ctx.board;
  const foeBase = b.base[1 - seat];
  const mine = s.units.filter((u) => u.owner === seat && u.alive && u.hex >= 0);
  const zone = unit.cls === 'SS' ? b.neutral : b.deploy[seat];
  let near = Infinity;
  let far = -Infinity;
  for (const h of zone) {
    const d = b.dist[h * b.n + foeBase];
    near = Math.min(near, d);
    far = Math.max(far, d);
  }
  const span = Math.max(1, far - near);
  let best = first;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.t !== 'place') continue;
    const front = (far - b.dist[a.h * b.n + foeBase]) / span;
    let score = unit.cls === 'SS' ? subScore(s, mine, a.h) : 1 - Math.abs(front - (FRONT[unit.cls] ?? 0.5));
    if (unit.cls !== 'SS') score += company(s, unit, mine, a.h);
    score += (rng.next() / 4294967296) * 0.15;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** Ships keep company without bunching: the carrier wants AA escorts next to it, others a neighbour but not a crowd. */
function company(s: NavalState, unit: Unit, mine: readonly Unit[], h: number): number {
  const b = s.ctx.board;
  let adjacent = 0;
  let escorts = 0;
  for (const u of mine) {
    if (u.cls === 'SS') continue;
    const d = b.dist[u.hex * b.n + h];
    if (d !== 1) continue;
    adjacent++;
    if ((unit.cls === 'CV' && s.ctx.stats[u.cls].aaAura) || (u.cls === 'CV' && s.ctx.stats[unit.cls].aaAura)) escorts++;
  }
  return 0.3 * escorts + (adjacent === 0 ? 0 : adjacent <= 2 ? 0.1 : -0.1 * (adjacent - 2));
}

/** Submarines: spread apart over the neutral zone, so one destroyer cannot find both. */
function subScore(s: NavalState, mine: readonly Unit[], h: number): number {
  const b = s.ctx.board;
  let nearest = 99;
  for (const u of mine) if (u.cls === 'SS') nearest = Math.min(nearest, b.dist[u.hex * b.n + h]);
  return Math.min(nearest, 4) / 4;
}

function ownUnit(s: NavalState, id: number): Unit {
  for (const u of s.units) if (u.id === id) return u;
  throw new Error(`no unit ${id}`);
}
