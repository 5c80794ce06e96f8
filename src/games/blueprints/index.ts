// 設計圖及角色 (blueprints): seed 004's third-edition rules on the polar virtual ground, over our
// minimal base game (design blueprints-base-game.md), as a Sandtable game.
import type { Game, GameResult } from '../../engine/index.js';
import { actionCode, actionKey, type BpAction } from './actions.js';
import { applyAction } from './apply.js';
import { DECKS } from './data.js';
import { determinize } from './determinize.js';
import { evaluate, evaluateAll } from './evaluate.js';
import { legalActions, toMove } from './legal.js';
import { macroActions, macroStep } from './macro.js';
import { blueprintsOptionsSchema, type BlueprintsOptions } from './options.js';
import { cloneState, cloneStateInto, newState, type BpState } from './state.js';
import { summary } from './summary.js';
import { describeAction, describeEvent, REASONS } from './text.js';
import { startTurn } from './turn.js';
import { bpView } from './view.js';

export type { BpAction } from './actions.js';
export type { BlueprintsOptions } from './options.js';
export type { BpState } from './state.js';

function result(s: BpState): GameResult | null {
  if (s.phase !== 'over') return null;
  const reason = { code: s.reason, ...(REASONS[s.reason] ?? { zh: s.reason, en: s.reason }) };
  // Ranks: the living first (the winner best), then by how long each lasted.
  const score = (i: number) => (i === s.winner ? 1e6 : s.players[i].alive ? 1e5 + s.players[i].pool + s.players[i].youW : s.players[i].out);
  const ranks = s.players.map((_, i) => 1 + s.players.filter((_, j) => score(j) > score(i)).length);
  return s.winner >= 0 ? { winners: [s.winner], draw: false, ranks, reason } : { winners: [], draw: true, ranks, reason };
}

export const blueprints: Game<BpState, BpAction, BlueprintsOptions> = {
  id: 'blueprints',
  title: { zh: '設計圖及角色', en: 'Blueprints' },
  seatCounts: [2, 3, 4, 5, 6],
  optionsSchema: blueprintsOptionsSchema,
  setup: (options, seats, rng) => {
    const s = newState(options, seats, rng);
    startTurn(s, null);
    return s;
  },
  toMove,
  legalActions,
  actionKey,
  actionCode,
  apply: applyAction,
  view: bpView,
  result,
  turn: (s) => s.round,
  clone: cloneState,
  cloneInto: cloneStateInto,
  determinize,
  rng: (s) => s.rng,
  describeAction,
  describeEvent,
  evaluate,
  evaluateAll,
  content: (s, seat) => [DECKS[s.players[seat].deck].id],
  summary,
  firstSeat: (s) => s.first,
  macroActions,
  macroStep,
};
