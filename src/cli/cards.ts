// `sandtable cards kards [--json]`: implemented/total cards per set and nation, and the unsupported ones with
// reasons; `--deck FILE` (run/sim): a KARDS deck file checked before anything is played.
import { readFileSync } from 'node:fs';
import { SandtableError } from '../engine/index.js';
import { checkFlags, type ParsedArgs } from './args.js';

// The KARDS modules are loaded only when a command needs them: the card pool is compiled at import.
export async function cmdCards(args: ParsedArgs, out: (line: string) => void): Promise<void> {
  checkFlags(args, ['json']);
  const id = args.positionals[1];
  if (id !== 'kards') throw new SandtableError('bad_input', `cards: only kards has a card catalog${id ? `, not "${id}"` : ''}`);
  const { cardReport } = await import('../games/kards/report.js');
  const r = cardReport();
  if (args.flags.has('json')) {
    out(JSON.stringify(r));
    return;
  }
  for (const [set, nations] of Object.entries(r.sets)) {
    const parts = Object.entries(nations).map(([n, c]) => `${n} ${c.implemented}/${c.total}`);
    out(`${set}: ${parts.join(', ')}`);
  }
  out(`unsupported (${r.unsupported.length}):`);
  for (const u of r.unsupported) out(`  ${u.set} ${u.nation} ${u.id}: ${u.reason}`);
}

/** The `--deck FILE` flags as the kards `decks` option (starter decks for seats without one). */
export async function deckOptions(game: string, args: ParsedArgs, options: Record<string, unknown>): Promise<void> {
  const files = args.flags.get('deck');
  if (!files) return;
  if (game !== 'kards') throw new SandtableError('bad_input', '--deck is for kards');
  if (files.length > 2) throw new SandtableError('bad_input', '--deck: at most two (one per seat)');
  const { buildDeck } = await import('../games/kards/decks.js');
  const decks = (options.decks as [string, string] | undefined)?.slice() ?? ['Germany', 'Soviet'];
  files.forEach((f, i) => {
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch {
      throw new SandtableError('bad_input', `--deck ${f}: cannot be read`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SandtableError('bad_input', `--deck ${f}: not valid JSON`);
    }
    buildDeck(json, `--deck ${f}`);
    decks[i] = JSON.stringify(json);
  });
  options.decks = decks;
}
