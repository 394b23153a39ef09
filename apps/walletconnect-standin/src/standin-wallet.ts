/**
 * The STAND-IN wallet: the real @walletconnect/sign-client (as a phone wallet uses it) with a local Hardhat
 * key. It pairs from a `wc:` URI, approves a session for eip155:<chain> with its address, and answers the
 * session's requests (wallet-requests.ts): eth_sendTransaction (sent to the local chain through viem),
 * personal_sign, eth_signTypedData_v4, wallet_switchEthereumChain. It can refuse (4001) and end the session
 * from its side, as a person would in a real wallet.
 */
import { SignClient } from "@walletconnect/sign-client";
import type { SessionTypes, SignClientTypes } from "@walletconnect/types";
import { getSdkError } from "@walletconnect/utils";
import { createWalletClient, defineChain, http, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { MemoryStorage } from "./memory-storage";
import { answerWalletRequest, WalletRequestError, type WalletRequestContext } from "./wallet-requests";

export interface StandinWalletOptions {
  relayUrl: string;
  projectId: string;
  /** The local chain's JSON-RPC and id. */
  rpcUrl: string;
  chainId: number;
  privateKey: Hex;
  log?: (line: string) => void;
}

export interface StandinWalletMode {
  /** Every request is refused as a user's refusal (4001). */
  rejectRequests: boolean;
  /** Every session proposal is refused. */
  rejectSessions: boolean;
}

export interface AnsweredRequest {
  method: string;
  result?: unknown;
  error?: { code: number; message: string };
}

/** What the stand-in wallet shows (its page, the tests). */
export interface StandinWalletState {
  address: Hex;
  chainId: number;
  mode: StandinWalletMode;
  sessions: { topic: string; peer: string; accounts: string[] }[];
  requests: AnsweredRequest[];
}

const EVENTS = ["chainChanged", "accountsChanged"];

export async function startStandinWallet(options: StandinWalletOptions) {
  const log = options.log ?? (() => undefined);
  const account = privateKeyToAccount(options.privateKey);
  const chain = defineChain({
    id: options.chainId,
    name: "Ceiba local chain",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const context: WalletRequestContext = {
    account,
    chainId: options.chainId,
    wallet: createWalletClient({ account, chain, transport: http(options.rpcUrl) }),
  };
  const caip2 = `eip155:${options.chainId}`;
  const mode: StandinWalletMode = { rejectRequests: false, rejectSessions: false };
  const requests: AnsweredRequest[] = [];

  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    storage: new MemoryStorage(),
    // Its own WalletConnect Core: the library keeps one per storage prefix per process, and a dapp's client in
    // the same process (the tests) would otherwise share it and receive the wallet's messages.
    customStoragePrefix: "ceiba-standin-wallet",
    telemetryEnabled: false,
    logger: "error",
    metadata: {
      name: "Ceiba WalletConnect stand-in wallet",
      description: "A local stand-in of a WalletConnect wallet (chain 1337 only)",
      url: "http://127.0.0.1",
      icons: [],
    },
  });

  const onProposal = async ({ id, params }: SignClientTypes.EventArguments["session_proposal"]) => {
    const wanted = [params.requiredNamespaces.eip155, params.optionalNamespaces?.eip155].filter(
      (namespace) => namespace !== undefined,
    );
    const chains = wanted.flatMap((namespace) => namespace.chains ?? []);
    const others = Object.keys(params.requiredNamespaces).filter((key) => key !== "eip155");
    if (mode.rejectSessions || !chains.includes(caip2) || others.length > 0) {
      log(`session refused (${mode.rejectSessions ? "mode" : `asked for ${chains.join(", ") || "no chain"}`})`);
      await client.reject({ id, reason: getSdkError(mode.rejectSessions ? "USER_REJECTED" : "UNSUPPORTED_CHAINS") });
      return;
    }
    const methods = [...new Set(wanted.flatMap((namespace) => namespace.methods))];
    const events = [...new Set([...wanted.flatMap((namespace) => namespace.events), ...EVENTS])];
    const namespaces: SessionTypes.Namespaces = {
      eip155: { chains: [caip2], accounts: [`${caip2}:${account.address}`], methods, events },
    };
    const { acknowledged } = await client.approve({ id, namespaces });
    const session = await acknowledged();
    log(`session approved for ${params.proposer.metadata.name} (${session.topic.slice(0, 8)}…)`);
  };

  const onRequest = async ({ id, topic, params }: SignClientTypes.EventArguments["session_request"]) => {
    const { method, params: requestParams } = params.request;
    let answered: AnsweredRequest;
    try {
      if (mode.rejectRequests) throw new WalletRequestError(4001, "User rejected the request.");
      const result = await answerWalletRequest(context, method, requestParams);
      answered = { method, result };
      await client.respond({ topic, response: { id, jsonrpc: "2.0", result } });
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603;
      const message = error instanceof Error ? error.message : String(error);
      answered = { method, error: { code, message } };
      await client.respond({ topic, response: { id, jsonrpc: "2.0", error: { code, message } } });
    }
    requests.push(answered);
    log(`${method}: ${answered.error ? `refused (${answered.error.code})` : "answered"}`);
  };

  client.on("session_proposal", (event) => void onProposal(event).catch((error: unknown) => log(String(error))));
  client.on("session_request", (event) => void onRequest(event).catch((error: unknown) => log(String(error))));
  client.on("session_delete", ({ topic }) => log(`the dapp ended session ${topic.slice(0, 8)}…`));

  return {
    address: account.address,
    /** Pairs with a dapp's `wc:` URI; its session proposal is then approved (or refused, by the mode). */
    async pair(uri: string): Promise<void> {
      if (!uri.startsWith("wc:")) throw new Error("a WalletConnect URI starts with wc:");
      await client.core.pairing.pair({ uri });
      log("paired");
    },
    setMode(patch: Partial<StandinWalletMode>): StandinWalletMode {
      Object.assign(mode, patch);
      return { ...mode };
    },
    /** Ends every session from the wallet's side (the dapp gets session_delete). */
    async disconnect(): Promise<number> {
      const sessions = client.session.getAll();
      for (const session of sessions) {
        await client.disconnect({ topic: session.topic, reason: getSdkError("USER_DISCONNECTED") });
      }
      return sessions.length;
    },
    state(): StandinWalletState {
      return {
        address: account.address,
        chainId: options.chainId,
        mode: { ...mode },
        sessions: client.session.getAll().map((session) => ({
          topic: session.topic,
          peer: session.peer.metadata.name,
          accounts: session.namespaces.eip155?.accounts ?? [],
        })),
        requests: [...requests],
      };
    },
    async close(): Promise<void> {
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
}

export type StandinWallet = Awaited<ReturnType<typeof startStandinWallet>>;
