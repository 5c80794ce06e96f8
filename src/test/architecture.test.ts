// The layering of the README's architecture, checked on the imports of every non-test source file:
// the kernel names no game; a game imports only the kernel, hex geometry and itself; bots, sims and the
// server reach games only through the registry. Tests may import what they exercise.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !p.includes(`${join('/', 'test', '/')}`)) out.push(p);
  }
  return out;
}

/** Project files a source file imports (statically or dynamically), as paths relative to src/. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specs.map((s) => relative(SRC, resolve(dirname(file), s)));
}

const GAMES = readdirSync(join(SRC, 'games')).filter((f) => statSync(join(SRC, 'games', f)).isDirectory());

/** Violations: "file -> import" for imports of a layer outside `allowed`. */
function violations(layer: string, allowed: (target: string, file: string) => boolean): string[] {
  const out: string[] = [];
  for (const f of sources(join(SRC, layer))) {
    for (const t of imports(f)) if (!t.startsWith('..') && !allowed(t, relative(SRC, f))) out.push(`${relative(SRC, f)} -> ${t}`);
  }
  return out;
}

const aGame = (t: string): string | null => {
  const m = /^games\/([^/]+)\//.exec(t);
  return m !== null && GAMES.includes(m[1]) ? m[1] : null;
};

describe('architecture (README): who may import whom', () => {
  it('src/engine names no game and imports nothing outside the kernel', () => {
    expect(violations('engine', (t) => t.startsWith('engine/'))).toEqual([]);
  });

  it('src/hex is geometry only', () => {
    expect(violations('hex', (t) => t.startsWith('hex/'))).toEqual([]);
  });

  it('a game imports only the kernel, hex and itself', () => {
    for (const g of GAMES) {
      expect(violations(join('games', g), (t) => t.startsWith('engine/') || t.startsWith('hex/') || t.startsWith(`games/${g}/`))).toEqual([]);
    }
  });

  it('bots, simulations and the server reach games only through the registry', () => {
    for (const layer of ['ai', 'sim', 'server']) expect(violations(layer, (t) => aGame(t) === null)).toEqual([]);
  });

  it('the kernel does not reach up into bots, sims or the server', () => {
    const up = (t: string): boolean => /^(ai|sim|server|cli)\//.test(t);
    expect(violations('engine', (t) => !up(t))).toEqual([]);
    for (const g of GAMES) expect(violations(join('games', g), (t) => !up(t))).toEqual([]);
  });
});
