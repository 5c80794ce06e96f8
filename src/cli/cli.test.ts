// The `sandtable` command as a user runs it: a real process, its output and exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '../../bin/sandtable.js');

function run(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe('sandtable CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));

  it('lists the games with Chinese and English titles', () => {
    const r = run('games');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^naval\t海战\tNaval Battle/m);
    expect(r.out).toMatch(/^mecha\t战舰战甲\t/m);
  });

  it('runs a match, saves it, and replay verifies it to the same hash', () => {
    const file = join(dir, 'm.json');
    const a = run('run', 'naval', '--seed', '11', '--bots', 'random,random', '--set', 'costLimit=4', '--set', 'turnCap=6', '--save', file, '--json');
    expect(a.code).toBe(0);
    const summary = JSON.parse(a.out);
    expect(summary).toMatchObject({ game: 'naval', seed: 11 });
    for (const k of ['winners', 'reason', 'turns', 'actions', 'hash']) expect(summary).toHaveProperty(k);
    expect(summary.turns).toBeLessThanOrEqual(6);
    const b = run('replay', file, '--json');
    expect(b.code).toBe(0);
    expect(JSON.parse(b.out).hash).toBe(summary.hash);
    // The readable log (Chinese) ends with the result.
    const c = run('run', 'naval', '--seed', '11', '--set', 'costLimit=4', '--set', 'turnCap=6', '--lang', 'zh');
    expect(c.code).toBe(0);
    expect(c.out).toContain('【移动】');
    expect(c.out).toContain(`hash ${summary.hash}`);
  });

  it('runs and replays a mecha match too', () => {
    const file = join(dir, 'mecha.json');
    const a = run('run', 'mecha', '--seed', '5', '--bots', 'random,heuristic', '--save', file, '--json');
    expect(a.code).toBe(0);
    const summary = JSON.parse(a.out);
    expect(summary.game).toBe('mecha');
    const b = run('replay', file, '--json');
    expect(b.code).toBe(0);
    expect(JSON.parse(b.out).hash).toBe(summary.hash);
  });

  it('seeds k32728 and k261234 (one 32-bit FNV-1a hash) play different games; the record names its dice', () => {
    const file = join(dir, 'k.json');
    const x = run('run', 'naval', '--seed', 'k32728', '--json', '--save', file);
    const y = run('run', 'naval', '--seed', 'k261234', '--json');
    expect([x.code, y.code]).toEqual([0, 0]);
    const [sx, sy] = [JSON.parse(x.out), JSON.parse(y.out)];
    expect(sx.dice).toBe('chacha20');
    expect(sx.hash).not.toBe(sy.hash);
    expect(JSON.parse(readFileSync(file, 'utf8')).dice).toBe('chacha20');
    const legacy = run('run', 'naval', '--seed', 'k32728', '--dice', 'sfc32', '--set', 'turnCap=3', '--json');
    expect(JSON.parse(legacy.out).dice).toBe('sfc32');
  });

  it('bad input: one line on stderr, exit code 2, no stack trace', () => {
    const corrupt = join(dir, 'bad.json');
    writeFileSync(corrupt, '{"game":"naval"');
    const tampered = join(dir, 't.json');
    run('run', 'naval', '--seed', '3', '--set', 'costLimit=3', '--set', 'turnCap=3', '--save', tampered);
    const rec = JSON.parse(readFileSync(tampered, 'utf8'));
    rec.actions[0].action = { t: 'add', cls: 'XX' };
    writeFileSync(tampered, JSON.stringify(rec));
    const cases: string[][] = [
      ['run', 'chess'],
      ['run', 'naval', '--set', 'costLimit=abc'],
      ['run', 'naval', '--set', 'nonsense'],
      ['run', 'naval', '--bots', 'genius,random'],
      ['replay', corrupt],
      ['replay', tampered],
      ['replay', join(dir, 'missing.json')],
      ['sim', 'naval', '--games', '2', '--bots', 'random,wizard'],
      ['sim', 'naval', '--games', '2', '--set', 'costLimit=x'],
      ['sim', 'naval', '--games', '2', '--sweep', 'costLimit'],
      ['run', 'naval', '--dice', 'mt19937'],
      ['sim', 'naval', '--games', '2', '--dice', 'fnv'],
      ['sim', 'naval', '--games', '2', '--setup', 'bot'],
      ['frobnicate'],
    ];
    for (const args of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).toMatch(/^sandtable: /);
      expect(r.err).not.toMatch(/\s+at .+:\d+/);
    }
    // A typo in an option key is named, not silently dropped.
    const typo = run('run', 'naval', '--set', 'costlimit=15');
    expect(typo.code).toBe(2);
    expect(typo.err.trim()).toBe('sandtable: unknown option costlimit');
    // A mistyped flag last on the line is an unknown flag (it used to read as a flag missing its value).
    expect(run('cards', 'kards', '--jsn').err.trim()).toBe('sandtable: unknown flag --jsn');
    expect(run('games', '--x').err.trim()).toBe('sandtable: unknown flag --x');
    expect(run('run', 'naval', '--seed').err.trim()).toBe('sandtable: --seed needs a value');
  });

  it('run --json adds the summary: per seat what it fielded, its cost, and what it has left', () => {
    const naval = JSON.parse(run('run', 'naval', '--seed', '4', '--bots', 'random,heuristic', '--set', 'costLimit=6', '--set', 'turnCap=4', '--json').out);
    expect(naval.summary.map((x: { seat: number }) => x.seat)).toEqual([0, 1]);
    for (const x of naval.summary) {
      expect(Object.keys(x).sort()).toEqual(['fielded', 'fieldedCost', 'left', 'seat']);
      // Both sides spend the whole (small) budget: fleets of at least 2 ships plus the 2 submarines.
      expect(x.fieldedCost).toBe(6);
      expect(x.fielded.filter((c: string) => c === 'SS')).toHaveLength(2);
      expect(x.fielded.length).toBeGreaterThanOrEqual(4);
      for (const c of x.left) expect(x.fielded).toContain(c);
    }
    const mecha = JSON.parse(run('run', 'mecha', '--seed', '5', '--bots', 'heuristic,random', '--json').out);
    expect(mecha.summary).toHaveLength(2);
    expect(mecha.summary[0].fieldedCost).toBeNull();
    expect(mecha.summary[0].fielded[0]).toMatch(/^[\w-]+$/);
  });

  it('sim --setup: bots (default) or random; anything else that is no file is refused', () => {
    for (const setup of ['bots', 'random']) {
      const r = run('sim', 'naval', '--games', '2', '--bots', 'random,random', '--workers', '1', '--set', 'costLimit=4', '--set', 'turnCap=2', '--setup', setup);
      expect(r.code, setup).toBe(0);
    }
    const bad = run('sim', 'naval', '--games', '2', '--setup', 'bot');
    expect(bad.err.trim()).toBe('sandtable: --setup must be bots, random or a setup file, not "bot"');
  });

  it('sim writes a JSON report and a self-contained HTML report, sweeping an option', () => {
    const json = join(dir, 'r.json');
    const html = join(dir, 'r.html');
    const r = run('sim', 'naval', '--games', '4', '--bots', 'random,random', '--workers', '1', '--seed', '9', '--set', 'turnCap=3', '--sweep', 'costLimit=3,5', '--json', json, '--out', html);
    expect(r.code).toBe(0);
    const rep = JSON.parse(readFileSync(json, 'utf8'));
    expect(rep.sweep.key).toBe('costLimit');
    expect(rep.sweep.studies.map((s: { value: string }) => s.value)).toEqual(['3', '5']);
    for (const s of rep.sweep.studies) {
      for (const k of ['game', 'games', 'seed', 'bots', 'seats', 'draws', 'timeouts', 'firstPlayerAdvantage', 'balance', 'duration', 'content', 'timing']) expect(s).toHaveProperty(k);
      expect(s.options.costLimit).toBe(Number(s.value));
    }
    expect(readFileSync(html, 'utf8')).toContain('Sweep over costLimit');
  });
});
