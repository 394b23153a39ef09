import { describe, expect, it, vi } from "vitest";
import { createChunkQueue } from "./chunk-queue";

/** A queue whose tasks run when the test says: `runTask()` runs the oldest one. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  const queue = createChunkQueue((task) => tasks.push(task));
  const runTask = async () => {
    tasks.shift()?.();
    await Promise.resolve(); // the released promises' reactions
  };
  return { queue, tasks, runTask };
}

/** Which of `names` may render now. */
const free = (queue: ReturnType<typeof createChunkQueue>, names: string[]) =>
  names.filter((name) => queue.wait(name) === undefined);

describe("the prerendered page's hydration chunks", () => {
  it("wait for nothing before the hydration starts", () => {
    const { queue, tasks } = manualQueue();
    expect(queue.wait("layout")).toBeUndefined();
    expect(tasks).toEqual([]);
  });

  it("are let go one per task, in the order met, a chunk met later (nested) behind those before it", async () => {
    const { queue, runTask } = manualQueue();
    const done = vi.fn();
    queue.start(done);
    const layout = queue.wait("layout");
    const page = queue.wait("page");
    expect(layout).toBeInstanceOf(Promise);
    expect(queue.wait("layout")).toBe(layout); // the same wait while it is held
    const resolved: string[] = [];
    void layout?.then(() => resolved.push("layout"));
    void page?.then(() => resolved.push("page"));

    await runTask();
    expect(resolved).toEqual(["layout"]);
    expect(free(queue, ["layout", "page"])).toEqual(["layout"]);
    const topBar = queue.wait("top-bar"); // met while the layout hydrates
    void topBar?.then(() => resolved.push("top-bar"));

    await runTask();
    expect(resolved).toEqual(["layout", "page"]);
    await runTask();
    expect(resolved).toEqual(["layout", "page", "top-bar"]);
    expect(done).not.toHaveBeenCalled();
    await runTask();
    expect(done).toHaveBeenCalledOnce();

    // Over: chunks met from now on (after a navigation) and the ones let go render at once.
    expect(free(queue, ["layout", "page", "top-bar", "markets"])).toEqual(["layout", "page", "top-bar", "markets"]);
  });

  it("ends at once when no chunk was met", async () => {
    const { queue, runTask } = manualQueue();
    const done = vi.fn();
    queue.start(done);
    await runTask();
    expect(done).toHaveBeenCalledOnce();
    expect(queue.wait("page")).toBeUndefined();
  });
});
