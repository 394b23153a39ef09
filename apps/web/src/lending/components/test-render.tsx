/**
 * Renders a lending page or component for a test, with the account's snapshot and the gas price already
 * in the query cache (no wagmi: the queries stay disabled and serve the cache), a connected session and a
 * memory router. Not shipped: only tests import it.
 */
import type { ProtocolSnapshot } from "@ceiba/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { connectedSession } from "../../test/fake-session";
import { WalletSessionContext, type WalletSession } from "../../wallet/session";
import { toLendingSnapshot } from "../data/lending-snapshot";
import { accountKeys, lendingKeys } from "../data/query-keys";
import { ACCOUNT, LOCAL } from "../test-snapshot";

export const TEST_GAS_PRICE = 60_000_000n;
export const TEST_READ_AT = 1_700_000_000_000;

export interface LendingRenderOptions {
  /** The Lens answer for the test account (undefined: nothing cached, the page loads forever). */
  snapshot?: ProtocolSnapshot;
  /** eth_gasPrice in the cache (default 0.06 gwei); null: none yet. */
  gasPrice?: bigint | null;
  session?: WalletSession;
  /** The router's first path (default "/"). */
  path?: string;
  /** The route pattern the element is mounted at (default "*"; "/home/section/:id" gives useParams an id). */
  route?: string;
  readAtMs?: number;
}

export function renderLending(ui: ReactNode, options: LendingRenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = options.session ?? connectedSession();
  if (options.snapshot) {
    const view = toLendingSnapshot(options.snapshot, 1337, LOCAL, options.readAtMs ?? TEST_READ_AT);
    const key = session.address ? accountKeys.snapshot(1337, ACCOUNT) : lendingKeys.markets(1337);
    queryClient.setQueryData(key, view);
  }
  if (options.gasPrice !== null)
    queryClient.setQueryData(lendingKeys.gasPrice(1337), options.gasPrice ?? TEST_GAS_PRICE);
  const router = createMemoryRouter([{ path: options.route ?? "*", element: ui }], {
    initialEntries: [options.path ?? "/"],
  });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <WalletSessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </WalletSessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient, router };
}
