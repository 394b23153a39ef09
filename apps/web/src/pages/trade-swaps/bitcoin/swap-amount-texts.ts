/** What a stored swap sends and receives, as the swap screens write it (My swaps, the swap's view). Pure. */
import type { Language } from "@ceiba/core";
import type { StoredSwap } from "@ceiba/lightning";
import { bitcoinAmountText, rbtcAmountText } from "./bitcoin-amount-text";

export function swapAmountTexts(swap: StoredSwap, language: Language): { sendText: string; receiveText: string } {
  const sats = (value: bigint) => bitcoinAmountText(value, "sats", language);
  switch (swap.kind) {
    case "submarine":
      return { sendText: rbtcAmountText(swap.lockAmountSat, language), receiveText: sats(swap.invoiceAmountSat) };
    case "reverse":
      return { sendText: sats(swap.invoiceAmountSat), receiveText: rbtcAmountText(swap.onchainAmountSat, language) };
    case "chain":
      return { sendText: sats(swap.userLockAmountSat), receiveText: rbtcAmountText(swap.onchainAmountSat, language) };
    case "chainToBtc":
      // What reaches the user's BTC address: Boltz's BTC lock less the claim's miner fee.
      return {
        sendText: rbtcAmountText(swap.lockAmountSat, language),
        receiveText: sats(swap.serverLockAmountSat - swap.claimFeeSat),
      };
  }
}
