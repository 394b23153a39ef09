/** The response cache middleware on its own: a Hono app with a counted route and a mark the test moves. */
import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { BlockMark } from "../src/api/block-marks";
import { responseCache, type CacheEnv, type ResponseCacheOptions } from "../src/api/response-cache";

const markAt = (n: number): BlockMark => ({ key: `k${n}`, number: BigInt(n), hash: `0x${n.toString(16)}` });

/** An app whose POST /read answers `{ block, body, n }` (n counts the computations), cached. */
function cachedApp(overrides: Partial<ResponseCacheOptions> = {}) {
  let mark = markAt(1);
  let computed = 0;
  /** Runs inside the route, after its mark was read: lets a test move the state mid-answer. */
  let during: () => void = () => {};
  const app = new Hono<CacheEnv>();
  app.use("*", async (c, next) => {
    c.res.headers.set("access-control-allow-origin", "*");
    await next();
  });
  app.use(
    "/read",
    responseCache({
      marks: { current: async () => mark },
      keyOf: async (c: Context) => (c.req.method === "POST" ? await c.req.text() : undefined),
      cacheable: (status) => status === 200,
      checkMarkAround: true,
      maxEntries: 100,
      maxBytes: 1024 * 1024,
      ...overrides,
    }),
  );
  app.post("/read", async (c) => {
    computed += 1;
    during();
    const body = (await c.req.json()) as { fail?: boolean };
    // Yields, so that concurrent requests overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return c.json({ block: String(c.get("blockMark")?.number), body, n: computed }, body.fail ? 500 : 200);
  });
  const read = (body: unknown) =>
    app.request("/read", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return {
    read,
    computed: () => computed,
    moveTo: (n: number) => (mark = markAt(n)),
    onCompute: (fn: () => void) => (during = fn),
  };
}

const answer = async (res: Response) => ({
  status: res.status,
  cache: res.headers.get("x-ceiba-cache"),
  block: res.headers.get("x-ceiba-block"),
  hash: res.headers.get("x-ceiba-block-hash"),
  cors: res.headers.get("access-control-allow-origin"),
  body: await res.text(),
});

describe("the response cache", () => {
  it("answers a repeated read from the cache, byte for byte, with its block in the headers", async () => {
    const app = cachedApp();
    const first = await answer(await app.read({ q: 1 }));
    const second = await answer(await app.read({ q: 1 }));
    expect(first).toMatchObject({ status: 200, cache: "miss", block: "1", hash: "0x1", cors: "*" });
    expect(second).toEqual({ ...first, cache: "hit" });
    expect(JSON.parse(first.body)).toEqual({ block: "1", body: { q: 1 }, n: 1 });
    expect(app.computed()).toBe(1);
    // Another request is another entry.
    expect(JSON.parse((await answer(await app.read({ q: 2 }))).body)).toMatchObject({ body: { q: 2 }, n: 2 });
  });

  it("computes again once the state has moved to another block", async () => {
    const app = cachedApp();
    await app.read({ q: 1 });
    app.moveTo(2);
    const moved = await answer(await app.read({ q: 1 }));
    expect(moved).toMatchObject({ cache: "miss", block: "2" });
    expect(JSON.parse(moved.body)).toMatchObject({ block: "2", n: 2 });
    expect(await answer(await app.read({ q: 1 }))).toMatchObject({ cache: "hit", block: "2" });
  });

  it("computes a read once for concurrent requests", async () => {
    const app = cachedApp();
    const answers = await Promise.all(Array.from({ length: 20 }, async () => answer(await app.read({ q: 1 }))));
    expect(app.computed()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.cache === "miss").length).toBe(1);
  });

  it("keeps no answer computed while the state moved, and names the block it holds at least", async () => {
    const app = cachedApp();
    app.onCompute(() => app.moveTo(2));
    expect(await answer(await app.read({ q: 1 }))).toMatchObject({ cache: "miss", block: "1" });
    app.onCompute(() => {});
    expect(await answer(await app.read({ q: 1 }))).toMatchObject({ cache: "miss", block: "2" });
    expect(await answer(await app.read({ q: 1 }))).toMatchObject({ cache: "hit", block: "2" });
  });

  it("passes through what it must not keep: refused reads, failed answers", async () => {
    const app = cachedApp({ admit: async (c) => !(await c.req.text()).includes("write") });
    for (let i = 0; i < 2; i++) {
      expect(await answer(await app.read({ write: true }))).toMatchObject({ status: 200, cache: "bypass", block: "1" });
    }
    expect(app.computed()).toBe(2);
    expect((await app.read({ fail: true })).status).toBe(500);
    expect((await app.read({ fail: true })).status).toBe(500);
    expect(app.computed()).toBe(4);
  });

  it("keeps at most its entries and bytes, dropping the least recently used", async () => {
    const app = cachedApp({ maxEntries: 2 });
    await app.read({ q: 1 });
    await app.read({ q: 2 });
    await app.read({ q: 1 }); // q: 1 is now the most recent
    await app.read({ q: 3 }); // drops q: 2
    expect(app.computed()).toBe(3);
    expect(await answer(await app.read({ q: 1 }))).toMatchObject({ cache: "hit" });
    expect(await answer(await app.read({ q: 2 }))).toMatchObject({ cache: "miss" });
    const small = cachedApp({ maxBytes: 8 * 60 });
    await small.read({ q: "x".repeat(100) }); // over an eighth of the budget: never kept
    expect(await answer(await small.read({ q: "x".repeat(100) }))).toMatchObject({ cache: "miss" });
  });

  it("does nothing with a budget of 0", async () => {
    const app = cachedApp({ maxBytes: 0 });
    const res = await app.read({ q: 1 });
    expect(res.headers.get("x-ceiba-cache")).toBeNull();
    await app.read({ q: 1 });
    expect(app.computed()).toBe(2);
  });
});
