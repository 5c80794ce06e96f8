// Each game's rules document (docs/rules/<game>.md: numbered rules with the seed's Chinese text beside
// the English, and the rulings), bundled as text and loaded only when the rules are opened.
const loaders = import.meta.glob<string>('../../../docs/rules/*.md', { query: '?raw', import: 'default' });

/** The rules document of a game, or null when it has none. */
export async function rulesText(game: string): Promise<string | null> {
  const load = loaders[`../../../docs/rules/${game}.md`];
  return load === undefined ? null : load();
}

/** A rule id as the documents write them (N-12, AR-R3, K-R7d, BG-10, K-3.3.8b, K-R64h2…). */
export const RULE_ID = /^[A-Z]{1,3}(-[A-Z]{0,2}\d+(\.\d+)*[a-z]?\d?)+$/;

/**
 * Sections of a rules document that are notes for engineers and designers (code maps, the resolution
 * queue, speed, bots, balance figures, stretch notes), by their heading.
 */
const ENGINEERING = /^(the resolution queue|cards|figures|seed sections|balance|bots|speed|engine speed|follow-ups)\b/i;

/**
 * The document as a player reads it: its title, then only the sections about the game — the rules,
 * keywords, board, content, options and rulings. The introduction (sources and code map) and the
 * engineering sections are left out; `RulesPage` offers the whole document beside it.
 */
export function forPlayers(md: string): string {
  const out: string[] = [];
  let keep = true;
  let seenSection = false;
  for (const line of md.split('\n')) {
    if (line.startsWith('# ')) {
      out.push(line);
      keep = false;
      continue;
    }
    if (line.startsWith('## ')) {
      seenSection = true;
      keep = !ENGINEERING.test(line.slice(3).trim());
    }
    if (keep && seenSection) out.push(line);
  }
  return out.join('\n');
}

/** The page anchor of a rule. */
export function ruleAnchor(id: string): string {
  return `rule-${id}`;
}
