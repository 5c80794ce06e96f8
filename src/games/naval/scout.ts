// Where a bot's carrier scouts (航空侦察), decided rather than searched: where it expects to light the
// most enemy worth. Each enemy ship the seat believes afloat but does not see now may be anywhere it
// could have reached since it was last seen (or since the start, from its deployment zone), on sea the
// seat has not scouted this turn — the same areas a determinization samples from, uniformly — so the
// expected worth lit by a scout is the sum, over its disc, of each ship's worth spread over its area.
// A search weighed the same thing on 16 sampled worlds and through an evaluation where sight is worth
// little, and agreed with its own one-ply view of it less than half the time. Only what the seat knows
// is read: the roster, last sightings, the turn, its own scouting.
import type { Seat } from '../../engine/index.js';
import type { Board } from './board.js';
import { REINFORCEMENT_BASE, visibleTo, type NavalState, type Unit } from './state.js';

let densityBuffer = new Float64Array(0);

/** Does `seat` believe u is an enemy ship afloat, hidden from it now (SS aside: scouting never lights them)? */
function hiddenEnemy(s: NavalState, u: Unit, seat: Seat): boolean {
  if (u.owner === seat || u.cls === 'SS' || visibleTo(u, seat)) return false;
  if (!u.alive && !u.removed) return false; // sunk: public
  if (u.removed && u.goneSeen) return false; // seen leaving
  // Known of: the fleet when rosters are open, anything once seen.
  return u.seenTurn >= 0 || (u.id < REINFORCEMENT_BASE && s.ctx.opts.openRoster);
}

/** The hexes u may be on as far as `seat` knows (before excluding scouted sea and the bases). */
function area(s: NavalState, u: Unit, seat: Seat): Int16Array {
  const { board, stats } = s.ctx;
  const speed = Math.max(1, stats[u.cls].mot);
  const turns = Math.max(1, s.turn - Math.max(0, u.seenTurn) + 1);
  const r = Math.min(speed * turns, 63);
  if (u.seenTurn >= 0) return board.within(u.seenHex, r);
  return nearZone(board, u.id >= REINFORCEMENT_BASE ? 'ring' : 'deploy', 1 - seat, r);
}

const zoneCache = new WeakMap<Board, Map<string, Int16Array>>();

/** Hexes within r of a seat's deployment zone or base ring (the union of the discs), cached per board. */
function nearZone(board: Board, zone: 'ring' | 'deploy', seat: number, r: number): Int16Array {
  let cache = zoneCache.get(board);
  if (cache === undefined) zoneCache.set(board, (cache = new Map()));
  const key = `${zone}:${seat}:${r}`;
  let hit = cache.get(key);
  if (hit === undefined) {
    const start = zone === 'ring' ? board.ring[seat] : board.deploy[seat];
    const { dist, n } = board;
    const out: number[] = [];
    for (let h = 0; h < n; h++) {
      for (const z of start) {
        if (dist[z * n + h] <= r) {
          out.push(h);
          break;
        }
      }
    }
    cache.set(key, (hit = Int16Array.from(out)));
  }
  return hit;
}

/**
 * Answers per seat, by what they were worked out from (the turn, the seat's scouting, every hidden
 * enemy's class and sighting), for one options' ctx and grid: a search asks again at each carrier node
 * in each of its worlds. The worlds of one search hold the same facts the seat knows, but its branches
 * differ in what the seat sees now (a move lights a ship), so one remembered answer missed most asks.
 */
interface Memo {
  ctx: NavalState['ctx'] | null;
  grid: readonly number[] | null;
  answers: Map<string, number>;
}
const memo: [Memo, Memo] = [
  { ctx: null, grid: null, answers: new Map() },
  { ctx: null, grid: null, answers: new Map() },
];
/** Answers kept per seat before the memo starts over (a bound on memory in long runs). */
const MEMO_CAP = 4096;

function factsKey(s: NavalState, seat: Seat): string {
  let key = `${s.turn}`;
  for (const h of s.scouted[seat]) key += `,${h}`;
  key += ';';
  for (const u of s.units) if (hiddenEnemy(s, u, seat)) key += `${u.id}:${u.cls}:${u.seenTurn}:${u.seenHex}:${u.seenHp},`;
  return key;
}

/** The hex of `grid` whose scouting disc holds the most expected hidden enemy worth (the first on ties). */
export function bestScout(s: NavalState, seat: Seat, grid: readonly number[]): number {
  const m = memo[seat];
  if (m.ctx !== s.ctx || m.grid !== grid || m.answers.size >= MEMO_CAP) {
    m.ctx = s.ctx;
    m.grid = grid;
    m.answers.clear();
  }
  const key = factsKey(s, seat);
  const hit = m.answers.get(key);
  if (hit !== undefined) return hit;
  const best = scoutFor(s, seat, grid);
  m.answers.set(key, best);
  return best;
}

function scoutFor(s: NavalState, seat: Seat, grid: readonly number[]): number {
  const { board, opts, stats } = s.ctx;
  const n = board.n;
  if (densityBuffer.length !== n) densityBuffer = new Float64Array(n);
  const density = densityBuffer;
  density.fill(0);
  const scouted = s.scouted[seat];
  const open = (h: number) => h !== board.base[0] && h !== board.base[1] && !scouted.includes(h);
  for (const u of s.units) {
    if (!hiddenEnemy(s, u, seat)) continue;
    const st = stats[u.cls];
    const hp = u.seenTurn >= 0 ? u.seenHp : st.hp;
    const worth = (Math.max(1, st.cost) * hp) / st.hp;
    const where = area(s, u, seat);
    let size = 0;
    for (const h of where) if (open(h)) size++;
    if (size === 0) continue;
    for (const h of where) if (open(h)) density[h] += worth / size;
  }
  let best = grid[0];
  let bestValue = -1;
  for (const c of grid) {
    let v = 0;
    for (const h of board.within(c, opts.reconRadius)) v += density[h];
    if (v > bestValue + 1e-12) {
      bestValue = v;
      best = c;
    }
  }
  return best;
}
