// AR-P1 for 6 players: 1,000 random legal games (its own file so each property file stays short).
import { describe } from 'vitest';
import { propertyGames } from './random-game.js';

describe('arena: random legal play, 6 players', () => {
  propertyGames(6, 1000);
});
