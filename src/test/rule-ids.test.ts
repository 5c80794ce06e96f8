// The standard, checked: every rule and ruling id in docs/rules/<game>.md (the first column of its
// tables) is named, exactly, by at least one test — a test that would fail if the rule were broken —
// and each doc ends with its Rulings section.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** N-12, NR-1, AR-R12, K-R7d, K-3.4.2o, BG-10, MQ-1… */
const ID_CELL = /^\|\s*([A-Z]{1,3}(?:-[A-Z]{0,2}\d+(?:\.\d+)*[a-z]?)+)\s*\|/gm;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...testFiles(p));
    else if (/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const tests = [...testFiles(join(ROOT, 'src')), ...testFiles(join(ROOT, 'web'))].map((f) => readFileSync(f, 'utf8')).join('\n');

/**
 * Named as a whole id, or through one of its sub-rules (K-2.1 by K-2.1a, K-4.1.2 by K-4.1.2.3.1) — but
 * never by a longer number or inside another id (N-1 is not named by N-12, A-1 not by BA-1).
 */
function named(id: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9-])${id.replace(/[-.]/g, '\\$&')}(?!\\d)`).test(tests);
}

describe('rule ids', () => {
  const docs = readdirSync(join(ROOT, 'docs', 'rules')).filter((f) => f.endsWith('.md'));
  for (const doc of docs) {
    it(`every id of docs/rules/${doc} is named by a test`, () => {
      const text = readFileSync(join(ROOT, 'docs', 'rules', doc), 'utf8');
      const ids = [...text.matchAll(ID_CELL)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !named(id))).toEqual([]);
    });
    it(`docs/rules/${doc} ends with its Rulings section`, () => {
      const text = readFileSync(join(ROOT, 'docs', 'rules', doc), 'utf8');
      const sections = [...text.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
      expect(sections.filter((h) => h.startsWith('Rulings'))).toHaveLength(1);
      expect(sections.at(-1)).toMatch(/^Rulings/);
    });
  }
});
