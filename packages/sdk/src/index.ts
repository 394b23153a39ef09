// @ceiba/sdk: the viem glue the API and the web app share.
export * from "./client/provider-selection";
export * from "./client/retry";
export * from "./errors/compound-codes";
export * from "./errors/decode";
export * from "./events/market-events";
export * from "./reads/snapshot";
export * from "./tx/execute";
export * from "./tx/plan";
export * from "./tx/plan-refusal";
export * from "./tx/send-plan";
export * from "./errors/comptroller-rejection";
export * from "./tx/estimate-gas";
export * from "./reads/deployment-block";
export * from "./view/market-kind";
export * from "./tx/plan-gas";
export * from "./view/deposit-limit";
export * from "./view/action-account";
