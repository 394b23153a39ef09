import type { PageWalletConfig, WalletEvent, WalletReply, WalletRequest } from "./protocol";

/**
 * Runs in the page before its own scripts (`addInitScript`): installs an EIP-1193 provider as
 * `window.ethereum` and announces it over EIP-6963. Every request goes to the Node wallet through the
 * binding `config.binding`; events come back with each answer or through `window[config.emitter]`.
 * Serialised into the page, so it must not use anything from outside its own body.
 */
export function installPageProvider(config: PageWalletConfig): void {
  type Listener = (payload: unknown) => void;
  type Binding = (request: WalletRequest, internal?: boolean) => Promise<WalletReply>;
  const globals = window as unknown as Record<string, unknown>;
  if (globals[config.emitter]) return; // installed already in this document

  class ProviderRpcError extends Error {
    constructor(
      readonly code: number,
      message: string,
      readonly data?: unknown,
    ) {
      super(message);
    }
  }

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: WalletEvent) => {
    for (const listener of [...(listeners.get(event.name) ?? [])]) {
      try {
        listener(event.payload);
      } catch (error) {
        console.error("[test wallet] an event listener threw", error);
      }
    }
  };
  const call = async (request: WalletRequest, internal = false): Promise<unknown> => {
    const binding = globals[config.binding] as Binding | undefined;
    if (typeof binding !== "function") throw new ProviderRpcError(4900, "The test wallet is not connected.");
    const reply = await binding(request, internal);
    for (const event of reply.events) emit(event);
    if ("error" in reply) throw new ProviderRpcError(reply.error.code, reply.error.message, reply.error.data);
    return reply.result;
  };

  const provider = {
    isMetaMask: false,
    isCeibaTestWallet: true,
    request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
      if (!args || typeof args.method !== "string") {
        return Promise.reject(new ProviderRpcError(-32600, "request({ method, params }) needs a method"));
      }
      const params = Array.isArray(args.params) ? args.params : args.params === undefined ? [] : [args.params];
      return call({ method: args.method, params });
    },
    on(name: string, listener: Listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(name: string, listener: Listener) {
      listeners.get(name)?.delete(listener);
      return provider;
    },
    isConnected: () => true,
  };
  Object.assign(provider, { addListener: provider.on, off: provider.removeListener });

  Object.defineProperty(window, config.emitter, { value: emit });
  Object.defineProperty(window, "ethereum", { value: provider, configurable: true, writable: true });

  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();

  // EIP-1193: `connect` once the provider can serve the current chain.
  call({ method: "eth_chainId", params: [] }, true).then(
    (chainId) => emit({ name: "connect", payload: { chainId } }),
    () => undefined,
  );
}
