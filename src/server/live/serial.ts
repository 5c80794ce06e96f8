// Runs async tasks one at a time, in order: every read and write of one match goes through its queue,
// so nobody sees an action before it is stored, and two actions never interleave.
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const next = this.tail.then(task);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
