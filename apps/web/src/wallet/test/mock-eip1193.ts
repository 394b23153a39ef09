import { announceProvider } from "mipd";
import { getAddress, numberToHex, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** An EIP-1193 error as wallets throw it. */
export class MockRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Listener = (payload: unknown) => void;
type Handler = (params: readonly unknown[]) => unknown;

/** Hardhat's account 6 (the e2e wallet's default), as a fixed test signer. */
export const TEST_PRIVATE_KEY: Hex = "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e";

/**
 * A scriptable EIP-1193 browser wallet for unit tests: accounts, a current chain and the chains it knows,
 * personal_sign with a real key, events, and a log of every request. `override` replaces a method's answer
 * (throw a MockRpcError to refuse).
 */
export class MockWallet {
  readonly account = privateKeyToAccount(TEST_PRIVATE_KEY);
  accounts: Address[];
  chainId: number;
  readonly knownChains: Set<number>;
  readonly calls: { method: string; params: readonly unknown[] }[] = [];
  readonly overrides = new Map<string, Handler>();
  readonly added: unknown[] = [];
  /** Whether the site is authorised (eth_accounts answers the accounts). */
  authorized: boolean;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(options: { chainId: number; knownChains?: number[]; authorized?: boolean }) {
    this.accounts = [this.account.address];
    this.chainId = options.chainId;
    this.knownChains = new Set([options.chainId, ...(options.knownChains ?? [])]);
    this.authorized = options.authorized ?? false;
  }

  get address(): Address {
    return this.account.address;
  }

  override(method: string, handler: Handler): void {
    this.overrides.set(method, handler);
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** The user locks the wallet or revokes the site: accounts become empty. */
  lock(): void {
    this.authorized = false;
    this.emit("accountsChanged", []);
  }

  readonly request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const args = Array.isArray(params) ? (params as unknown[]) : [];
    this.calls.push({ method, params: args });
    const override = this.overrides.get(method);
    if (override) return override(args);
    switch (method) {
      case "eth_accounts":
        return this.authorized ? this.accounts : [];
      case "eth_requestAccounts":
        this.authorized = true;
        return this.accounts;
      case "wallet_requestPermissions":
        this.authorized = true;
        return [
          { parentCapability: "eth_accounts", caveats: [{ type: "restrictReturnedAccounts", value: this.accounts }] },
        ];
      case "wallet_revokePermissions":
        this.authorized = false;
        return null;
      case "eth_chainId":
        return numberToHex(this.chainId);
      case "personal_sign": {
        const [data, from] = args as [Hex, Address];
        if (getAddress(from) !== this.address) throw new MockRpcError(4100, "unknown account");
        return this.account.signMessage({ message: { raw: data } });
      }
      case "wallet_switchEthereumChain": {
        const wanted = Number((args[0] as { chainId: string }).chainId);
        if (!this.knownChains.has(wanted)) throw new MockRpcError(4902, `Unrecognized chain ID ${wanted}`);
        if (wanted !== this.chainId) {
          this.chainId = wanted;
          this.emit("chainChanged", numberToHex(wanted));
        }
        return null;
      }
      case "wallet_addEthereumChain": {
        const chain = args[0] as { chainId: string };
        this.added.push(chain);
        this.knownChains.add(Number(chain.chainId));
        return null;
      }
      default:
        throw new MockRpcError(4200, `MockWallet does not support ${method}`);
    }
  };
}

export const TEST_WALLET_RDNS = "com.ceiba.testwallet";
export const TEST_WALLET_NAME = "Ceiba Test Wallet";

/** Announces the wallet over EIP-6963 as the end-to-end fixture does; returns the stop function. */
export function announceMockWallet(wallet: MockWallet): () => void {
  return announceProvider({
    info: {
      uuid: "00000000-0000-4000-8000-000000000001",
      name: TEST_WALLET_NAME,
      icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
      rdns: TEST_WALLET_RDNS,
    },
    // mipd types the provider as viem's EIP1193Provider; the mock implements the part wagmi uses.
    provider: wallet as never,
  });
}
