// `sandtable worker --queue redis://… [--concurrency K] [--stall-seconds S]`: plays queued simulation
// jobs until SIGINT/SIGTERM. The first signal finishes the jobs in hand, a second gives them back.
import { SandtableError } from '../engine/index.js';
import { checkReachable } from '../sim/queue/connect.js';
import { startQueueWorker } from '../sim/queue/queue-worker.js';
import { parseQueueUrl } from '../sim/queue/url.js';
import { checkFlags, one, type ParsedArgs } from './args.js';

function positive(args: ParsedArgs, name: string, fallback: number): number {
  const v = one(args, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1024) throw new SandtableError('bad_input', `--${name} must be an integer from 1 to 1024, not "${v}"`);
  return Number(v);
}

export async function cmdWorker(args: ParsedArgs, out: (line: string) => void): Promise<void> {
  checkFlags(args, ['queue', 'concurrency', 'stall-seconds']);
  const raw = one(args, 'queue');
  if (raw === undefined) throw new SandtableError('bad_input', 'worker needs --queue redis://host:port');
  const target = parseQueueUrl(raw);
  const concurrency = positive(args, 'concurrency', 1);
  const stallMs = positive(args, 'stall-seconds', 30) * 1000;
  await checkReachable(target);
  const w = await startQueueWorker(target, { concurrency, stallMs, log: out });
  out(`worker ${w.name}: ${concurrency} game thread(s) on ${target.shown}; SIGINT/SIGTERM to stop`);
  await new Promise<void>((resolve, reject) => {
    let signals = 0;
    const onSignal = () => {
      signals++;
      if (signals === 1) out(`worker ${w.name}: stopping after the jobs in hand (signal again to give them back)`);
      else out(`worker ${w.name}: giving the jobs in hand back to the queue`);
      // A second stop() joins the first close, which ends once the released jobs let go.
      w.stop(signals > 1).then(resolve, reject);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
  out(`worker ${w.name}: stopped`);
}
