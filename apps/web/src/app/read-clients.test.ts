import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { expect, it, vi } from "vitest";
import { ENDPOINTS } from "../config/endpoints";
import { createReadClients } from "./read-clients";
import { loadReadClients, readClientsStore } from "./public-client";

it("reads each chain through the app's endpoint with one client, created on first use", () => {
  const clientFor = createReadClients();
  const local = clientFor(LOCAL_CHAIN_ID);
  expect(local?.chain?.id).toBe(LOCAL_CHAIN_ID);
  expect(local?.transport.url).toBe(ENDPOINTS.rpc[LOCAL_CHAIN_ID]);
  expect(clientFor(LOCAL_CHAIN_ID)).toBe(local);
  expect(clientFor(1)).toBeUndefined();
});

it("loads the read clients once, for every page that reads", async () => {
  expect(readClientsStore.get()).toBeUndefined();
  await Promise.all([loadReadClients(), loadReadClients()]);
  const clientFor = readClientsStore.get();
  expect(clientFor?.(LOCAL_CHAIN_ID)?.readContract).toBeTypeOf("function");
  await loadReadClients();
  expect(readClientsStore.get()).toBe(clientFor);
});

it("asks a failing node once per read: the read's own policy retries, not the transport", async () => {
  const answers = vi.fn(async () => new Response("Bad Gateway", { status: 502 }));
  vi.stubGlobal("fetch", answers);
  try {
    const client = createReadClients()(LOCAL_CHAIN_ID);
    await expect(client?.getBlockNumber({ cacheTime: 0 })).rejects.toThrow();
    expect(answers).toHaveBeenCalledTimes(1);
  } finally {
    vi.unstubAllGlobals();
  }
});
