// Turn flow: the seven phases in order, the two sides alternating inside each (双方玩家在每个环节交替
// 执行操作), automatic steps at phase starts, and the end-of-turn judgement (判定是否分出胜负).
import type { EventSink, Seat } from '../../engine/index.js';
import { canKillSub, detectSubs, resolveCollisions, resolveShelling } from './combat.js';
import { afloat, onBoard, type NavalState, type Phase } from './state.js';

const TURN_PHASES: readonly Phase[] = ['supply', 'move', 'recon', 'fighters', 'strike', 'shelling', 'torpedo', 'subDetect', 'subMove', 'subTorpedo'];

/** The phase after each of a turn's phases (null: the turn ends), looked up once per phase change. */
const NEXT_PHASE: Readonly<Partial<Record<Phase, Phase | null>>> = Object.fromEntries(
  TURN_PHASES.map((p, i) => [p, i + 1 < TURN_PHASES.length ? TURN_PHASES[i + 1] : null]),
);

/**
 * Which units of each seat take part in `phase` (their act is owed), in one pass over the units, written
 * into the state's own pending lists (at every phase start: fresh lists were a seventh of what a naval
 * search allocates).
 */
function participants(s: NavalState, phase: Phase): void {
  const out = s.pending;
  out[0].length = 0;
  out[1].length = 0;
  if (phase === 'supply') {
    if (canReinforce(s, 0)) out[0].push(-1);
    if (canReinforce(s, 1)) out[1].push(-1);
  }
  // The phase is tested once, outside the loop (as a small code, so the loop calls no closure): this
  // runs at every phase start, over every unit ever fielded (sunk ones included).
  const part = PART_CODE[phase];
  if (part === NONE) return;
  const { stats, opts } = s.ctx;
  for (const u of afloat(s)) {
    if (!u.alive || u.hex < 0) continue;
    const c = u.cls;
    let takes: boolean;
    switch (part) {
      case SUPPLY:
        takes = c === 'C' || c === 'ML';
        break;
      case MOVE:
        takes = c !== 'SS' && c !== 'C' && c !== 'ML' && stats[c].mot > 0;
        break;
      case CARRIER:
        takes = c === 'CV';
        break;
      case SHELLING:
        takes = stats[c].gun > 0;
        break;
      case TORPEDO:
        takes = u.mine > 0 && (c !== 'SS' || opts.subsFireInTorpedoPhase);
        break;
      case SUB_DETECT:
        takes = c === 'DD' && canKillSub(s, u);
        break;
      case SUB_MOVE:
        takes = c === 'SS';
        break;
      default: // SUB_TORPEDO
        takes = c === 'SS' && u.mine > 0;
    }
    if (takes) out[u.owner].push(u.id);
  }
}

// Who takes part in each phase, by code.
const NONE = 0;
const SUPPLY = 1;
const MOVE = 2;
const CARRIER = 3;
const SHELLING = 4;
const TORPEDO = 5;
const SUB_DETECT = 6;
const SUB_MOVE = 7;
const SUB_TORPEDO = 8;

const PART_CODE: Readonly<Record<Phase, number>> = {
  build: NONE,
  deploy: NONE,
  over: NONE,
  supply: SUPPLY,
  move: MOVE,
  recon: CARRIER,
  fighters: CARRIER,
  strike: CARRIER,
  shelling: SHELLING,
  torpedo: TORPEDO,
  subDetect: SUB_DETECT,
  subMove: SUB_MOVE,
  subTorpedo: SUB_TORPEDO,
};

/** 补给船 C (≤1 a turn) and 布雷艇 ML (≤1 in total) may join from turn 3 (第二回合后). */
export function canReinforce(s: NavalState, seat: Seat): boolean {
  const o = s.ctx.opts;
  if (s.turn < o.reinforceFromTurn) return false;
  return s.cThisTurn[seat] < o.maxSupplyPerTurn || s.mlTotal[seat] < o.maxMinelayers;
}

export function startPhase(s: NavalState, phase: Phase, ev: EventSink): void {
  s.phase = phase;
  s.active = null;
  if (phase === 'subDetect') detectSubs(s, ev);
  participants(s, phase);
  s.actor = s.pending[s.first].length > 0 ? s.first : 1 - s.first;
  ev?.push({ type: 'phase', to: 'all', data: { turn: s.turn, phase } });
}

