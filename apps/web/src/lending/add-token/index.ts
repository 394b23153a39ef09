// Add a token to the wallet's list (wallet_watchAsset): DOC, BPRO and USDRIF, from the deployment's snapshot.
export * from "./add-token";
export * from "./use-add-token";
export * from "./AddTokenButton";
