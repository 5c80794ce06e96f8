// Runs async tasks one at a time, in order: every read and write of one match goes through its queue,
// so nobody sees an action before it is stored, and two actions never interleave.
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  /** Tasks queued or running: a match with work in its queue is not let go from memory. */
  pending = 0;

  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.pending++;
    const next = this.tail.then(task).finally(() => this.pending--);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
