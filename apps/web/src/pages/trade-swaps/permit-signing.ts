import type { PermitSigning } from "@ceiba/sdk";

/**
 * The permit helpers executeSwap uses for a quote's signing request. They are @ceiba/sdk's Uniswap ones
 * (verifyPermitSigner, insertPermitSignature), which the swap-uniswap branch adds: until they are merged a
 * quote with a signing request is refused here ('Signature verification failed'), never sent unchecked.
 */
export const permitSigning: PermitSigning = {
  verifySigner: async () => false,
  insertSignature: (data) => data,
};
