import { type LocalChain, startLocalChain } from "../../src/local-chain.mjs";

export const DAY_MS = 86_400_000;
let started: Promise<LocalChain> | undefined;

/**
 * One node for the local-stack tests, as `npm start` runs it: its clock 30 days back, the protocol deployed
 * and seeded. On a port of its own, so it never meets a running `npm start` or the sdk's test chain.
 */
export function seededChain(): Promise<LocalChain> {
  started ??= startLocalChain({
    port: 20_545 + Math.floor(Math.random() * 1000),
    seed: true,
    startDate: new Date(Date.now() - 30 * DAY_MS),
  });
  return started;
}

// A root hook: the node stops once every test file that used it is done.
after(async () => {
  if (!started) return;
  const chain = await started.catch(() => undefined);
  chain?.stop();
});
