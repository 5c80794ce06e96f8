// 战舰战甲 (mecha): the battleship-and-mecha duel of seed 000, as a Sandtable game.
import type { Game, GameResult, Seat } from '../../engine/index.js';
import { actionKey, type MechaAction } from './actions.js';
import { applyAction } from './apply.js';
import { determinize } from './determinize.js';
import { legalActions, toMove } from './legal.js';
import { mechaOptionsSchema, type MechaOptions } from './options.js';
import { cloneState, newState, type MechaState } from './state.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { mechaView } from './view.js';

import { content } from './content.js';
export type { MechaAction } from './actions.js';
export type { MechaOptions } from './options.js';
export type { MechaState } from './state.js';

function result(s: MechaState): GameResult | null {
  if (s.winner < 0) return null;
  const reason = { code: s.reason, ...(REASONS[s.reason] ?? { zh: s.reason, en: s.reason }) };
  return s.winner === 2 ? { winners: [], draw: true, reason } : { winners: [s.winner], draw: false, reason };
}

/** Material: ship HP share (weighted ×2) plus each surviving mech's HP share, own against the enemy's. */
function evaluate(s: MechaState, seat: Seat): number {
  if (s.winner >= 0) return s.winner === 2 ? 0 : s.winner === seat ? 1 : -1;
  if (s.units.length === 0) return 0;
  const score = (p: Seat): number => {
    let v = 0;
    for (const u of s.units) {
      if (u.owner !== p || u.place === 'down') continue;
      v += ((u.ship ? 2 : 0.5) * u.hp) / Math.max(1, u.maxHp);
    }
    return v;
  };
  const a = score(seat);
  const b = score(1 - seat);
  return a + b === 0 ? 0 : (a - b) / (a + b);
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
  apply: applyAction,
  view: mechaView,
  result,
  turn: (s) => s.turn,
  clone: cloneState,
  determinize,
  rng: (s) => s.rng,
  describeAction,
  describeEvent,
  evaluate,
  // Fleet building is the setup simulations fill at random; the secret victory choice is play.
  isSetup: (s) => s.phase === 'build',
  content,
  firstSeat: (s) => (s.phase === 'play' || s.phase === 'over' ? s.first : null),
};
