// Turn flow: the seven phases in order, the two sides alternating inside each (双方玩家在每个环节交替
// 执行操作), automatic steps at phase starts, and the end-of-turn judgement (判定是否分出胜负).
import type { EventSink, Seat } from '../../engine/index.js';
import { canKillSub, detectSubs, resolveCollisions, resolveShelling } from './combat.js';
import { onBoard, type NavalState, type Phase, type Unit } from './state.js';

const TURN_PHASES: readonly Phase[] = ['supply', 'move', 'recon', 'fighters', 'strike', 'shelling', 'torpedo', 'subDetect', 'subMove', 'subTorpedo'];

/** Which units of each seat take part in `phase` (their act is owed), in one pass over the units. */
function participants(s: NavalState, phase: Phase): [number[], number[]] {
  const out: [number[], number[]] = [[], []];
  if (phase === 'supply') {
    if (canReinforce(s, 0)) out[0].push(-1);
    if (canReinforce(s, 1)) out[1].push(-1);
  }
  // The phase is tested once, outside the loop: this runs at every phase start, over every unit ever
  // fielded (sunk ones included).
  const test = TAKES_PART[phase];
  if (test === undefined) return out;
  for (const u of s.units) if (u.alive && u.hex >= 0 && test(s, u)) out[u.owner].push(u.id);
  return out;
}

type PartTest = (s: NavalState, u: Unit) => boolean;

const TAKES_PART: Partial<Record<Phase, PartTest>> = {
  supply: (_s, u) => u.cls === 'C' || u.cls === 'ML',
  move: (s, u) => u.cls !== 'SS' && u.cls !== 'C' && u.cls !== 'ML' && s.ctx.stats[u.cls].mot > 0,
  recon: (_s, u) => u.cls === 'CV',
  fighters: (_s, u) => u.cls === 'CV',
  strike: (_s, u) => u.cls === 'CV',
  shelling: (s, u) => s.ctx.stats[u.cls].gun > 0,
  torpedo: (s, u) => u.mine > 0 && (u.cls !== 'SS' || s.ctx.opts.subsFireInTorpedoPhase),
  subDetect: (s, u) => u.cls === 'DD' && canKillSub(s, u),
  subMove: (_s, u) => u.cls === 'SS',
  subTorpedo: (_s, u) => u.cls === 'SS' && u.mine > 0,
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
  s.pending = participants(s, phase);
  s.actor = s.pending[s.first].length > 0 ? s.first : 1 - s.first;
  ev?.push({ type: 'phase', to: 'all', data: { turn: s.turn, phase } });
}

/** Close the current phase's simultaneous effects and open the next phase that has anything to do. */
function nextPhase(s: NavalState, ev: EventSink): void {
  for (;;) {
    if (s.phase === 'move') resolveCollisions(s, ev);
    if (s.phase === 'shelling') resolveShelling(s, ev);
    const i = TURN_PHASES.indexOf(s.phase);
    if (i === TURN_PHASES.length - 1) {
      endTurn(s, ev);
      if (s.winner >= 0) return;
      startTurn(s, ev);
    } else {
      startPhase(s, TURN_PHASES[i + 1], ev);
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
  for (const u of s.units) {
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
  s.pending[0] = [];
  s.pending[1] = [];
  s.active = null;
  for (const u of s.units) {
    // The battle is over: everything is revealed.
    if (onBoard(u)) u.lit = true;
  }
  for (const m of s.mines) m.revealed = true;
  ev?.push({ type: 'gameOver', to: 'all', data: { winner, reason } });
}
