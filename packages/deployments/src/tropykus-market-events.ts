/**
 * The market events whose layout differs between our markets and the Tropykus deployments (chains 30, 31).
 *
 * Our CToken keeps Compound v2's events with no indexed argument; Tropykus indexes their addresses. The
 * signatures, hence topic 0, are the same, so an ABI can hold only one layout per event: a log decoded with
 * the other one fails (Ponder drops such a log silently, viem throws). The number of topics tells the layouts
 * apart: 1 for ours, 1 + the indexed addresses for Tropykus'. Argument names and types are ours, so a decoded
 * event has the same shape in both layouts (`@ceiba/sdk`'s `decodeMarketEvent` picks the item by topics).
 *
 * Written by hand (not generated from our artifacts, which is why it lives outside `abis/`), from the
 * Tropykus contracts' event declarations (`Tropykus/protocol-rsk`, contracts/CTokenInterfaces.sol).
 */
export const tropykusMarketEventsAbi = [
  {
    type: "event",
    name: "Mint",
    anonymous: false,
    inputs: [
      { name: "minter", type: "address", indexed: true, internalType: "address" },
      { name: "mintAmount", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "mintTokens", type: "uint256", indexed: false, internalType: "uint256" },
    ],
  },
  {
    type: "event",
    name: "Redeem",
    anonymous: false,
    inputs: [
      { name: "redeemer", type: "address", indexed: true, internalType: "address" },
      { name: "redeemAmount", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "redeemTokens", type: "uint256", indexed: false, internalType: "uint256" },
    ],
  },
  {
    type: "event",
    name: "Borrow",
    anonymous: false,
    inputs: [
      { name: "borrower", type: "address", indexed: true, internalType: "address" },
      { name: "borrowAmount", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "accountBorrows", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "totalBorrows", type: "uint256", indexed: false, internalType: "uint256" },
    ],
  },
  {
    type: "event",
    name: "RepayBorrow",
    anonymous: false,
    inputs: [
      { name: "payer", type: "address", indexed: true, internalType: "address" },
      { name: "borrower", type: "address", indexed: true, internalType: "address" },
      { name: "repayAmount", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "accountBorrows", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "totalBorrows", type: "uint256", indexed: false, internalType: "uint256" },
    ],
  },
  {
    type: "event",
    name: "LiquidateBorrow",
    anonymous: false,
    inputs: [
      { name: "liquidator", type: "address", indexed: true, internalType: "address" },
      { name: "borrower", type: "address", indexed: true, internalType: "address" },
      { name: "repayAmount", type: "uint256", indexed: false, internalType: "uint256" },
      { name: "cTokenCollateral", type: "address", indexed: true, internalType: "address" },
      { name: "seizeTokens", type: "uint256", indexed: false, internalType: "uint256" },
    ],
  },
] as const;
