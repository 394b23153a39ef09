import { readStoredSession } from "../browser-storage";
import { allPlugins, connection, forgetConnection, publish, type ControllerContext } from "./controller-context";
import { onConnected } from "./connect-flow";
import { endAccount, onLost } from "./disconnect-flow";
import { walletKindOf } from "./wallet-options";

/**
 * Follows wagmi's state into the session: a new account or wallet starts the connect side effects, a
 * disconnect we did not run is a lost wallet, anything else only republishes (e.g. a chain change).
 */
export function sync(ctx: ControllerContext) {
  const state = ctx.config.state;
  const live = connection(ctx);
  const address = live?.accounts[0];
  const connector = live?.connector;
  const { current } = ctx;
  const connected =
    address !== undefined &&
    connector !== undefined &&
    (state.status === "connected" || (state.status === "reconnecting" && current?.address === address));

  if (connected) {
    if (!current || current.address !== address || current.connector.uid !== connector.uid) {
      // Only a wallet the user picked now, or the stored session's: anything else wagmi reconnected alone.
      const expected = ctx.connectRequested || readStoredSession()?.walletId === connector.id;
      if (!expected) {
        forgetConnection(ctx, connector);
        return;
      }
      if (current) endAccount(ctx, current.address);
      const wallet = { address, connector, kind: walletKindOf(connector, allPlugins(ctx)) };
      ctx.current = wallet;
      const reconnected = !ctx.connectRequested;
      ctx.connectRequested = false;
      publish(ctx);
      onConnected(ctx, wallet, reconnected);
      return;
    }
  } else if (current && state.status === "disconnected") {
    ctx.current = undefined;
    publish(ctx);
    if (!ctx.ending) onLost(ctx, current);
    return;
  }
  publish(ctx);
}
