import { describe, expect, it } from 'vitest';
import { forPlayers, RULE_ID, ruleAnchor } from './docs.js';

describe('rules help', () => {
  it('HELP-1 recognises the rule ids of every game document, and nothing else, as anchors', () => {
    for (const id of ['N-12', 'NR-1', 'M-3', 'AR-R12', 'K-R7d', 'BG-10', 'S-31', 'BR-4']) expect(RULE_ID.test(id)).toBe(true);
    for (const id of ['id', 'rule', 'N-', '12', 'hello-world']) expect(RULE_ID.test(id)).toBe(false);
    expect(ruleAnchor('N-12')).toBe('rule-N-12');
  });
});

describe('rules for players', () => {
  it('HELP-2 anchors the dotted and suffixed ids of the KARDS document too', () => {
    for (const id of ['K-1.1a', 'K-3.3.8b', 'K-3.1.2m', 'K-R64h2', 'K-1.4']) expect(RULE_ID.test(id)).toBe(true);
  });

  it('HELP-3 keeps the title, rules and rulings of every document and leaves out its introduction and engineering notes', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('../../../docs/rules/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    expect(files.length).toBe(5);
    for (const f of files) {
      const md = readFileSync(new URL(f, dir), 'utf8');
      const shown = forPlayers(md);
      expect(shown.split('\n')[0], f).toBe(md.split('\n')[0]);
      expect(shown, f).toMatch(/^## Rul(es|ings)/m);
      expect(shown, f).toMatch(/^## Rulings/m);
      expect(shown, f).not.toMatch(/Code map/);
      expect(shown, f).not.toMatch(/^## (Figures|Speed|Engine speed|Bots|Balance|The resolution queue)/m);
      // Every rule row of the whole document is still there to link to.
      const rows = (text: string) => text.split('\n').filter((l) => /^\| *[A-Z]{1,3}-[A-Z]{0,2}\d/.test(l)).length;
      expect(rows(shown), f).toBe(rows(md));
    }
  });
});
