import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SandtableError } from '../engine/index.js';
import { renderHtml } from './html.js';
import { buildReport } from './report.js';
import { batchSize, runTasks, SimPool } from './pool.js';
import { loadGame } from '../games/loaders.js';
import { leadOfEvals } from './lead.js';
import { packRecords, packTasks, RecordPacker, taskAt, unpackRecords, unpackTasks } from './pack.js';
import { runGame, type GameRecord } from './run-game.js';
import { parseSetupFlag, type SetupScript } from './setup-file.js';
import { wilson } from './stats.js';
import { runStudy, sweepOptions, tasksFor, validateStudy, type StudySpec } from './study.js';

const small = { costLimit: 3, turnCap: 4 };
const base: StudySpec = { game: 'naval', games: 6, bots: ['random', 'heuristic:samples=1'], seed: 'test', options: small, workers: 1, setup: null };

function rec(partial: Partial<GameRecord> & Pick<GameRecord, 'index' | 'bots' | 'winners'>): GameRecord {
  return {
    seed: `s:${partial.index}`,
    draw: partial.winners.length === 0,
    timeout: false,
    reason: 'x',
    turns: 10,
    actions: 100,
    firstSeat: 0,
    hash: 'h',
    evals: [],
    content: [[], []],
    decisionMs: [[1, 1, 1], [1, 1, 1]],
    ...partial,
  };
}

