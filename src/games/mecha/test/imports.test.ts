// The game's modules form no import cycle (issue 14: the windows once called back into combat, ship
// and captains, which imported them in turn). Type-only imports count too: a cycle of types still
// ties the modules' meaning together.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..');

/** Local imports of every module of the game folder (tests excluded), by file name. */
export function importGraph(dir: string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('test'));
  for (const f of files) {
    const src = readFileSync(join(dir, f), 'utf8');
    const deps: string[] = [];
    for (const m of src.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
      const to = join(f, '..', `${m[1]}.ts`);
      if (files.includes(to)) deps.push(to);
    }
    g.set(f, deps);
  }
  return g;
}

/** Every import cycle, each as the path of files that closes it. */
export function cycles(g: Map<string, string[]>): string[][] {
  const out: string[][] = [];
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 1);
    path.push(f);
    for (const d of g.get(f) ?? []) {
      if (state.get(d) === 1) out.push([...path.slice(path.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    path.pop();
    state.set(f, 2);
  };
  for (const f of [...g.keys()].sort()) if (!state.has(f)) visit(f);
  return out;
}

describe('mecha: module structure', () => {
  it('MQ-2 no import cycle among the game modules', () => {
    const g = importGraph(DIR);
    expect(g.size).toBeGreaterThan(20);
    expect(cycles(g).map((c) => c.join(' → '))).toEqual([]);
  });

  it('MQ-3 the game never imports the bots, the simulator or the benches (they import games, not the reverse)', () => {
    const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('test'));
    for (const f of files) expect(readFileSync(join(DIR, f), 'utf8'), f).not.toMatch(/from '(\.\.\/)+(ai|sim|bench)\//);
  });
});
