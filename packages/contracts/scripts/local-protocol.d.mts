// Types of local-protocol.mjs, for TypeScript callers (deploy-local, seed-local, the tests).

export type LocalProtocol = "ceiba" | "tropykus";
export declare const LOCAL_PROTOCOLS: readonly LocalProtocol[];
/** The protocol CEIBA_PROTOCOL (or `value`) names; "ceiba" when unset; throws on anything else. */
export declare function localProtocol(value?: string): LocalProtocol;
/** packages/deployments/chains/1337.<protocol>.json */
export declare function localDeploymentFile(protocol: LocalProtocol): string;
