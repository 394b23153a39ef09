import type { Connector } from "wagmi";
import { reconnect as wagmiReconnect, watchConnectors } from "wagmi/actions";
import { clearStoredSession, readStoredSession } from "../browser-storage";
import { connectOption, resolveConnector } from "./connect-flow";
import { allPlugins, publish, type ControllerContext } from "./controller-context";
import { sync } from "./wagmi-sync";

/** Waits for wagmi's own reconnect (if any) to finish, at most 5 s. */
function settled(ctx: ControllerContext): Promise<void> {
  const { config } = ctx;
  return new Promise((resolve) => {
    const busy = () => config.state.status === "connecting" || config.state.status === "reconnecting";
    if (!busy()) return resolve();
    const timeout = setTimeout(done, 5_000);
    const unsubscribe = config.subscribe(
      (state) => state.status,
      () => {
        if (!busy()) done();
      },
    );
    function done() {
      clearTimeout(timeout);
      unsubscribe();
      resolve();
    }
  });
}

/** The connector of a stored wallet: at once, or when its EIP-6963 announcement arrives, or its plugin. */
function findConnector(ctx: ControllerContext, id: string): Promise<Connector | undefined> {
  const { config } = ctx;
  const found = config.connectors.find((connector) => connector.id === id);
  if (found) return Promise.resolve(found);
  if (allPlugins(ctx).some((plugin) => plugin.id === id && plugin.configured)) return resolveConnector(ctx, id);
  return new Promise((resolve) => {
    const timeout = setTimeout(() => finish(undefined), ctx.discoveryWaitMs);
    const unwatch = watchConnectors(config, {
      onChange(connectors) {
        const connector = connectors.find((candidate) => candidate.id === id);
        if (connector) finish(connector);
      },
    });
    function finish(connector: Connector | undefined) {
      clearTimeout(timeout);
      unwatch();
      resolve(connector);
    }
  });
}

/**
 * On load without a stored session: the wallet the app runs inside (a partner's app such as the XO wallet),
 * connected without the dialog.
 */
async function connectHostWallet(ctx: ControllerContext) {
  for (const plugin of ctx.plugins) {
    if (!plugin.autoConnect || !(await plugin.autoConnect())) continue;
    if (ctx.current || readStoredSession()) return;
    await connectOption(ctx, plugin.id);
    return;
  }
}

/**
 * On load: the wallet of the stored session again; on failure the stored session goes (and is logged).
 * Without a stored session, the wallet the app runs inside, if any.
 */
export async function restoreSession(ctx: ControllerContext) {
  const stored = readStoredSession();
  if (!stored) return connectHostWallet(ctx);
  ctx.restoring = true;
  publish(ctx);
  try {
    await settled(ctx);
    if (ctx.current?.connector.id === stored.walletId) return;
    const connector = await findConnector(ctx, stored.walletId);
    if (!connector) throw new Error(`the stored wallet ${stored.walletId} is not in this browser`);
    const connections = await wagmiReconnect(ctx.config, { connectors: [connector] });
    if (connections.length === 0) throw new Error(`the stored wallet ${stored.walletId} did not reconnect`);
  } catch (error) {
    ctx.log({ event: "wallet-reconnect-failed", walletId: stored.walletId, method: stored.method, error });
    clearStoredSession();
  } finally {
    ctx.restoring = false;
    sync(ctx);
  }
}
