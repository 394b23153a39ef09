// Types of standin-env.mjs.
export declare function failStandin(tag: string, message: string): never;
export declare function envPort(tag: string, name: string, fallback: number): number;
export declare function localRpcUrl(tag: string): string;
export declare function closeOnSignals(standin: { close: () => Promise<void> }): void;
