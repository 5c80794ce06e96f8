// Worker thread: plays the games it is sent and posts back their records. It loads only the games
// its tasks name (on the first task of each), so its start does not pay for the others' content.
// A message is one task (answered with `record`) or a batch of tasks, as an array or packed (pack.ts),
// answered with `packed` records in order: the local pool sends batches, since one message per short
// game kept the main thread busy.
import { parentPort } from 'node:worker_threads';
import type { AnyGame } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';
import { RecordPacker, taskAt, type PackedTasks } from './pack.js';
import { runGame, type GameRecord, type GameTask } from './run-game.js';

async function play(task: GameTask): Promise<GameRecord> {
  return runGame(task, await loadGame(task.game));
}

// Batches are played one after another, in the order they came: the local pool keeps a second one
// waiting here while the first plays, so the worker never waits for the next.
let batches: Promise<void> = Promise.resolve();
// Content names sent so far, by index (the pool keeps the same table for this worker).
const names = new Map<string, number>();
// Records are packed as each game ends (pack.ts): one packer, since batches are played one at a time.
const packer = new RecordPacker(names);

parentPort!.on('message', (msg: GameTask | readonly GameTask[] | PackedTasks | null) => {
  if (msg === null) {
    void batches.then(() => parentPort!.close());
    return;
  }
  if (Array.isArray(msg)) {
    const tasks = msg as readonly GameTask[];
    batches = batches.then(() => playBatch(tasks.length, (i) => tasks[i]));
  } else if ('seeds' in msg) batches = batches.then(() => playBatch(msg.index.length, (i) => taskAt(msg, i)));
  else {
    const task = msg as GameTask;
    play(task)
      .then((record) => parentPort!.postMessage({ ok: true, record }))
      .catch((e: unknown) => parentPort!.postMessage({ ok: false, index: task.index, message: messageOf(e) }));
  }
});

async function playBatch(count: number, nth: (i: number) => GameTask): Promise<void> {
  // The game is looked up once for a run of tasks of one game: an await per game was a trip through
  // the microtask queue between every two games of the batch.
  let game: AnyGame | null = null;
  for (let i = 0; i < count; i++) {
    const task = nth(i);
    try {
      if (game === null || game.id !== task.game) game = await loadGame(task.game);
      packer.add(runGame(task, game));
    } catch (e) {
      packer.drop();
      parentPort!.postMessage({ ok: false, index: task.index, message: messageOf(e) });
      return;
    }
  }
  // The records travel packed, handed over without a copy.
  const packed = packer.take();
  parentPort!.postMessage({ ok: true, packed }, [packed.ints.buffer, packed.nums.buffer, packed.evals.buffer, packed.shape.buffer, packed.content.buffer]);
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
