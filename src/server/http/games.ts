// The lobby's catalogue: every game in the registry with its options as JSON Schema, and the bots.
import { z } from 'zod';
import { botNames } from '../../ai/registry.js';
import type { Json } from '../../engine/index.js';
import { listGames } from '../../games/registry.js';
import type { GameInfo } from '../../protocol/types.js';

let cached: string | null = null;

/** The catalogue as JSON text (it never changes while the server runs). */
export function gamesJson(): string {
  cached ??= JSON.stringify(
    listGames().map(
      (g): GameInfo => ({
        id: g.id,
        title: g.title,
        seatCounts: g.seatCounts,
        // The input side: fields with defaults are optional, as a lobby form needs.
        optionsSchema: z.toJSONSchema(g.optionsSchema, { io: 'input', unrepresentable: 'any' }) as Json,
        bots: botNames(),
      }),
    ),
  );
  return cached;
}
