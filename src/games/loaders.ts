// The games by id, loaded on demand. A simulation worker plays one game, and importing every game
// costs its start: the KARDS card pool alone is compiled at import. `registry.ts` keeps the
// synchronous list for the server and CLI, which show every game anyway.
import { SandtableError, type AnyGame } from '../engine/index.js';

const LOADERS: Readonly<Record<string, () => Promise<AnyGame>>> = {
  naval: async () => (await import('./naval/index.js')).naval as unknown as AnyGame,
  mecha: async () => (await import('./mecha/index.js')).mecha as unknown as AnyGame,
  arena: async () => (await import('./arena/index.js')).arena as unknown as AnyGame,
  blueprints: async () => (await import('./blueprints/index.js')).blueprints as unknown as AnyGame,
  kards: async () => (await import('./kards/index.js')).kards as unknown as AnyGame,
};

/** The ids `loadGame` knows, in the registry's order. */
export const GAME_IDS: readonly string[] = Object.keys(LOADERS);

const loaded = new Map<string, Promise<AnyGame>>();

/** The game with this id, importing only its own modules (once). Unknown ids reject with a one-line error. */
export function loadGame(id: string): Promise<AnyGame> {
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (load === undefined) return Promise.reject(new SandtableError('unknown_game', `unknown game "${id}" (known: ${GAME_IDS.join(', ')})`));
  let p = loaded.get(id);
  if (p === undefined) loaded.set(id, (p = load()));
  return p;
}
