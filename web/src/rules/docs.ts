// Each game's rules document (docs/rules/<game>.md: numbered rules with the seed's Chinese text beside
// the English, and the rulings), bundled as text and loaded only when the rules are opened.
const loaders = import.meta.glob<string>('../../../docs/rules/*.md', { query: '?raw', import: 'default' });

/** The rules document of a game, or null when it has none. */
export async function rulesText(game: string): Promise<string | null> {
  const load = loaders[`../../../docs/rules/${game}.md`];
  return load === undefined ? null : load();
}

/** A rule id as the documents write them (N-12, AR-R3, K-R7d, BG-10…). */
export const RULE_ID = /^[A-Z]{1,3}(-[A-Z]{0,2}\d+[a-z]?)+$/;

/** The page anchor of a rule. */
export function ruleAnchor(id: string): string {
  return `rule-${id}`;
}
