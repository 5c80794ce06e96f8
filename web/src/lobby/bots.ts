// Bot difficulties in the lobby, mapped onto the bot specs the server lists for a game.
export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The spec to ask for: `name:difficulty` if listed, else the search bot at that difficulty, else 'random'. */
export function botSpec(bots: readonly string[], d: Difficulty): string {
  const exact = bots.find((b) => b.endsWith(`:${d}`));
  if (exact !== undefined) return exact;
  if (bots.some((b) => b.split(':')[0] === 'ismcts')) return `ismcts:${d}`;
  return 'random';
}
