// 海战 (naval): the hex naval wargame of seed 001, as a Sandtable game.
import { twoSidedResult, type Game, type GameResult } from '../../engine/index.js';
import { actionCode, actionKey, type NavalAction } from './actions.js';
import { randomSetup } from './random-setup.js';
import { botSetup } from './bot-setup.js';
import { summary } from './summary.js';
import { applyAction } from './apply.js';
import { determinize } from './determinize.js';
import { evaluate, evaluateAll } from './evaluate.js';
import { legalActions, toMove } from './legal.js';
import { macroActions, macroStep } from './macro.js';
import { navalOptionsSchema, type NavalOptions } from './options.js';
import { cloneState, newState, type NavalState } from './state.js';
import { cloneInto } from './copy.js';
import { describeAction, describeEvent, REASONS, withCoords } from './text.js';
import { navalView } from './view.js';
import { reveals } from './reveals.js';

export type { NavalAction } from './actions.js';
export type { NavalOptions } from './options.js';
export type { NavalState } from './state.js';

function result(s: NavalState): GameResult | null {
  return twoSidedResult(s.winner, s.reason, REASONS[s.reason]);
}

export const naval: Game<NavalState, NavalAction, NavalOptions> = {
  id: 'naval',
  title: { zh: '海战', en: 'Naval Battle' },
  seatCounts: [2],
  optionsSchema: navalOptionsSchema,
  setup: (options, _seats, rng) => newState(options, rng),
  toMove,
  legalActions,
  actionKey,
  actionCode,
  apply(s, seat, a, events) {
    const start = events?.length ?? 0;
    applyAction(s, seat, a, events);
    if (events) for (let i = start; i < events.length; i++) events[i] = withCoords(s, events[i]);
  },
  view: navalView,
  result,
  turn: (s) => s.turn,
  clone: cloneState,
  cloneInto,
  determinize,
  rng: (s) => s.rng,
  describeAction,
  describeEvent,
  evaluate,
  evaluateAll,
  isSetup: (s) => s.phase === 'build' || s.phase === 'deploy',
  randomSetup,
  botSetup,
  summary,
  // Every naval option is public: the board, the budget and class limits, the rulings' switches.
  publicOptions: (o) => o,
  reveals,
  // Fleet classes as built (plus SS, always present) — what each side brought.
  content: (s, seat) => [...new Set(s.setup[seat].fleet)],
  // Seat 0 acts first on turn 1 (then the first player alternates: NR-2).
  firstSeat: (s) => (s.turn >= 1 ? 0 : null),
  // Bots choose a ship's whole move at once (its destination) and play it step by step.
  macroActions,
  macroStep,
};
