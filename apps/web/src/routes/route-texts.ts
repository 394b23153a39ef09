import { loadRouteTexts } from "../i18n/init";
import type { RouteTextGroup } from "../i18n/text-groups";

/**
 * A route's lazy Component that renders with its texts: the page's code and its groups' texts
 * (src/i18n/text-groups.ts) load side by side, and the router renders once both are in, so no message key
 * flashes. The shell's texts are always there; a route on them alone needs no wrapper.
 */
export function withTexts<C>(groups: readonly RouteTextGroup[], load: () => Promise<C>): () => Promise<C> {
  return async () => (await Promise.all([load(), loadRouteTexts(groups)]))[0];
}
