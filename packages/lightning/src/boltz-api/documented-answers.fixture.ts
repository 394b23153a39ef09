/**
 * Answers in the format Boltz documents (the OpenAPI examples of boltz-backend's SwapRouter.ts and
 * ChainRouter.ts, with an RBTC pair added in the same shape, and its ErrorResponse `{ error }`).
 */
export const SUBMARINE_PAIRS = {
  BTC: {
    BTC: {
      hash: "90ab5c8e6ece5db52173e9423a0dd3071f5894dc8d35ed592a439ccabcdebbd5",
      rate: 1,
      limits: { maximal: 25000000, minimal: 50000, maximalZeroConf: 0 },
      fees: { percentage: 0.1, minerFees: 4379 },
    },
  },
  RBTC: {
    BTC: {
      hash: "a5de5e1fb35ea29d67131283bf5c682e5b16a19ecaadc0e80345d95f4831e201",
      rate: 1,
      limits: { maximal: 4294967, minimal: 10000, maximalZeroConf: 0 },
      fees: { percentage: 0.1, minerFees: 155 },
    },
  },
};

export const REVERSE_PAIRS = {
  BTC: {
    BTC: {
      hash: "784db95522d197f4e90d661e8451d0d78f63906f74cc566cd395d32f359fdc90",
      rate: 1,
      limits: { maximal: 25000000, minimal: 50000 },
      fees: { percentage: 0.5, minerFees: { claim: 1998, lockup: 2772 } },
    },
    RBTC: {
      hash: "976e6dad9097f657213244b046e5f29524b743568a2c3d569b421df1e07e1b44",
      rate: 1,
      limits: { maximal: 4294967, minimal: 10000 },
      fees: { percentage: 0.25, minerFees: { claim: 143, lockup: 276 } },
    },
  },
};

export const CHAIN_PAIRS = {
  BTC: {
    RBTC: {
      hash: "819c288da87e4212ed9420b60e2699d49ff3f989215f1beb3dc986a3dfbe8160",
      rate: 1,
      limits: { maximal: 4294967, minimal: 50000, maximalZeroConf: 0 },
      fees: { percentage: 0.5, minerFees: { server: 7035, user: { claim: 3108, lockup: 5077 } } },
    },
  },
  RBTC: {
    BTC: {
      hash: "a5de5e1fb35ea29d67131283bf5c682e5b16a19ecaadc0e80345d95f4831e201",
      rate: 1,
      limits: { maximal: 4294967, minimal: 50000, maximalZeroConf: 0 },
      fees: { percentage: 0.5, minerFees: { server: 8185, user: { claim: 2723, lockup: 4312 } } },
    },
  },
};

export const CONTRACTS = {
  rsk: {
    network: { chainId: 31337 },
    swapContracts: {
      EtherSwap: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      ERC20Swap: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    },
    supportedContracts: {
      "3": {
        EtherSwap: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
        ERC20Swap: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
        features: [],
      },
    },
    tokens: { USDT: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0" },
  },
};

export const SUBMARINE_CREATED = {
  id: "tJ6yRfMpYwUm",
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  timeoutBlockHeight: 7_200_123,
  expectedAmount: 50_205,
  acceptZeroConf: false,
  bip21: "bitcoin:?amount=0.00050205",
};

export const REVERSE_CREATED = {
  id: "Ab3dE5fG7hJk",
  invoice: "lnbcrt500u1pjexample",
  lockupAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  refundAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  timeoutBlockHeight: 7_200_456,
  onchainAmount: 49_599,
};

export const CHAIN_CREATED = {
  id: "ChA1nSwAp",
  claimDetails: {
    lockupAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    refundAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    timeoutBlockHeight: 7_201_000,
    amount: 92_465,
  },
  lockupDetails: {
    lockupAddress: "bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sj9hjuh",
    bip21: "bitcoin:bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sj9hjuh?amount=0.001",
    timeoutBlockHeight: 812,
    amount: 100_000,
    serverPublicKey: "02c9dd8f95e1c2ab2b5a5ac7a6e0e2b1e4d2b5e1b8a3c7d9f0e1a2b3c4d5e6f7a8",
    swapTree: { claimLeaf: { version: 192, output: "a914" }, refundLeaf: { version: 192, output: "20" } },
  },
};

export const STATUS_CONFIRMED = { status: "transaction.confirmed", transaction: { id: "0xabc", hex: "0x" } };
export const REFUND_SIGNATURE = { signature: `0x${"ab".repeat(64)}1b` };
export const SWAP_NOT_FOUND = { error: "could not find swap with id: nope" };
export const INVALID_PAIR_HASH = { error: "invalid pair hash" };
export const BELOW_MINIMAL = { error: "5000 is less than minimal of 10000" };

/** POST /v2/swap/chain from RBTC to BTC (ChainSwapResponse: the EVM lockupDetails, the UTXO claimDetails). */
export const CHAIN_TO_BTC_CREATED = {
  id: "ChA1nOuT",
  claimDetails: {
    swapTree: {
      claimLeaf: { version: 192, output: "82012088a914" },
      refundLeaf: { version: 192, output: "20ff" },
    },
    lockupAddress: "bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sj9hjuh",
    serverPublicKey: "02c9dd8f95e1c2ab2b5a5ac7a6e0e2b1e4d2b5e1b8a3c7d9f0e1a2b3c4d5e6f7a8",
    timeoutBlockHeight: 1_204,
    amount: 99_165,
  },
  lockupDetails: {
    lockupAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
    claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    timeoutBlockHeight: 7_201_000,
    amount: 100_000,
  },
};

/** GET /v2/swap/chain/{id}/transactions once Boltz's BTC lock is sent (ChainSwapTransactions). */
export const CHAIN_TRANSACTIONS = {
  userLock: { transaction: { id: `0x${"cd".repeat(32)}` }, timeout: { blockHeight: 7_201_000 } },
  serverLock: {
    transaction: { id: "ef".repeat(32), hex: "02000000000101" },
    timeout: { blockHeight: 1_204 },
  },
};
