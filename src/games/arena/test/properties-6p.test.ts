// AR-P1 for 6 players: 1,000 random legal games (its own file so each property file stays short).
import { describe, expect, it } from 'vitest';
import { propertyGames, propertyTitle } from './random-game.js';

describe('arena: random legal play, 6 players', () => {
  it(propertyTitle(6, 1000), () => {
    const r = propertyGames(6, 1000);
    expect(r.finished).toBe(1000);
    expect(r.replayed).toBe(r.replays);
    expect(r.replays).toBe(100);
  });
});
