// Worker thread: plays the games it is sent and posts back their records. It loads only the games
// its tasks name (on the first task of each), so its start does not pay for the others' content.
import { parentPort } from 'node:worker_threads';
import { loadGame } from '../games/loaders.js';
import { runGame, type GameTask } from './run-game.js';

parentPort!.on('message', (task: GameTask | null) => {
  if (task === null) {
    parentPort!.close();
    return;
  }
  // The pool sends a worker its next task only after this one's reply, so tasks never overlap.
  loadGame(task.game)
    .then((game) => parentPort!.postMessage({ ok: true, record: runGame(task, game) }))
    .catch((e: unknown) => parentPort!.postMessage({ ok: false, index: task.index, message: e instanceof Error ? e.message : String(e) }));
});
