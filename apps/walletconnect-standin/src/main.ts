/**
 * `npm start -w @ceiba/walletconnect-standin` (and `npm start` at the root, which spawns it): the local
 * WalletConnect STAND-IN on 127.0.0.1:CEIBA_WALLETCONNECT_PORT (9002), a relay and a wallet holding Hardhat's
 * account 11 over the local chain at CEIBA_LOCAL_RPC (else 127.0.0.1:CEIBA_RPC_PORT). Chain 1337 only.
 */
import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { closeOnSignals, envPort, failStandin, localRpcUrl } from "@ceiba/local-stack/standin";
import { createPublicClient, http } from "viem";
import { DEFAULT_WALLETCONNECT_PORT, startWalletConnectStandin } from "./standin";
import { hardhatPrivateKey } from "./standin-key";

const TAG = "walletconnect stand-in";
const rpcUrl = localRpcUrl(TAG);
const chainId = await createPublicClient({ transport: http(rpcUrl) })
  .getChainId()
  .catch((error: unknown) => failStandin(TAG, `the local chain at ${rpcUrl} does not answer: ${String(error)}`));
if (chainId !== LOCAL_CHAIN_ID)
  failStandin(TAG, `the chain at ${rpcUrl} is ${chainId}: the stand-in runs on 1337 only`);
const webPort = envPort(TAG, "CEIBA_WEB_PORT", 5173);

const standin = await startWalletConnectStandin({
  port: envPort(TAG, "CEIBA_WALLETCONNECT_PORT", DEFAULT_WALLETCONNECT_PORT),
  rpcUrl,
  chainId,
  privateKey: hardhatPrivateKey(),
  allowedOrigins: [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`],
  log: (line) => console.log(`[${TAG}] ${line}`),
}).catch((error: unknown) => failStandin(TAG, error instanceof Error ? error.message : String(error)));

console.log(
  `[${TAG}] ready: a STAND-IN of WalletConnect (relay ${standin.relayUrl}, wallet ${standin.address} on chain ${chainId}); pair at ${standin.url}`,
);
closeOnSignals(standin);
