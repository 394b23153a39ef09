/**
 * The order in which the prerendered page's chunks hydrate (hydration-chunk.tsx): once started, every
 * chunk met waits for its turn; one is let go per task, in the order they were met, and a chunk met while
 * another hydrates (a nested one) queues behind those met before. It ends, and `done` runs, when a task
 * finds none left; from then on no chunk waits, and a chunk let go never waits again.
 */
export interface ChunkQueue {
  start(done?: () => void): void;
  /** The promise to suspend on while `name` waits for its turn, or undefined when it may render. */
  wait(name: string): Promise<void> | undefined;
}

export function createChunkQueue(nextTask: (task: () => void) => void): ChunkQueue {
  let active = false;
  let running = false;
  let onDone: (() => void) | undefined;
  const held = new Map<string, { released: boolean; promise: Promise<void> }>();
  const turns: (() => void)[] = [];

  function releaseNext(): void {
    const release = turns.shift();
    if (release === undefined) {
      running = false;
      active = false;
      const done = onDone;
      onDone = undefined;
      done?.();
      return;
    }
    release();
    nextTask(releaseNext);
  }

  return {
    start(done) {
      active = true;
      onDone = done;
      if (running) return;
      running = true;
      nextTask(releaseNext);
    },
    wait(name) {
      let chunk = held.get(name);
      if (chunk === undefined) {
        if (!active) return undefined;
        let resolve = () => {};
        const entry = { released: false, promise: new Promise<void>((done) => (resolve = done)) };
        turns.push(() => {
          entry.released = true;
          resolve();
        });
        held.set(name, entry);
        chunk = entry;
      }
      return chunk.released ? undefined : chunk.promise;
    },
  };
}
