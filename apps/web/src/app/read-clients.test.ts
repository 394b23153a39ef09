import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { expect, it } from "vitest";
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
