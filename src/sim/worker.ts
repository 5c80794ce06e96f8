// Worker thread: plays the games it is sent and posts back their records.
import { parentPort } from 'node:worker_threads';
import { runGame, type GameTask } from './run-game.js';

parentPort!.on('message', (task: GameTask | null) => {
  if (task === null) {
    parentPort!.close();
    return;
  }
  try {
    parentPort!.postMessage({ ok: true, record: runGame(task) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, index: task.index, message: e instanceof Error ? e.message : String(e) });
  }
});
