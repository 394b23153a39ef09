// Types of local-protocol.mjs, for TypeScript callers (deploy-local, the local stack, the tests).
import type { Deployment, ProtocolName } from "./types";

export type LocalProtocol = ProtocolName;
export declare const LOCAL_PROTOCOLS: readonly LocalProtocol[];
/** The protocol CEIBA_PROTOCOL (or `value`) names; "ceiba" when unset; throws on anything else. */
export declare function localProtocol(value?: string): LocalProtocol;
/** packages/deployments/chains/1337.<protocol>.json */
export declare function localDeploymentFile(protocol: LocalProtocol): string;
/** The deployment record in `file` as it is on disk now, or undefined when there is none. */
export declare function readDeploymentFile(file: string): Deployment | undefined;
