// The games Sandtable plays, by id, all loaded at import (the server and CLI list them all).
// `loaders.ts` loads one game on demand (simulation workers); a test keeps the two lists the same.
import { SandtableError, type AnyGame } from '../engine/index.js';
import { arena } from './arena/index.js';
import { blueprints } from './blueprints/index.js';
import { kards } from './kards/index.js';
import { mecha } from './mecha/index.js';
import { naval } from './naval/index.js';

const GAMES: readonly AnyGame[] = [naval as unknown as AnyGame, mecha as unknown as AnyGame, arena as unknown as AnyGame, blueprints as unknown as AnyGame, kards as unknown as AnyGame];

export function listGames(): readonly AnyGame[] {
  return GAMES;
}

export function getGame(id: string): AnyGame {
  const g = GAMES.find((x) => x.id === id);
  if (!g) throw new SandtableError('unknown_game', `unknown game "${id}" (known: ${GAMES.map((x) => x.id).join(', ')})`);
  return g;
}
