/**
 * The test files that send transactions on the run's shared chain, or read it as still at its head, hold this lock
 * from their first hook to their last: they run one at a time, as they always did, while the files on chains of
 * their own (recovery, Tropykus) and those without a chain run beside them.
 */
import { mkdir, rmdir } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";

/** A hang guard: the other files on the shared chain may hold the lock for minutes in all. */
const LOCK_WAIT_MS = 900_000;

/** Registers the hooks that take and give back the lock: call it before the file's other hooks. */
export function holdSharedChain(): void {
  const lock = inject("sharedChainLock");
  beforeAll(async () => {
    // mkdir is atomic: exactly one of the waiting files creates the folder.
    for (;;) {
      try {
        await mkdir(lock);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, LOCK_WAIT_MS);
  afterAll(() => rmdir(lock));
}
