// A finished match replayed in the browser from its record (GET /api/matches/:id/replay), with the
// games' own rules: every action is checked again, the final state hash is compared with the
// server's, and any step can be shown as any seat saw it. Loaded only by the replay page.
import { LEGACY_DICE, Match, type ActionLike, type Json, type Label, type Seat, type Visibility } from '../../../src/engine/index.js';
import { getGame } from '../../../src/games/registry.js';
import type { ReplayResponse } from '../../../src/protocol/types.js';

export interface ReplayEvent {
  readonly type: string;
  readonly text: Label;
  readonly data: Json;
  readonly to: Visibility;
}

export interface ReplayStep {
  readonly seat: Seat;
  readonly label: Label;
  readonly events: readonly ReplayEvent[];
}

export interface Replayer {
  readonly seats: number;
  readonly steps: readonly ReplayStep[];
  /** The replayed final state hash equals the server's. */
  readonly verified: boolean;
  /** The view of `seat` (null = spectator) after the first `step` actions. */
  viewAt(step: number, seat: Seat | null): Json;
}

export function buildReplayer(rec: ReplayResponse): Replayer {
  const game = getGame(rec.game);
  const record = { game: rec.game, options: rec.options, seed: rec.seed, seats: rec.seats, actions: rec.actions as { seat: Seat; action: ActionLike }[] };
  // Records from before the dice had a scheme rolled legacy sfc32 dice.
  const dice = rec.dice ?? LEGACY_DICE;
  const fresh = () => Match.create(game, record.options, record.seed, record.seats, true, dice);

  const m = fresh();
  const steps: ReplayStep[] = record.actions.map((r, i) => {
    const key = game.actionKey(r.action);
    const choice = m.legalChoices(r.seat).find((c) => c.key === key);
    if (choice === undefined) throw new Error(`action #${i + 1} (${key}) is not legal on replay`);
    const events = m.apply(r.seat, choice.action).map((e) => ({ type: e.type, text: game.describeEvent(e), data: e.data, to: e.to }));
    return { seat: r.seat, label: choice.label, events };
  });
  const verified = m.hash() === rec.hash;

  // Views are rebuilt on demand: forward from where we are, or from the start when going back.
  let cursor = fresh();
  let at = 0;
  return {
    seats: rec.seats,
    steps,
    verified,
    viewAt(step, seat) {
      if (step < at) {
        cursor = fresh();
        at = 0;
      }
      for (; at < step; at++) cursor.apply(record.actions[at].seat, record.actions[at].action);
      return cursor.view(seat);
    },
  };
}

