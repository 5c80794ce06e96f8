// Who owes a decision, and the legal choices of a seat, in priority order of what is pending.
import type { Seat } from '../../engine/index.js';
import { options, owed } from '../../engine/queue.js';
import type { MechaAction } from './actions.js';
import { buildChoices } from './build.js';
import { skillChoices } from './captains.js';
import { cardChoices, pickChoices } from './cards.js';
import { secondTargets } from './combat.js';
import { GOALS } from './data.js';
import { actsChoices, dashChoices, endMoveChoices, opChoices } from './mechs.js';
import { drawChoices, fireChoices, hangarChoices, launchChoices, overloadChoices, resupplyChoices } from './ship.js';
import type { MechaState } from './state.js';
import { STEPS } from './steps.js';

const BOTH: readonly Seat[] = [0, 1];
const ONLY: readonly (readonly Seat[])[] = [[0], [1]];
const NONE: readonly Seat[] = [];

export function toMove(s: MechaState): readonly Seat[] {
  switch (s.phase) {
    case 'build':
      return s.build[0].done ? ONLY[1] : s.build[1].done ? ONLY[0] : BOTH;
    case 'goal':
      return s.sides[0].goal >= 0 ? ONLY[1] : s.sides[1].goal >= 0 ? ONLY[0] : BOTH;
    case 'play':
      return ONLY[s.win ? owed(s.win) : s.active];
    default:
      return NONE;
  }
}

const GOAL_ACTS: readonly MechaAction[] = GOALS.map((_, g) => ({ t: 'goal', g }));
const END: MechaAction = { t: 'end' };
const DONE_SECOND: MechaAction = { t: 'second', u: -1 };

export function legalActions(s: MechaState, seat: Seat): MechaAction[] {
  switch (s.phase) {
    case 'build':
      return buildChoices(s.ctx, s.build[seat]);
    case 'goal':
      return s.sides[seat].goal < 0 ? GOAL_ACTS.slice() : [];
    case 'play':
      break;
    default:
      return [];
  }
  if (s.win) {
    // A window on the queue: only the seat that owes it chooses.
    const out: MechaAction[] = [];
    options(s, s.win, STEPS, seat, out);
    return out;
  }
  if (seat !== s.active) return [];
  if (s.pick) return pickChoices(s);
  if (s.second) {
    const out: MechaAction[] = [DONE_SECOND];
    for (const u of secondTargets(s, seat, s.second.first)) out.push({ t: 'second', u });
    return out;
  }
  if (s.launch) return launchChoices(s, seat);
  const out: MechaAction[] = [];
  if (s.acts.length > 0) {
    actsChoices(s, out);
    return out;
  }
  if (s.endMoves) {
    endMoveChoices(s, out);
    return out;
  }
  fireChoices(s, seat, out);
  drawChoices(s, seat, out);
  opChoices(s, seat, out);
  hangarChoices(s, seat, out);
  if (s.ap >= 2 && s.units[seat].place === 'field') out.push({ t: 'gather' });
  cardChoices(s, seat, out);
  skillChoices(s, seat, out);
  resupplyChoices(s, seat, out);
  overloadChoices(s, seat, out);
  dashChoices(s, seat, out);
  out.push(END);
  return out;
}
