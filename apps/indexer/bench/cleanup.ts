/**
 * What the bench must undo (child processes, temporary folders), run once: at the end, on an error, or on
 * SIGINT / SIGTERM (then the process exits 130 / 143).
 */
type Cleanup = () => void | Promise<void>;

const cleanups: { name: string; run: Cleanup }[] = [];
let running: Promise<void> | undefined;
const aborted = new AbortController();

/** Aborted when a signal asks the bench to stop. */
export const abortSignal = aborted.signal;

/** Registers an undo step; steps run newest first. Returns a function that runs this step now. */
export function onCleanup(name: string, run: Cleanup): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop();
      if (!entry) break;
      try {
        await entry.run();
      } catch (error) {
        console.error(`cleanup of ${entry.name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return running;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the bench and cleaning up`);
    aborted.abort();
    void cleanupAll().finally(() => process.exit(code));
  });
}
