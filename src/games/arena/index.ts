// 斗擂奇谭 (arena): the hex arena card battler of seed 002, for 2, 4 and 6 players, on the kernel's
// resolution queue.
import type { Game, GameResult, Seat } from '../../engine/index.js';
import { actionCode, actionKey, type ArenaAction } from './actions.js';
import { applyAction } from './apply.js';
import { cloneInto } from './copy.js';
import { CHARACTERS, TALENTS } from './data/cards.js';
import { determinize } from './determinize.js';
import { evaluate, evaluateAll } from './evaluate.js';
import { legalActions, toMove } from './legal.js';
import { arenaOptionsSchema, type ArenaOptions } from './options.js';
import { newState } from './setup.js';
import { cloneState, type ArenaState } from './state.js';
import { summary } from './summary.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { arenaView } from './view.js';

export type { ArenaAction } from './actions.js';
export type { ArenaOptions } from './options.js';
export type { ArenaState } from './state.js';

function result(s: ArenaState): GameResult | null {
  if (s.phase !== 'over') return null;
  const reason = { code: s.reason, ...(REASONS[s.reason] ?? { zh: s.reason, en: s.reason }) };
  return { winners: s.winners, draw: s.winners.length === 0, reason };
}

function content(s: ArenaState, seat: Seat): string[] {
  const pl = s.players[seat];
  const out = [`character:${CHARACTERS[pl.char].id}`];
  if (pl.talent >= 0) out.push(`talent:${TALENTS[pl.talent].id}`);
  return out;
}

export const arena: Game<ArenaState, ArenaAction, ArenaOptions> = {
  id: 'arena',
  title: { zh: '斗擂奇谭', en: 'Arena' },
  seatCounts: [2, 4, 6],
  optionsSchema: arenaOptionsSchema,
  setup: (o, seats, rng) => newState(o, seats, rng),
  toMove,
  legalActions,
  actionKey,
  actionCode,
  apply: applyAction,
  view: arenaView,
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
  isSetup: (s) => s.phase === 'talent',
  content,
  summary,
  firstSeat: (s) => (s.first >= 0 ? s.first : null),
};
