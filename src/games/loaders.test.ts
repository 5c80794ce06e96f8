import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame } from './loaders.js';
import { getGame, listGames } from './registry.js';

describe('lazy game loaders', () => {
  it('know the same games as the registry, in its order, and load the very same objects', async () => {
    expect(GAME_IDS).toEqual(listGames().map((g) => g.id));
    for (const id of GAME_IDS) expect(await loadGame(id)).toBe(getGame(id));
  });

  it('reject an unknown id with a one-line error naming the known ones', async () => {
    await expect(loadGame('chess')).rejects.toThrow(/^unknown game "chess" \(known: naval, mecha, arena, blueprints, kards\)$/);
    await expect(loadGame('toString')).rejects.toThrow(/unknown game/);
  });
});
