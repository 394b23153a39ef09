// Types of export-ether-swap-abi.mjs, for its drift test (src/ether-swap/ether-swap-abi.test.ts).
export declare const ETHER_SWAP_ARTIFACT: string;
/** The committed file the script writes: src/ether-swap/ether-swap-abi.generated.ts. */
export declare const ETHER_SWAP_ABI_FILE: string;
/** The generated file's text, from the installed boltz-core. */
export declare function renderEtherSwapAbiSource(): string;
