// `sandtable sim <game> --games N --bots A,B[,…] [--workers K] [--seed S] [--set k=v …]
//   [--dice sfc32|chacha20] [--sweep k=v1,v2,…] [--setup bots|random|FILE] [--out report.html] [--json report.json]
//   [--queue redis://…]`: with --queue the games are played by `sandtable worker`s on other machines.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { applySettings, SandtableError, type Json } from '../engine/index.js';
import { renderHtml, type SweepEntry } from '../sim/html.js';
import { SimPool, type Progress } from '../sim/pool.js';
import { progressBar } from '../sim/progress.js';
import type { SimReport } from '../sim/report.js';
import { parseQueueUrl, type QueueTarget } from '../sim/queue/url.js';
import { parseSetupFlag } from '../sim/setup-file.js';
import { runStudy, sweepOptions, validateStudy, type StudySpec } from '../sim/study.js';
import { studyLines } from './sim-text.js';
import { checkFlags, diceFlag, one, type ParsedArgs } from './args.js';
import { deckOptions } from './cards.js';

function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = one(args, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new SandtableError('bad_input', `--${name} must be a positive integer, not "${v}"`);
  return Number(v);
}

/** A queued study; the first Ctrl-C takes its games off the queue (workers would otherwise play them for nobody). */
async function onQueue(study: StudySpec, queue: QueueTarget, bar: Progress): Promise<SimReport> {
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  process.once('SIGINT', onSigint);
  try {
    // Loaded only for a queued study: the queue client (BullMQ) is no part of a local run's start.
    const { runStudyOnQueue } = await import('../sim/queue/submit.js');
    return await runStudyOnQueue(study, queue, bar, stop.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}

export async function cmdSim(args: ParsedArgs, out: (line: string) => void): Promise<void> {
  checkFlags(args, ['games', 'bots', 'workers', 'seed', 'dice', 'set', 'sweep', 'setup', 'out', 'json', 'deck', 'queue']);
  const game = args.positionals[1];
  if (!game) throw new SandtableError('bad_input', 'sim needs a game id (see `sandtable games`)');
  const withDecks = applySettings({}, args.flags.get('set') ?? []);
  await deckOptions(game, args, withDecks);
  const base = withDecks as Json;
  const setup = parseSetupFlag(one(args, 'setup'));
  const queueArg = one(args, 'queue');
  const queue = queueArg === undefined ? null : parseQueueUrl(queueArg);
  // On a queue each worker sets its own --concurrency.
  if (queue && args.flags.has('workers')) throw new SandtableError('bad_input', '--workers does not apply with --queue (each `sandtable worker` has --concurrency)');
  const spec: StudySpec = {
    game,
    games: intFlag(args, 'games', 100),
    bots: (one(args, 'bots') ?? 'random,random').split(',').map((b) => b.trim()),
    seed: one(args, 'seed') ?? '1',
    // No player sees a simulation's dice: the fast generator unless asked.
    dice: diceFlag(args, 'sfc32'),
    options: base,
    workers: intFlag(args, 'workers', Math.max(1, Math.min(availableParallelism(), 4))),
    ...setup,
  };
  const sweepArg = one(args, 'sweep');
  const sweep = sweepArg ? sweepOptions(base, sweepArg) : null;
  const variants = sweep ? sweep.values : [{ value: '', options: base }];
  // Validate every variant before playing anything.
  for (const v of variants) await validateStudy({ ...spec, options: v.options });
  const studies: SweepEntry[] = [];
  // A local sweep's studies share their workers: only the first pays their start and JIT warm-up.
  const pool = !queue && sweep && spec.workers > 1 ? await SimPool.open(spec.workers) : undefined;
  try {
    for (const v of variants) {
      const bar = progressBar(sweep ? `${sweep.key}=${v.value}` : game);
      const study = { ...spec, options: v.options };
      const report = queue ? await onQueue(study, queue, bar) : await runStudy(study, bar, false, pool);
      bar.end();
      studies.push({ value: v.value, report });
    }
  } finally {
    await pool?.close();
  }
  const json = sweep ? { game, sweep: { key: sweep.key, studies: studies.map((s) => ({ value: s.value, ...s.report })) } } : studies[0].report;
  const jsonPath = one(args, 'json');
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify(json, null, 1));
  const outPath = one(args, 'out');
  if (outPath) writeFileSync(outPath, renderHtml(`Sandtable simulation: ${game}`, studies, sweep?.key ?? null));
  for (const s of studies) {
    const r = s.report;
    const head = sweep ? `${sweep.key}=${s.value}: ` : '';
    for (const line of studyLines(r, head)) out(line);
  }
}
