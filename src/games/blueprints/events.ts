// Blueprints events: one typed union and one emit helper. Private facts (a card made face down, a
// draw) go only to their owner; everyone else gets the public half.
import type { EventSink, Seat, Visibility } from '../../engine/index.js';

export type BpEvent =
  | { type: 'turn'; seat: Seat; round: number }
  | { type: 'income'; seat: Seat; n: number }
  | { type: 'drained'; seat: Seat; n: number }
  | { type: 'made'; seat: Seat; slot: number; card: number }
  | { type: 'madeHidden'; seat: Seat; slot: number }
  | { type: 'you'; seat: Seat; k: number }
  | { type: 'drew'; seat: Seat; card: number }
  | { type: 'moved'; seat: Seat; o: number; cell: number; pair: number }
  | { type: 'walked'; seat: Seat; cell: number }
  | { type: 'carried'; seat: Seat; o: number; card: number }
  | { type: 'placed'; seat: Seat; o: number; card: number; cell: number; pair: number }
  | { type: 'recombined'; seat: Seat; w: number }
  | { type: 'declared'; seat: Seat; o: number; card: number; x: number }
  | { type: 'blocked'; seat: Seat; o: number; card: number; w: number }
  | { type: 'used'; seat: Seat; o: number; card: number; x: number }
  | { type: 'hit'; x: number; n: number; on: 'object' | 'base' | 'you'; o: number }
  | { type: 'destroyed'; seat: Seat; o: number; card: number }
  | { type: 'baseDestroyed'; seat: Seat }
  | { type: 'eliminated'; seat: Seat; cause: 'you' | 'pool' }
  | { type: 'over'; winner: number; reason: string };

export function emit(ev: EventSink, e: BpEvent, to: Visibility = 'all'): void {
  if (!ev) return;
  const { type, ...data } = e;
  ev.push({ type, to, data });
}

/** Every seat but `seat`. */
export function others(n: number, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) if (i !== seat) out.push(i);
  return out;
}
