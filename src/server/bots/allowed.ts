// Which bots a client may seat on this server. Tunable parameters (`ismcts:ms=20000`,
// `heuristic:samples=1e9`) exist for the CLI and simulations only: through the API they would let one
// client starve every bot worker or run one out of memory. The server takes named presets only, whose
// cost it knows, and sets every budget itself.
import { botNames } from '../../ai/registry.js';
import { ApiError } from '../errors.js';

/** The specs the API accepts: the listed bots, and the difficulties by their short names. */
const SERVER_BOTS: ReadonlySet<string> = new Set([...botNames(), 'easy', 'normal', 'hard']);

/** A seat's bot as the client asked for it, or `400 bad_seats` naming the spec. */
export function serverBotSpec(spec: string): string {
  if (SERVER_BOTS.has(spec)) return spec;
  const shown = JSON.stringify(spec.length > 60 ? `${spec.slice(0, 60)}…` : spec);
  throw new ApiError('bad_seats', `bot ${shown} is not offered here (choose one of: ${[...SERVER_BOTS].join(', ')})`);
}

/**
 * The bot a stored seat plays now. Matches stored before the allow-list (or by a CLI tool) may name a
 * tuned bot the server no longer runs: it plays the nearest preset instead, so the match goes on.
 */
export function storedBotSpec(spec: string): string {
  if (SERVER_BOTS.has(spec)) return spec;
  const [name, ...parts] = spec.split(':');
  if (name === 'heuristic') return 'heuristic';
  if (name === 'ismcts') {
    const preset = parts.find((p) => p === 'easy' || p === 'normal' || p === 'hard');
    return `ismcts:${preset ?? 'normal'}`;
  }
  if (name === 'easy' || name === 'normal' || name === 'hard') return `ismcts:${name}`;
  return 'random';
}
