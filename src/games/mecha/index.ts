// 战舰战甲 (mecha): the battleship-and-mecha duel of seed 000, as a Sandtable game.
import { twoSidedResult, type Game, type GameResult } from '../../engine/index.js';
import { actionCode, actionKey, type MechaAction } from './actions.js';
import { applyAction } from './apply.js';
import { cloneInto } from './copy.js';
import { determinize } from './determinize.js';
import { evaluate, evaluateAll } from './evaluate.js';
import { legalActions, toMove } from './legal.js';
import { mechaOptionsSchema, type MechaOptions } from './options.js';
import { cloneState, newState, type MechaState } from './state.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { mechaView } from './view.js';

import { content } from './content.js';
import { botSetup } from './bot-setup.js';
import { summary } from './summary.js';
export type { MechaAction } from './actions.js';
export type { MechaOptions } from './options.js';
export type { MechaState } from './state.js';

function result(s: MechaState): GameResult | null {
  return twoSidedResult(s.winner, s.reason, REASONS[s.reason] ?? { zh: s.reason, en: s.reason });
}

export const mecha: Game<MechaState, MechaAction, MechaOptions> = {
  id: 'mecha',
  title: { zh: '战舰战甲', en: 'Battleship & Mecha Duel' },
  seatCounts: [2],
  optionsSchema: mechaOptionsSchema,
  setup: (options, _seats, rng) => newState(options, rng),
  toMove,
  legalActions,
  actionKey,
  actionCode,
  apply: applyAction,
  view: mechaView,
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
  // Fleet building is the setup simulations fill at random; the secret victory choice is play.
  isSetup: (s) => s.phase === 'build',
  botSetup,
  summary,
  // Every mecha option is public: content toggles, counts and the rulings' switches.
  publicOptions: (o) => o,
  content,
  firstSeat: (s) => (s.phase === 'play' || s.phase === 'over' ? s.first : null),
};
