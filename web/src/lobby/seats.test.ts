// Seat choices in the lobby become the server's seat specs.
import { describe, expect, it } from 'vitest';
import { choiceFromValue, choiceValue, localSeats, otherBots, seatSpecs, type SeatChoice } from './seats.js';

const bots = ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'];

describe('lobby seats', () => {
  it('map me/friend to human seats and bots to the listed specs', () => {
    const seats: SeatChoice[] = [{ kind: 'me' }, { kind: 'friend' }, { kind: 'bot', difficulty: 'hard' }, { kind: 'named', bot: 'random' }];
    expect(seatSpecs(seats, bots)).toEqual([{ type: 'human' }, { type: 'human' }, { type: 'bot', bot: 'ismcts:hard' }, { type: 'bot', bot: 'random' }]);
    expect(localSeats(seats)).toEqual([0]);
  });

  it('offer the bots that are not difficulties by name', () => {
    expect(otherBots(bots)).toEqual(['random', 'heuristic']);
  });

  it('round-trip through the select values', () => {
    for (const c of [{ kind: 'me' }, { kind: 'friend' }, { kind: 'bot', difficulty: 'easy' }, { kind: 'named', bot: 'heuristic' }] as SeatChoice[]) {
      expect(choiceFromValue(choiceValue(c))).toEqual(c);
    }
  });
});
