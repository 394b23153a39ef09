import { afterEach, expect, it } from "vitest";
import { provideNodeBuffer, provideNodeGlobal } from "./node-buffer";

const nodeBuffer = globalThis.Buffer;
const globals = globalThis as { Buffer?: unknown };

afterEach(() => {
  globals.Buffer = nodeBuffer;
});

it("gives a page without Buffer the buffer module's, as the Ledger's libraries call it", async () => {
  delete globals.Buffer;
  await provideNodeBuffer();
  const Buffer = globals.Buffer as typeof nodeBuffer;
  // (In Node the `buffer` import is Node's own module; a browser build bundles the npm package of that name.)
  expect(Buffer.from("e0020000", "hex")).toHaveLength(4);
});

it("leaves a Buffer that is there alone", async () => {
  await provideNodeBuffer();
  expect(globals.Buffer).toBe(nodeBuffer);
});

it("gives a page without Node's `global` its own global object", () => {
  const globals = globalThis as { global?: unknown };
  const saved = globals.global;
  delete globals.global;
  provideNodeGlobal();
  expect(globals.global).toBe(globalThis);
  globals.global = saved;
});
