// Bots' choices among plausible targets (for `macroActions`): a shell, a torpedo or an air strike is
// offered only where it can hurt an enemy the seat sees. Aiming at an empty hex never helps: shots are
// free and secret, so a ship with a target always fires (no `stop`), and a seat with none passes — a
// forced choice, not searched. Torpedoes are spent (雷击值), so holding one back stays a choice. Only
// what the seat sees is read (its own ships, enemies lit or in contact), so a determinization from its
// view offers the same choices.
import type { Seat } from '../../engine/index.js';
import type { NavalAction } from './actions.js';
import { PASS, unitActions } from './action-table.js';
import { shellDamage } from './combat.js';
import { bestScout } from './scout.js';
import { byId, onBoard, visibleTo, type NavalState, type Unit } from './state.js';

/** Enemy units `seat` sees on the board now. */
function seenEnemies(s: NavalState, seat: Seat): Unit[] {
  const out: Unit[] = [];
  for (const u of s.units) if (u.owner !== seat && onBoard(u) && visibleTo(u, seat)) out.push(u);
  return out;
}

/**
 * 炮击: the aims of the first pending ship with a target, at hexes holding a seen enemy it can damage
 * and hit; pass when no ship has one. One ship at a time: shots resolve together at the phase's end,
 * so the order they are aimed in changes nothing, and a ship with one target is a forced choice (not
 * searched) where all ships' aims together made one wide decision per shot.
 */
export function shellingChoices(s: NavalState, seat: Seat): NavalAction[] {
  const { board, stats, opts } = s.ctx;
  const enemies = seenEnemies(s, seat);
  const out: NavalAction[] = [];
  for (const id of s.pending[seat]) {
    if (out.length > 0) break;
    const u = byId(s, id);
    const gun = stats[u.cls].gun;
    const hexes: number[] = [];
    for (const e of enemies) {
      const d = board.dist[u.hex * board.n + e.hex];
      if (d === 0 || d > gun || hexes.includes(e.hex)) continue;
      if (opts.shellThreshold[Math.min(d, opts.shellThreshold.length - 1)] > opts.die) continue;
      if (shellDamage(s, u, e) > 0) hexes.push(e.hex);
    }
    hexes.sort((a, b) => a - b);
    const acts = unitActions(id);
    for (const h of hexes) out.push(acts.at('aim', h));
  }
  if (out.length === 0) out.push(PASS);
  return out;
}

/** Does a torpedo from u's hex to `target` damage (for some roll) a hex holding a seen enemy? As torpedoAttack deals. */
function hitsOne(s: NavalState, u: Unit, target: number, enemies: readonly Unit[]): boolean {
  const { opts } = s.ctx;
  const line = s.ctx.board.line(u.hex, target);
  if (holdsOne(s, u.hex, line.full, false, enemies) || holdsOne(s, u.hex, line.half, false, enemies)) return true;
  // A touched hex takes half with torpedoTouchHalf, or the point-blank 6 next to the firer with pointBlankTouch.
  if (opts.torpedoTouchHalf) return holdsOne(s, u.hex, line.touch, false, enemies);
  return opts.pointBlank === 'adjacent' && opts.pointBlankTouch && holdsOne(s, u.hex, line.touch, true, enemies);
}

/** Does a hex of `list` (only those next to `from`, if `adjacentOnly`) hold one of `enemies`? */
function holdsOne(s: NavalState, from: number, list: Int16Array, adjacentOnly: boolean, enemies: readonly Unit[]): boolean {
  const { board } = s.ctx;
  for (const h of list) {
    if (adjacentOnly && board.dist[from * board.n + h] !== 1) continue;
    for (const e of enemies) if (e.hex === h) return true;
  }
  return false;
}

/** 雷击: each pending unit's lines that hit a seen enemy, or holding its torpedoes; pass when no line hits one. */
export function torpedoChoices(s: NavalState, seat: Seat): NavalAction[] {
  const { board, opts } = s.ctx;
  const enemies = seenEnemies(s, seat);
  const out: NavalAction[] = [];
  for (const id of s.pending[seat]) {
    const u = byId(s, id);
    const range = u.cls === 'SS' ? opts.subTorpedoRange : opts.torpedoRange;
    // A line reaches no farther than its target: with no seen enemy in range there is none to try.
    if (!enemies.some((e) => board.dist[u.hex * board.n + e.hex] <= range)) continue;
    const acts = unitActions(id);
    let any = false;
    for (const h of board.within(u.hex, range)) {
      if (h === u.hex || !hitsOne(s, u, h, enemies)) continue;
      out.push(acts.at('torpedo', h));
      any = true;
    }
    if (any) out.push(acts.stop);
  }
  out.push(PASS);
  return out;
}

/** Can an air attack on a hex holding `e` hurt it? */
function airTarget(s: NavalState, e: Unit): boolean {
  return s.ctx.opts.airHitsSubs || e.cls !== 'SS';
}

