import { expect, it } from "vitest";
import { sessionStore } from "../app/session-store";
import { walletDemanded } from "../app/wallet-demand";
import { fakeSession } from "../test/fake-session";
import { walletLoader } from "./wallet-guard";

it("a wallet route asks for the wallet code, and waits for it to know the session", async () => {
  let demanded = false;
  void walletDemanded.then(() => (demanded = true));
  sessionStore.set({ session: fakeSession(), ready: false }); // the placeholder: the wallet code is not there
  const controller = new AbortController();
  const loading = walletLoader("balance")({
    request: new Request("http://127.0.0.1/balance", { signal: controller.signal }),
    params: {},
    context: undefined,
  } as unknown as Parameters<ReturnType<typeof walletLoader>>[0]); // the loader reads request and params only
  await walletDemanded;
  expect(demanded).toBe(true);

  // Once it is there and finds no wallet, a first-load entry to /balance goes to /.
  sessionStore.set({ session: fakeSession(), ready: true });
  const redirect = await loading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(redirect).toBeInstanceOf(Response);
  expect((redirect as Response).status).toBe(302);
  expect((redirect as Response).headers.get("Location")).toBe("/");
});
