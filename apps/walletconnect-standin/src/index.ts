export { createStandinRelay, type StandinRelay } from "./relay";
export { MemoryStorage } from "./memory-storage";
export {
  DEFAULT_WALLETCONNECT_PORT,
  STANDIN_PROJECT_ID,
  startWalletConnectStandin,
  type WalletConnectStandin,
  type WalletConnectStandinOptions,
} from "./standin";
export { hardhatPrivateKey, STANDIN_WALLET_ACCOUNT_INDEX } from "./standin-key";
export type { AnsweredRequest, StandinWalletMode, StandinWalletState } from "./standin-wallet";
