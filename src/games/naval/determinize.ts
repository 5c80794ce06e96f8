// Determinization for fair bots: a full state that agrees with everything `seat` knows, with every
// hidden fact (unlit enemy positions, HP, torpedo counts, secret reinforcements, mines, fighter zones,
// aims, fleet choices, the dice) resampled. Built only from seat-known facts, so two states the seat
// cannot tell apart give the same sample for the same generator.
import type { Rng, Seat } from '../../engine/index.js';
import type { Board } from './board.js';
import { COMBAT_CLASSES, type CombatClass } from './data.js';
import { canAdd, nextToPlace } from './legal.js';
import { addUnit, unitsChanged, unitId, cloneState, keepObjects, mapObjects, objectArray, onBoard, REINFORCEMENT_BASE, visibleTo, type NavalState, type Unit } from './state.js';

/** A random legal fleet (random additions, each step stopping with probability 1/4). */
export function randomFleet(s: NavalState, rng: Rng): CombatClass[] {
  const fleet = objectArray<CombatClass>(); // a state's fleet: see objectArray
  for (;;) {
    const options = COMBAT_CLASSES.filter((c) => canAdd(s, fleet, c));
    if (options.length === 0 || (fleet.length > 0 && rng.int(4) === 0)) return fleet;
    fleet.push(rng.pick(options));
  }
}

function knownToSeat(u: Unit, seat: Seat, openRoster: boolean): boolean {
  if (u.owner === seat) return true;
  if (!u.alive && !u.removed) return true; // sunk: public
  if (u.removed && u.goneSeen) return true;
  if (u.id < REINFORCEMENT_BASE) return openRoster || u.seenTurn >= 0;
  return u.seenTurn >= 0;
}

export function determinize(s: NavalState, seat: Seat, rng: Rng): NavalState {
  const d = cloneState(s);
  const enemy = 1 - seat;
  const { board, opts, stats } = d.ctx;
  d.rng = rng.fork();
  // Secret choices of the enemy the seat has not seen: its mines and fighter zones.
  d.mines = keepObjects(d.mines, (m) => m.owner === seat || m.revealed);
  d.zones = keepObjects(d.zones, (z) => z.owner === seat || z.spent);
  if (d.phase === 'over') return d;

  if (d.phase === 'build') {
    const side = d.setup[enemy];
    const fleet = randomFleet(d, rng);
    side.fleet = side.built ? fleet : fleet.slice(0, rng.int(fleet.length + 1));
    return d;
  }

  // Units the seat knows of, as it knows them; the rest are dropped and resampled.
  const deploying = d.phase === 'deploy';
  const kept = keepObjects(d.units, (u) => (!deploying || u.owner === seat) && knownToSeat(u, seat, opts.openRoster));
  for (const u of kept) {
    if (u.owner === seat) continue;
    if (u.removed && !u.goneSeen) {
      // It left unseen: as far as the seat knows it is still out there.
      u.removed = false;
      u.alive = true;
    }
    u.mine = stats[u.cls].mine;
    if (!visibleTo(u, seat) && u.alive) {
      u.hex = -2; // to be sampled
      u.hp = u.seenTurn >= 0 ? u.seenHp : stats[u.cls].hp;
      u.lit = false;
      u.exposed = false;
    }
  }
  d.units = kept; // a new array: no afloat list is kept for it yet
  if (deploying) {
    addEnemyFleet(d, enemy, randomFleet(d, rng), nextToPlace(s, enemy) === null, rng);
  } else if (!opts.openRoster) {
    // Unknown part of the enemy fleet: a random completion within the remaining budget.
    const known = kept.filter((u) => u.owner === enemy && u.id < REINFORCEMENT_BASE && u.cls !== 'SS').map((u) => u.cls as CombatClass);
    const extra: CombatClass[] = [];
    for (;;) {
      const options = COMBAT_CLASSES.filter((c) => canAdd(d, [...known, ...extra], c));
      if (options.length === 0 || rng.int(3) === 0) break;
      extra.push(rng.pick(options));
    }
    const subsKnown = kept.filter((u) => u.owner === enemy && u.cls === 'SS').length;
    const subs = new Array<'SS'>(Math.max(0, opts.subsPerSide - subsKnown)).fill('SS');
    let index = 0;
    const used = new Set(kept.map((u) => u.id));
    for (const cls of [...extra, ...subs]) {
      while (used.has(unitId(enemy, index, false))) index++;
      const u = addUnit(d, enemy, cls, -1, unitId(enemy, index, false));
      used.add(u.id);
      u.hex = -2;
    }
  }
  d.units.sort((a, b) => a.id - b.id);
  unitsChanged(d);

  // Sample positions for unseen enemy units, in id order.
  const taken = new Set<number>();
  for (const u of d.units) if (onBoard(u) && u.cls !== 'SS' && u.hex >= 0) taken.add(u.hex);
  const scouted = new Set(d.scouted[seat]);
  for (const u of d.units) {
    if (u.hex !== -2) continue;
    const cands = candidates(d, u, enemy, scouted, taken);
    u.hex = cands.length > 0 ? cands[rng.int(cands.length)] : -1;
    if (u.hex < 0) {
      u.alive = false;
      unitsChanged(d);
    }
    else if (u.cls !== 'SS') taken.add(u.hex);
  }

  // The enemy's secret aims: resampled.
  d.aims[enemy] = mapObjects(
    keepObjects(d.aims[enemy], (a) => d.units.some((u) => u.id === a.unit && onBoard(u))),
    (a) => {
      const shooter = d.units.find((u) => u.id === a.unit)!;
      const ring = board.within(shooter.hex, stats[shooter.cls].gun).filter((h) => h !== shooter.hex);
      return { unit: a.unit, hex: ring.length > 0 ? ring[rng.int(ring.length)] : a.hex };
    },
  );
  d.setup[enemy].fleet = mapObjects(
    keepObjects(d.units, (u) => u.owner === enemy && u.id < REINFORCEMENT_BASE && u.cls !== 'SS'),
    (u) => u.cls as CombatClass,
  );
  d.cThisTurn[enemy] = 0;
  d.mlTotal[enemy] = d.units.filter((u) => u.owner === enemy && u.cls === 'ML').length;
  const exists = (id: number) => id === -1 || d.units.some((u) => u.id === id && onBoard(u));
  d.pending[enemy] = d.pending[enemy].filter(exists);
  if (d.active && !exists(d.active.unit)) d.active = null;
  return d;
}