describe('sim statistics', () => {
  it('Wilson intervals match the published formula', () => {
    expect(wilson(5, 10)).toEqual([0.2366, 0.7634]);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(wilson(20, 20)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('the report counts wins per bot and seat, draws, timeouts, first player, content with/without, lead changes', () => {
    const records = [
      rec({ index: 0, bots: ['A', 'B'], winners: [0], content: [['BB'], ['DD']], evals: [[0, 0], [0.5, -0.5], [-0.2, 0.2], [1, -1]] }),
      rec({ index: 1, bots: ['B', 'A'], winners: [1], content: [['DD'], ['BB', 'DD']], firstSeat: 1 }),
      rec({ index: 2, bots: ['A', 'B'], winners: [], timeout: true, reason: 'turnCap' }),
      rec({ index: 3, bots: ['B', 'A'], winners: [0], content: [['BB'], []] }),
    ];
    const r = buildReport('naval', 'x', {}, records, 1000, 1);
    expect(r.bots.find((b) => b.spec === 'A')).toMatchObject({ wins: 2, games: 4, winRate: 0.5 });
    expect(r.bots.find((b) => b.spec === 'B')).toMatchObject({ wins: 1, games: 4, winRate: 0.25 });
    expect(r.seats.map((s) => s.wins)).toEqual([2, 1]);
    expect(r.draws).toBe(1);
    expect(r.timeouts).toBe(1);
    expect(r.completion).toBe(0.75);
    expect(r.balance).toBe(0.75);
    // First seat won games 0, 1 and 3 (in game 1 seat 1 went first and won).
    expect(r.firstPlayerAdvantage).toMatchObject({ firstWins: 3, decided: 3, rate: 1 });
    const bb = r.content.find((c) => c.name === 'BB')!;
    expect(bb.chosen).toBe(3);
    expect(bb.withIt).toMatchObject({ wins: 3, games: 3 });
    expect(bb.without).toMatchObject({ wins: 0, games: 5 });
    // Game 0: leader 0 → 1 → 0 = two lead changes.
    expect(r.leadChanges.max).toBe(2);
  });

  it('records packed for the trip from a worker come back equal, evaluations exactly (-0 too)', () => {
    const records = [
      rec({ index: 0, bots: ['A', 'B'], winners: [0], content: [['BB', 'DD'], ['DD']], evals: [[0, -0], [0.1234, -0.1234], [1e-300, Number.MAX_VALUE]] }),
      rec({ index: 1, bots: ['B', 'A'], winners: [], evals: [], timeout: true, reason: 'turnCap', firstSeat: null, decisionMs: [[3, 0.125, 0.1], [2, 1e-3, 5e-4]] }),
      rec({ index: 2, bots: ['A', 'B', 'C'], winners: [2, 0], evals: [[1, 2, 3]], content: [[], ['CV'], ['BB']], decisionMs: [[1, 1, 1], [2, 2, 2], [3, 3, 3]] }),
    ];
    const sent = new Map<string, number>();
    const table: string[] = [];
    const packed = packRecords(records, sent);
    expect(packed.evals.length).toBe(9);
    const back = unpackRecords(packed, table, records);
    expect(back).toStrictEqual(records);
    expect(Object.is(back[0].evals[0][1], -0)).toBe(true);
    // Content names (and end reasons) travel once per worker: a second batch sends only new ones.
    const more = [rec({ index: 4, bots: ['A', 'B'], winners: [1], content: [['BB', 'HH'], []] })];
    const second = packRecords(more, sent);
    expect(second.names).toEqual(['HH']);
    expect(unpackRecords(second, table, more)).toStrictEqual(more);
    expect(() => packRecords([rec({ index: 3, bots: ['A', 'B'], winners: [], evals: [[0, 0], [1]] })], sent)).toThrow(/rows of different lengths/);
  });

  it('packed records carry the lead figures (decisiveness null or not) and no hashes when none were asked for', () => {
    const records = [
      rec({ index: 7, bots: ['A', 'B'], winners: [1], hash: null, lead: { changes: 3, decisive: 0.25 } }),
      rec({ index: 8, bots: ['B', 'A'], winners: [], hash: null, lead: { changes: 0, decisive: null } }),
    ];
    const packed = packRecords(records, new Map());
    expect(packed.hashes).toBeNull();
    expect(unpackRecords(packed, [], records)).toStrictEqual(records);
    // Answered for other games than the batch sent: refused, not filed under the wrong games.
    expect(() => unpackRecords(packRecords(records, new Map()), [], [records[1], records[0]])).toThrow(/answered game 7 for game 8/);
  });

  it('a worker packs records one at a time, batch after batch, in scratch arrays that grow; a failed batch is dropped, its new names kept for the next', () => {
    const sent = new Map<string, number>();
    const table: string[] = [];
    const packer = new RecordPacker(sent);
    // Enough content and evaluations to outgrow every scratch array several times over.
    const names = Array.from({ length: 300 }, (_, i) => `card${i}`);
    const big = (index: number) => rec({ index, bots: ['A', 'B'], winners: [index % 2], content: [names.slice(0, 150 + index), names.slice(index)], evals: Array.from({ length: 200 }, (_, t) => [t / 7, -t / 3]) });
    const first = [big(0), big(1), big(2), rec({ index: 3, bots: ['A', 'B'], winners: [], hash: null, lead: { changes: 2, decisive: null } })];
    for (const r of first) packer.add(r);
    expect(unpackRecords(packer.take(), table, first)).toStrictEqual(first);
    // A record that cannot be packed throws and leaves the batch as it was.
    const second = [big(4)];
    packer.add(second[0]);
    expect(() => packer.add(rec({ index: 5, bots: ['A', 'B'], winners: [], content: [['fresh'], []], evals: [[0, 0], [1]] }))).toThrow(/rows of different lengths/);
    expect(sent.has('fresh')).toBe(false);
    expect(unpackRecords(packer.take(), table, second)).toStrictEqual(second);
    // A failed batch: its records are dropped, but a name it added reaches the receiver with the next batch.
    packer.add(rec({ index: 6, bots: ['A', 'B'], winners: [0], content: [['only-in-failed'], []] }));
    packer.drop();
    const third = [rec({ index: 7, bots: ['A', 'B'], winners: [1], content: [['only-in-failed', 'card1'], []] })];
    packer.add(third[0]);
    const packed = packer.take();
    expect(packed.names).toEqual(['only-in-failed']);
    expect(unpackRecords(packed, table, third)).toStrictEqual(third);
    // The same bytes as packing the batch at once.
    const once = packRecords(first, new Map());
    const streamed = new RecordPacker(new Map());
    for (const r of first) streamed.add(r);
    expect(streamed.take()).toStrictEqual(once);
  });

  it('a batch of tasks packed for a worker comes back equal, sharing one options object; a mixed batch is not packed', async () => {
    const spec: StudySpec = { ...base, games: 5, bots: ['random', 'heuristic', 'random'] };
    const tasks = (await tasksFor(spec, 2)).map((t) => ({ ...t, hash: false, evals: false }));
    const packed = packTasks(tasks)!;
    expect(packed.lineups).toHaveLength(3);
    const back = unpackTasks(packed);
    expect(back).toStrictEqual(tasks);
    expect(taskAt(packed, 4)).toStrictEqual(tasks[4]);
    expect(back.every((t) => t.options === tasks[0].options)).toBe(true);
    expect(packTasks([tasks[0], { ...tasks[1], dice: 'chacha20' }])).toBeNull();
    expect(packTasks([tasks[0], { ...tasks[1], options: { ...small } }])).toBeNull();
    expect(packTasks([])).toBeNull();
  });

  it('content a seat lists twice counts once for that seat', () => {
    const records = [
      rec({ index: 0, bots: ['A', 'B'], winners: [0], content: [['BB', 'BB'], ['DD']] }),
      rec({ index: 1, bots: ['B', 'A'], winners: [1], content: [['DD'], ['BB', 'DD', 'BB']] }),
    ];
    const r = buildReport('naval', 'x', {}, records, 1000, 1);
    expect(r.content.map((c) => c.name)).toEqual(['BB', 'DD']);
    expect(r.content[0]).toMatchObject({ chosen: 2, chosenRate: 0.5, withIt: { wins: 2, games: 2 }, without: { wins: 0, games: 2 } });
    expect(r.content[1]).toMatchObject({ chosen: 3, withIt: { wins: 1, games: 3 }, without: { wins: 1, games: 1 } });
  });
});

describe('sim studies', () => {
  it('bots rotate through the seats game by game; the games of a rotation share a seed (duplicate format)', async () => {
    const tasks = (await tasksFor({ ...base, games: 4, bots: ['A', 'B'] }, 2));
    expect(tasks.map((t) => t.bots)).toEqual([['A', 'B'], ['B', 'A'], ['A', 'B'], ['B', 'A']]);
    expect(tasks.map((t) => t.seed)).toEqual(['test:0', 'test:0', 'test:1', 'test:1']);
    const three = (await tasksFor({ ...base, games: 6, bots: ['A', 'B', 'C'] }, 2));
    expect(three.map((t) => t.bots)).toEqual([['A', 'B'], ['B', 'C'], ['C', 'A'], ['A', 'B'], ['B', 'C'], ['C', 'A']]);
    expect(new Set(three.map((t) => t.seed)).size).toBe(2);
  });

  it('a mirror study (the same bot at every seat) gives every game its own seed: no game is counted twice', async () => {
    const tasks = (await tasksFor({ ...base, games: 4, bots: ['A', 'A'] }, 2));
    expect(tasks.map((t) => t.seed)).toEqual(['test:0', 'test:1', 'test:2', 'test:3']);
  });

  it('with --setup random, a rotation plays the same random setup with the bots swapped', async () => {
    const [a, b] = await runTasks((await tasksFor({ ...base, games: 2, bots: ['random', 'heuristic:samples=1'], setupBy: 'random' }, 2)), 1);
    expect(a.bots).toEqual(['random', 'heuristic:samples=1']);
    expect(b.bots).toEqual(['heuristic:samples=1', 'random']);
    // Same fleets by seat: the comparison is between bots, not between fleets.
    expect(b.content).toEqual(a.content);
  });

  it('results for a seed are identical with 1 or 2 workers, inline or in threads (all but timing)', async () => {
    const one = await runStudy(base);
    const two = await runStudy({ ...base, workers: 2 });
    const threaded = await runStudy(base, undefined, true);
    const strip = (r: typeof one) => ({ ...r, timing: null });
    expect(strip(two)).toEqual(strip(one));
    expect(strip(threaded)).toEqual(strip(one));
    expect(one.games).toBe(6);
    expect(one.bots.map((b) => b.games)).toEqual([6, 6]);
    expect(one.seats.reduce((a, s) => a + s.wins, 0) + one.draws).toBe(6);
    expect(one.content.length).toBeGreaterThan(0);
  });

  it('batched workers return every record once, in task order, as one thread does', async () => {
    const spec = { ...base, games: 80, bots: ['random', 'random'], options: { costLimit: 2, turnCap: 2 } };
    // Asked with the tasks still to hand out: batches shrink to single games near the end.
    expect(batchSize(80, 2)).toBe(2);
    expect(batchSize(6, 2)).toBe(1);
    expect(batchSize(100_000, 2)).toBe(64);
    expect(batchSize(300, 2)).toBe(9);
    const one = await runTasks((await tasksFor(spec, 2)), 1);
    const two = await runTasks((await tasksFor(spec, 2)), 2);
    expect(two.map((r) => r.index)).toEqual(Array.from({ length: 80 }, (_, i) => i));
    expect(two).toEqual(one.map((r, i) => ({ ...r, decisionMs: two[i].decisionMs })));
    // Fewer games than workers: each game is played once.
    const few = await runTasks((await tasksFor({ ...spec, games: 1 }, 2)), 2);
    expect(few.map((r) => r.index)).toEqual([0]);
  });

  it("a pool kept across a sweep's studies gives each the report fresh workers give, and content names stay right", async () => {
    const sweep: StudySpec[] = [{ ...base, game: 'mecha', options: {}, games: 6, bots: ['random', 'random'], workers: 2 }, { ...base, workers: 2 }, { ...base, game: 'mecha', options: { turnCap: 5 }, games: 5, bots: ['random', 'random'], workers: 2 }];
    const pool = await SimPool.open(2);
    try {
      for (const spec of sweep) {
        const shared = await runStudy(spec, undefined, false, pool);
        const fresh = await runStudy(spec, undefined, true);
        expect({ ...shared, timing: null }).toEqual({ ...fresh, timing: null });
        expect(shared.timing.workers).toBe(2);
      }
    } finally {
      await pool.close();
    }
  });

  it("a worker's own imports name no game: it loads only the one its tasks play (KARDS compiles its card pool at import)", async () => {
    const { build } = await import('esbuild');
    const entry = 'src/sim/worker.ts';
    const r = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
    const inputs = r.metafile.inputs;
    const seen = new Set<string>();
    const stack = [entry];
    let dynamic = 0;
    while (stack.length > 0) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const i of inputs[f]?.imports ?? []) {
        if (i.kind === 'dynamic-import') dynamic++;
        else if (!i.external) stack.push(i.path);
      }
    }
    expect([...seen].filter((f) => f.startsWith('src/games/') && f !== 'src/games/loaders.ts')).toEqual([]);
    // The games are there, behind loadGame's dynamic imports.
    expect(dynamic).toBeGreaterThanOrEqual(5);
  });

  it('a task may leave the final hash out (a local study does: its report never reads it); the game is the same', async () => {
    const [task] = (await tasksFor({ ...base, games: 1 }, 2));
    const naval = await loadGame('naval');
    const withHash = runGame(task, naval);
    const without = runGame({ ...task, hash: false }, naval);
    expect(withHash.hash).toMatch(/^[0-9a-f]{14}$/);
    expect(without.hash).toBeNull();
    expect({ ...without, hash: withHash.hash, decisionMs: null }).toEqual({ ...withHash, decisionMs: null });
  });

  it('a task may leave the per-turn evaluations out: the record carries their lead figures, and the report is the same', async () => {
    const spec = { ...base, game: 'mecha', options: {}, games: 6, bots: ['random', 'heuristic:samples=1'] };
    const tasks = (await tasksFor(spec, 2));
    const full = await runTasks(tasks, 1);
    const lean = await runTasks(tasks.map((t) => ({ ...t, evals: false })), 2);
    for (const [i, r] of lean.entries()) {
      expect(r.evals).toEqual([]);
      expect(full[i].evals.length).toBeGreaterThan(2);
      expect(r.lead).toEqual(leadOfEvals(full[i].evals, full[i].winners, full[i].draw));
      expect({ ...r, evals: full[i].evals, lead: undefined, decisionMs: null }).toEqual({ ...full[i], decisionMs: null });
    }
    const numbers = (rs: GameRecord[]) => ({ ...buildReport('mecha', 'x', {}, rs, 1, 1), timing: null });
    expect(numbers(lean)).toEqual(numbers(full));
    expect(numbers(full).leadChanges.max).toBeGreaterThan(0);
  });

  it('options are parsed once per options object and game: the same object for another game is parsed for that game', async () => {
    const options = { turnCap: 3 };
    const [n] = (await tasksFor({ ...base, games: 1, options }, 2));
    const [m] = (await tasksFor({ ...base, game: 'mecha', games: 1, bots: ['random', 'random'], options }, 2));
    const naval = await loadGame('naval');
    const mecha = await loadGame('mecha');
    // One raw object for both games (a cache by object alone would hand mecha naval's options)…
    const shared = [runGame({ ...n, options }, naval), runGame({ ...m, options }, mecha)];
    // …plays as fresh copies do.
    const fresh = [runGame({ ...n, options: { ...options } }, naval), runGame({ ...m, options: { ...options } }, mecha)];
    expect(shared.map((r) => ({ ...r, decisionMs: null }))).toEqual(fresh.map((r) => ({ ...r, decisionMs: null })));
    expect(shared[1].turns).toBeLessThanOrEqual(4);
    expect(() => runGame({ ...n, options: { turnCap: 'x' } }, naval)).toThrow(/bad option turnCap/);
  });

  it('a setup file fixes the fleets, and an illegal one is a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const fleets: SetupScript = { seats: [[{ t: 'add', cls: 'CL' }, { t: 'built' }], [{ t: 'add', cls: 'DD' }, { t: 'built' }]] };
    const r = await runStudy({ ...base, games: 2, setup: fleets });
    expect(r.content.map((c) => c.name).sort()).toEqual(['CL', 'DD']);
    const bad: SetupScript = { seats: [[{ t: 'add', cls: 'BB' }, { t: 'add', cls: 'BB' }]] };
    await expect(runStudy({ ...base, games: 1, setup: bad })).rejects.toThrow(/not legal/);
    writeFileSync(join(dir, 'x.json'), '{');
    expect(readFileSync(join(dir, 'x.json'), 'utf8')).toBe('{');
  });

  it('per-content statistics name what each seat brought (mecha: ship, captain, pilots, cards)', async () => {
    const r = await runStudy({ ...base, game: 'mecha', options: {}, games: 2, bots: ['random', 'random'] });
    const kinds = new Set(r.content.map((c) => c.name.split(':')[0]));
    for (const k of ['ship', 'weapon', 'mech', 'captain', 'pilot', 'card']) expect(kinds.has(k), k).toBe(true);
    for (const c of r.content) expect(c.withIt.games + c.without.games).toBe(4);
  });

  it('--setup: bots by default, random, or a setup file (its script; the bots choose the rest)', () => {
    expect(parseSetupFlag(undefined)).toEqual({ setupBy: 'bots', setup: null });
    expect(parseSetupFlag('bots')).toEqual({ setupBy: 'bots', setup: null });
    expect(parseSetupFlag('random')).toEqual({ setupBy: 'random', setup: null });
    const file = join(mkdtempSync(join(tmpdir(), 'sim-')), 'fleets.json');
    writeFileSync(file, JSON.stringify({ seats: [[{ t: 'add', cls: 'CL' }]] }));
    expect(parseSetupFlag(file)).toEqual({ setupBy: 'bots', setup: { seats: [[{ t: 'add', cls: 'CL' }]] } });
    expect(() => parseSetupFlag('Random')).toThrow('--setup must be bots, random or a setup file, not "Random"');
  });

  it('bad bots, options and sweeps are refused before anything runs', async () => {
    await expect(validateStudy({ ...base, bots: ['random', 'nope'] })).rejects.toThrow(SandtableError);
    await expect(validateStudy({ ...base, options: { costLimit: 'x' } })).rejects.toThrow(/bad option costLimit/);
    expect(() => sweepOptions({}, 'costLimit')).toThrow(/bad --sweep/);
    expect(() => sweepOptions({}, 'costLimit=')).toThrow(/no values/);
    expect(sweepOptions({}, 'costLimit=15,20').values.map((v) => v.options)).toEqual([{ costLimit: 15 }, { costLimit: 20 }]);
  });

  it('the HTML report is self-contained: charts by Chart.js inline, no network', async () => {
    const r = await runStudy({ ...base, games: 2 });
    const html = renderHtml('t', [{ value: '', report: r }], null);
    expect(html).toContain('new Chart(');
    expect(html).toMatch(/Chart\.js v4/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)[^"' ]+\.(js|css)/);
  });
});
