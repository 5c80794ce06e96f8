// Who sits where: me on this screen, a friend with a link, or a server-side bot — by difficulty, or
// any other bot the server lists (random, heuristic…).
import type { SeatSpec } from '../../../src/protocol/types.js';
import { botSpec, DIFFICULTIES, type Difficulty } from './bots.js';

export type SeatChoice =
  | { readonly kind: 'me' }
  | { readonly kind: 'friend' }
  | { readonly kind: 'bot'; readonly difficulty: Difficulty }
  | { readonly kind: 'named'; readonly bot: string };

export function defaultSeats(n: number): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? { kind: 'me' } : { kind: 'bot', difficulty: 'normal' }));
}

export function seatSpecs(choices: readonly SeatChoice[], bots: readonly string[]): SeatSpec[] {
  return choices.map((c) => {
    if (c.kind === 'bot') return { type: 'bot', bot: botSpec(bots, c.difficulty) };
    if (c.kind === 'named') return { type: 'bot', bot: c.bot };
    return { type: 'human' };
  });
}

/** Seats played on this screen. */
export function localSeats(choices: readonly SeatChoice[]): number[] {
  return choices.flatMap((c, i) => (c.kind === 'me' ? [i] : []));
}

/** Listed bots that are not one of the difficulties (those have their own entries). */
export function otherBots(bots: readonly string[]): string[] {
  return bots.filter((b) => !DIFFICULTIES.some((d) => b.endsWith(`:${d}`)));
}

export function choiceValue(c: SeatChoice): string {
  if (c.kind === 'bot') return `bot:${c.difficulty}`;
  if (c.kind === 'named') return `named:${c.bot}`;
  return c.kind;
}

export function choiceFromValue(v: string): SeatChoice {
  if (v === 'me' || v === 'friend') return { kind: v };
  if (v.startsWith('named:')) return { kind: 'named', bot: v.slice('named:'.length) };
  const d = v.split(':')[1];
  return { kind: 'bot', difficulty: d === 'easy' || d === 'hard' ? d : 'normal' };
}