/** Where an unseen enemy unit could be: near where it was last seen, or near where it started. */
function candidates(d: NavalState, u: Unit, enemy: Seat, scouted: ReadonlySet<number>, taken: ReadonlySet<number>): number[] {
  const { board, opts, stats } = d.ctx;
  const isSub = u.cls === 'SS';
  const speed = isSub ? opts.subMoveUnlit : Math.max(1, stats[u.cls].mot);
  const turns = Math.max(1, d.turn - Math.max(0, u.seenTurn) + 1);
  let area: Int16Array;
  if (d.phase === 'deploy') area = isSub ? board.neutral : board.deploy[enemy];
  else if (u.seenTurn >= 0) area = board.within(u.seenHex, Math.min(speed * turns, 63));
  else area = near(board, isSub ? 'neutral' : u.id >= REINFORCEMENT_BASE ? 'ring' : 'deploy', enemy, speed * turns);
  const out: number[] = [];
  for (const h of area) {
    if (h === board.base[0] || h === board.base[1]) continue;
    if (!isSub && (scouted.has(h) || taken.has(h))) continue;
    out.push(h);
  }
  return out;
}

const nearCache = new WeakMap<Board, Map<string, Int16Array>>();

/** Hexes within r of a start zone of `seat`, cached per board. */
function near(board: Board, zone: 'deploy' | 'ring' | 'neutral', seat: Seat, r: number): Int16Array {
  let cache = nearCache.get(board);
  if (!cache) nearCache.set(board, (cache = new Map()));
  const radius = Math.min(r, board.rows + board.cols);
  const key = `${zone}:${seat}:${radius}`;
  let hit = cache.get(key);
  if (!hit) {
    const start = zone === 'neutral' ? board.neutral : zone === 'ring' ? board.ring[seat] : board.deploy[seat];
    const out: number[] = [];
    for (let h = 0; h < board.n; h++) {
      for (const z of start) {
        if (board.dist[z * board.n + h] <= radius) {
          out.push(h);
          break;
        }
      }
    }
    cache.set(key, (hit = Int16Array.from(out)));
  }
  return hit;
}

function addEnemyFleet(d: NavalState, enemy: Seat, fleet: CombatClass[], done: boolean, rng: Rng): void {
  const all = [...fleet, ...new Array<'SS'>(d.ctx.opts.subsPerSide).fill('SS')];
  // All placed if the enemy has finished deploying, else a random prefix of them.
  const placed = done ? all.length : rng.int(all.length);
  all.forEach((cls, i) => {
    const u = addUnit(d, enemy, cls, -1, unitId(enemy, i, false));
    u.hex = i < placed ? -2 : -1;
  });
  d.setup[enemy].fleet = fleet;
}
