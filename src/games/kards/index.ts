// KARDS (seed 003): the WWII card game by its player-written rulebook and rulings, on the official card data.
import { twoSidedResult, type Game, type GameResult } from '../../engine/index.js';
import { actionCode, actionKey, type KardsAction } from './actions.js';
import { applyAction } from './apply.js';
import { CARDS } from './cards.js';
import { kardsCatalog } from './catalog.js';
import { cloneInto } from './copy.js';
import { determinize } from './determinize.js';
import { evaluate, evaluateAll } from './evaluate.js';
import { legalActions, toMove } from './legal.js';
import { kardsOptionsSchema, type KardsOptions } from './options.js';
import { seatDeck } from './seat-deck.js';
import { newState } from './setup.js';
import { preview } from './preview.js';
import { cloneState, type KardsState } from './state.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { kardsView } from './view.js';
import { summary } from './summary.js';

export type { KardsAction } from './actions.js';
export type { KardsOptions } from './options.js';
export type { KardsState } from './state.js';

function result(s: KardsState): GameResult | null {
  return twoSidedResult(s.winner, s.reason, REASONS[s.reason] ?? { zh: s.reason, en: s.reason });
}

export const kards: Game<KardsState, KardsAction, KardsOptions> = {
  id: 'kards',
  title: { zh: 'KARDS 二战卡牌', en: 'KARDS' },
  seatCounts: [2],
  optionsSchema: kardsOptionsSchema,
  setup: (options, _seats, rng) => newState(options, rng),
  toMove,
  legalActions,
  actionKey,
  actionCode,
  apply: applyAction,
  view: kardsView,
  result,
  turn: (s) => s.turn,
  clone: cloneState,
  cloneInto,
  determinize,
  rng: (s) => s.rng,
  describeAction,
  // An attack's damage both ways as the attacker can foresee it (K-PV1).
  preview,
  describeEvent,
  evaluate,
  evaluateAll,
  // The cards a seat played: a simulation's "chosen" rate is the played rate, "win rate with" the win rate when played.
  content: (s, seat) => s.sides[seat].played.map((c) => CARDS[c].id),
  summary,
  firstSeat: (s) => (s.phase === 'mull' ? null : s.first),
  // Decks are each seat's own secret: chosen at a table before the match, never in publicOptions.
  seatSecret: seatDeck,
  catalog: kardsCatalog,
};
