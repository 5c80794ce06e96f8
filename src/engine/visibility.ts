import type { GameEvent, Seat } from './types.js';

/** May `seat` (null = spectator) see this event? */
export function eventVisibleTo(e: GameEvent, seat: Seat | null): boolean {
  if (e.to === 'all') return true;
  return seat !== null && e.to.includes(seat);
}
