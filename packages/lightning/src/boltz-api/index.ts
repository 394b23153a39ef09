export * from "./boltz-api-error";
export * from "./boltz-client";
export * from "./boltz-contracts";
export * from "./boltz-environment";
export * from "./boltz-http";
export * from "./boltz-pairs";
export * from "./boltz-swap-answers";
export * from "./swap-updates";
export { InvalidAnswer } from "./json-guards";
