// A progress bar (games done, games/s, ETA) on a terminal; silent when stderr is not a TTY.
import type { Progress } from './pool.js';

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): Progress & { end(): void } {
  const tty = stream.isTTY === true;
  const t0 = performance.now();
  let last = 0;
  const draw = (done: number, total: number) => {
    const now = performance.now();
    if (!tty || (now - last < 100 && done < total)) return;
    last = now;
    const secs = (now - t0) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const eta = rate > 0 ? (total - done) / rate : 0;
    const width = 30;
    const filled = Math.round((done / total) * width);
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ${rate.toFixed(1)} games/s  ETA ${eta.toFixed(0)}s `);
  };
  return Object.assign(draw, {
    end() {
      if (tty) stream.write('\n');
    },
  });
}
