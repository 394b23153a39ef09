import hre from "hardhat";
import { loadFixture, mine } from "@nomicfoundation/hardhat-network-helpers";
import { type Address, parseEther } from "viem";
import { deployProtocol } from "../../scripts/deploy/protocol";

/** A fresh protocol (all markets of parameters.ts) for each test, reverted to by snapshot: fast. */
export async function protocolFixture() {
  const protocol = await deployProtocol(hre);
  const publicClient = await hre.viem.getPublicClient();
  const wallets = await hre.viem.getWalletClients();
  const market = (symbol: string) => {
    const address = protocol.markets[symbol];
    if (!address) throw new Error(`no market ${symbol}`);
    return address;
  };
  const kRBTC = await hre.viem.getContractAt("CRBTC", market("kRBTC"));
  const kSAT = await hre.viem.getContractAt("CRBTCMicro", market("kSAT"));
  const kDOC = await hre.viem.getContractAt("CErc20", market("kDOC"));
  const kUSDRIF = await hre.viem.getContractAt("CErc20", market("kUSDRIF"));
  const kBPRO = await hre.viem.getContractAt("CErc20", market("kBPRO"));
  const kRIF = await hre.viem.getContractAt("CErc20", market("kRIF"));
  const kUSDT = await hre.viem.getContractAt("CErc20", market("kUSDT"));
  const krDOC = await hre.viem.getContractAt("CErc20", market("krDOC"));
  return {
    ...protocol,
    publicClient,
    wallets,
    kRBTC,
    kSAT,
    kDOC,
    kUSDRIF,
    kBPRO,
    kRIF,
    kUSDT,
    krDOC,
  };
}

export const loadProtocol = () => loadFixture(protocolFixture);
export type ProtocolFixture = Awaited<ReturnType<typeof protocolFixture>>;

/** Waits for a transaction and fails the test when it reverted. */
export async function confirm(p: ProtocolFixture, hash: Promise<`0x${string}`>) {
  const receipt = await p.publicClient.waitForTransactionReceipt({ hash: await hash });
  if (receipt.status !== "success") throw new Error("transaction reverted");
  return receipt;
}

/** Faucet `amount` of an ERC-20 test token to `to` and approve `spender` for it, as `to`. */
export async function fundAndApprove(
  p: ProtocolFixture,
  token: keyof ProtocolFixture["tokens"],
  to: Address,
  spender: Address,
  amount: bigint,
) {
  const t = p.tokens[token];
  await confirm(p, t.write.faucet([to, amount]));
  await confirm(p, t.write.approve([spender, amount], { account: to }));
}

export { hre, mine, parseEther };
