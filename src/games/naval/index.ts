// 海战 (naval): the hex naval wargame of seed 001, as a Sandtable game.
import type { Game, GameResult } from '../../engine/index.js';
import { actionKey, type NavalAction } from './actions.js';
import { applyAction } from './apply.js';
import { determinize } from './determinize.js';
import { legalActions, toMove } from './legal.js';
import { navalOptionsSchema, type NavalOptions } from './options.js';
import { cloneState, newState, onBoard, type NavalState } from './state.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { navalView } from './view.js';

export type { NavalAction } from './actions.js';
export type { NavalOptions } from './options.js';
export type { NavalState } from './state.js';

function result(s: NavalState): GameResult | null {
  if (s.winner < 0) return null;
  const reason = { code: s.reason, ...REASONS[s.reason] };
  return s.winner === 2 ? { winners: [], draw: true, reason } : { winners: [s.winner], draw: false, reason };
}

/** Material: remaining HP weighted by cost, own minus enemy over the total. */
function evaluate(s: NavalState, seat: number): number {
  if (s.winner >= 0) return s.winner === 2 ? 0 : s.winner === seat ? 1 : -1;
  const { stats } = s.ctx;
  let mine = 0;
  let theirs = 0;
  for (const u of s.units) {
    if (!onBoard(u)) continue;
    const st = stats[u.cls];
    const v = (Math.max(1, st.cost) * u.hp) / st.hp;
    if (u.owner === seat) mine += v;
    else theirs += v;
  }
  const holdBonus = 0.1 * (s.hold[seat] - s.hold[1 - seat]);
  return mine + theirs === 0 ? 0 : Math.max(-1, Math.min(1, (mine - theirs) / (mine + theirs) + holdBonus));
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
  apply: applyAction,
  view: navalView,
  result,
  turn: (s) => s.turn,
  clone: cloneState,
  determinize,
  rng: (s) => s.rng,
  describeAction,
  describeEvent,
  evaluate,
};