/**
 * 攻击机: a sortie flies only when some seen enemy can be struck, and strikes only such hexes; the
 * sortie may end early (stop), or, where it must strike every hex (sortieStopsEarly off) and no seen
 * enemy is left, null: the legal hexes are the choices.
 */
export function strikeChoices(s: NavalState, seat: Seat): NavalAction[] | null {
  const enemies = seenEnemies(s, seat).filter((e) => airTarget(s, e));
  const active = s.active;
  if (active !== null && active.sortie !== null) {
    const acts = unitActions(active.unit);
    const out: NavalAction[] = [];
    const hexes: number[] = [];
    for (const e of enemies) if (!active.struck.includes(e.hex) && !hexes.includes(e.hex)) hexes.push(e.hex);
    hexes.sort((a, b) => a - b);
    for (const h of hexes) out.push(acts.at('strike', h));
    if (!s.ctx.opts.sortieStopsEarly) return out.length > 0 ? out : null;
    out.push(acts.stop);
    return out;
  }
  if (enemies.length === 0) return [PASS];
  const out: NavalAction[] = [];
  for (const id of s.pending[seat]) {
    const acts = unitActions(id);
    out.push(acts.sortie[0], acts.sortie[1], acts.stop);
  }
  out.push(PASS);
  return out;
}

/** Per board: the hexes (q − r) ≡ 0 (mod 3) in axial coordinates, every hex of the board being one of them or next to one. */
const reconGrids = new WeakMap<object, readonly number[]>();

function reconGrid(s: NavalState): readonly number[] {
  const board = s.ctx.board;
  let grid = reconGrids.get(board);
  if (grid === undefined) {
    const out: number[] = [];
    for (let h = 0; h < board.n; h++) {
      const c = board.coords[h];
      if ((((c.q - c.r) % 3) + 3) % 3 === 0) out.push(h);
    }
    reconGrids.set(board, (grid = out));
  }
  return grid;
}

/**
 * 航空侦察, decided rather than searched: the first pending carrier scouts the hex of a third of the
 * board (every hex being one of them or next to one: a disc of radius 4 moved by one hex covers nearly
 * the same sea) where it expects to light the most hidden enemy worth (scout.ts). Scouting costs
 * nothing and only ever shows more, so not scouting is not offered.
 */
export function reconChoices(s: NavalState, seat: Seat): NavalAction[] | null {
  const id = s.pending[seat][0];
  if (id === undefined) return null;
  return [unitActions(id).at('recon', bestScout(s, seat, reconGrid(s)))];
}

/**
 * 优先防空区域, decided rather than searched: the first pending carrier's zone goes where it covers the
 * most worth of the seat's ships (SS aside) not yet under one of its zones — first of those the enemy
 * sees (lit or exposed: air attacks go where ships are seen), then of all — and, failing any, the most
 * worth under it at all; the lowest hex on ties; its stop when no hex covers a ship. A zone over open
 * sea protects nothing, and the evaluation values exactly the ships under a zone: of the 20–80 hexes a
 * search weighed, it took its one-ply best three times in four, at the cost of a full search.
 */
export function fighterChoices(s: NavalState, seat: Seat): NavalAction[] | null {
  const id = s.pending[seat][0];
  if (id === undefined) return null;
  const { board, opts, stats } = s.ctx;
  const n = board.n;
  const acts = unitActions(id);
  const [seenNew, allNew, all] = coverScratch(n);
  let any = false;
  for (const u of s.units) {
    if (u.owner !== seat || u.cls === 'SS' || !onBoard(u)) continue;
    any = true;
    const st = stats[u.cls];
    const w = (Math.max(1, st.cost) * u.hp) / st.hp;
    const fresh = !underZone(s, seat, u.hex) ? w : 0;
    const seen = u.lit || u.exposed ? fresh : 0;
    for (const h of board.within(u.hex, opts.fighterRadius)) {
      seenNew[h] += seen;
      allNew[h] += fresh;
      all[h] += w;
    }
  }
  if (!any) return [acts.stop];
  let best = 0;
  for (let h = 1; h < n; h++) {
    if (seenNew[h] !== seenNew[best] ? seenNew[h] > seenNew[best] : allNew[h] !== allNew[best] ? allNew[h] > allNew[best] : all[h] > all[best]) best = h;
  }
  return [acts.at('fighters', best)];
}

/** Is hex h under one of the seat's unspent fighter zones? */
function underZone(s: NavalState, seat: Seat, h: number): boolean {
  const { board, opts } = s.ctx;
  for (const z of s.zones) if (z.owner === seat && !z.spent && board.dist[z.hex * board.n + h] <= opts.fighterRadius) return true;
  return false;
}

let coverBuffers: [Float64Array, Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];
/** Per hex, worth a zone there covers: seen and not yet covered, not yet covered, all (zeroed; read before the next call). */
function coverScratch(n: number): [Float64Array, Float64Array, Float64Array] {
  if (coverBuffers[0].length !== n) coverBuffers = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  else for (const b of coverBuffers) b.fill(0);
  return coverBuffers;
}