/** Close the current phase's simultaneous effects and open the next phase that has anything to do. */
function nextPhase(s: NavalState, ev: EventSink): void {
  for (;;) {
    if (s.phase === 'move') resolveCollisions(s, ev);
    if (s.phase === 'shelling') resolveShelling(s, ev);
    const next = NEXT_PHASE[s.phase];
    if (next === null) {
      endTurn(s, ev);
      if (s.winner >= 0) return;
      startTurn(s, ev);
    } else {
      // (A phase outside the turn's list starts the turn's first, as indexOf's -1 did.)
      startPhase(s, next ?? TURN_PHASES[0], ev);
    }
    if (s.pending[0].length > 0 || s.pending[1].length > 0) return;
  }
}

export function startTurn(s: NavalState, ev: EventSink): void {
  s.turn++;
  s.first = s.ctx.opts.firstPlayer === 'alternate' ? (s.turn - 1) % 2 : 0;
  s.cThisTurn[0] = 0;
  s.cThisTurn[1] = 0;
  ev?.push({ type: 'turn', to: 'all', data: { turn: s.turn, first: s.first } });
  startPhase(s, 'supply', ev);
}

/** Start the first turn once both fleets are deployed, skipping empty phases. */
export function beginBattle(s: NavalState, ev: EventSink): void {
  startTurn(s, ev);
  if (s.pending[0].length === 0 && s.pending[1].length === 0) nextPhase(s, ev);
}

/** The active seat finished one act: pass the go to the other side if it still has acts owed. */
export function finishAct(s: NavalState, ev: EventSink): void {
  s.active = null;
  const other = 1 - s.actor;
  if (s.winner >= 0) return;
  if (s.pending[other].length > 0) s.actor = other;
  else if (s.pending[s.actor].length === 0) nextPhase(s, ev);
}

/** 至此一回合结束: lit/exposed marks, recon and fighter zones expire; then the win conditions. */
function endTurn(s: NavalState, ev: EventSink): void {
  const { board, opts } = s.ctx;
  // Every unit, not only those afloat: one removed this turn (a C after resupplying) may still be lit.
  for (const u of s.units) {
    u.lit = false;
    u.exposed = false;
  }
  s.scouted[0].length = 0;
  s.scouted[1].length = 0;
  s.zones.length = 0;
  // One pass over the units: who is afloat, who guards its own deployment zone, who sits by the enemy base.
  const alive = [0, 0];
  const guarded = [false, false];
  const atRing = [false, false];
  for (const u of afloat(s)) {
    if (!onBoard(u)) continue;
    // C/ML, which may join every turn, neither keep a side alive nor guard its zone (NR-19).
    const counts = opts.auxiliariesCount || (u.cls !== 'C' && u.cls !== 'ML');
    if (counts) alive[u.owner]++;
    if (counts && board.inDeploy[u.owner][u.hex]) guarded[u.owner] = true;
    if (board.dist[u.hex * board.n + board.base[1 - u.owner]] === 1) atRing[u.owner] = true;
  }
  for (const seat of [0, 1] as const) s.hold[seat] = !guarded[1 - seat] && atRing[seat] ? s.hold[seat] + 1 : 0;
  ev?.push({ type: 'turnEnd', to: 'all', data: { turn: s.turn, hold: [s.hold[0], s.hold[1]] } });
  const held = [s.hold[0] >= opts.holdTurns, s.hold[1] >= opts.holdTurns];
  if (alive[0] === 0 || alive[1] === 0) {
    finish(s, alive[0] === 0 && alive[1] === 0 ? 2 : alive[0] === 0 ? 1 : 0, 'annihilation', ev);
  } else if (held[0] || held[1]) {
    finish(s, held[0] && held[1] ? 2 : held[0] ? 0 : 1, 'base', ev);
  } else if (s.turn >= opts.turnCap) {
    finish(s, 2, 'turnCap', ev);
  }
}

function finish(s: NavalState, winner: number, reason: string, ev: EventSink): void {
  s.winner = winner;
  s.reason = reason;
  s.phase = 'over';
  s.pending[0].length = 0;
  s.pending[1].length = 0;
  s.active = null;
  for (const u of afloat(s)) {
    // The battle is over: everything is revealed.
    if (onBoard(u)) u.lit = true;
  }
  for (const m of s.mines) m.revealed = true;
  ev?.push({ type: 'gameOver', to: 'all', data: { winner, reason } });
}
