// `sandtable cards kards` and `--deck FILE` as a user runs them: a real process, its output and exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '../games/kards/data/starter-decks.js';

const bin = join(import.meta.dirname, '../../bin/sandtable.js');

function run(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe('sandtable cards / --deck', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cards-'));

  it('cards kards --json: implemented/total per set and nation, unsupported with reasons', () => {
    const r = run('cards', 'kards', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { sets: Record<string, Record<string, { implemented: number; total: number }>>; unsupported: { id: string; reason: string }[] };
    expect(j.sets.Base.Germany.total).toBe(70);
    expect(j.sets.Base.Germany.implemented).toBeGreaterThan(0);
    expect(j.unsupported.length).toBeGreaterThan(0);
    const text = run('cards', 'kards');
    expect(text.out).toMatch(/^Base: .*Germany \d+\/70/m);
  });

  it('cards for a game without a catalog, and an illegal deck: one line, exit 2', () => {
    const a = run('cards', 'naval');
    expect(a.code).toBe(2);
    expect(a.err.trim().split('\n')).toHaveLength(1);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ nation: 'Germany', ally: 'Japan', cards: { bt7: 4 } }));
    const b = run('run', 'kards', '--deck', bad);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/bt7 is Soviet/);
    expect(b.err.trim().split('\n')).toHaveLength(1);
  });

  it('run kards --deck FILE plays with that deck', () => {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(STARTER_DECKS.Japan));
    const r = run('run', 'kards', '--seed', '4', '--deck', good, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ game: 'kards' });
  });
});
