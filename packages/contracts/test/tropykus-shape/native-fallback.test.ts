import assert from "node:assert/strict";
import { encodeFunctionData, parseAbi, parseEther, parseEventLogs } from "viem";
import { hre } from "../helpers/protocol";
import { loadTropykusShape, mined } from "../helpers/tropykus-shape";
import { noRetryPublicClient } from "../unit/helpers";

const PROBE_GAS = 1_000_000n;
const optionalGetters = parseAbi([
  "function underlying() view returns (address)",
  "function accountBorrowCap() view returns (uint256)",
  "function borrowSnapshot(address) view returns (uint256, uint256)",
]);
const probeCalls = [
  encodeFunctionData({ abi: optionalGetters, functionName: "underlying" }),
  encodeFunctionData({ abi: optionalGetters, functionName: "accountBorrowCap" }),
  encodeFunctionData({
    abi: optionalGetters,
    functionName: "borrowSnapshot",
    args: ["0x000000000000000000000000000000000000dEaD"],
  }),
];

describe("tropykus-shape: the native markets' minting fallback", () => {
  it("a plain RBTC send to kRBTC mints market tokens at 0.02 (Mint and Transfer logged)", async () => {
    const t = await loadTropykusShape();
    const [, alice] = t.wallets;
    if (!alice) throw new Error("need a wallet");
    const receipt = await mined(t, alice.sendTransaction({ to: t.kRBTC.address, value: parseEther("0.1") }));
    assert.equal(await t.kRBTC.read.balanceOf([alice.account.address]), parseEther("5"));
    const [mint] = parseEventLogs({ abi: t.kRBTC.abi, logs: receipt.logs, eventName: "Mint" });
    assert.equal(mint?.args.mintAmount, parseEther("0.1"));
    assert.equal(mint?.args.mintTokens, parseEther("5"));
  });

  it("a call of a getter kRBTC lacks mints too (0 RBTC): an eth_call answers nothing instead of reverting", async () => {
    const t = await loadTropykusShape();
    const data = probeCalls[0];
    const answer = await t.publicClient.call({ to: t.kRBTC.address, data });
    assert.equal(answer.data, undefined);
  });

  it("a static call of underlying()/accountBorrowCap()/borrowSnapshot() on kRBTC and kSAT burns all the gas given", async () => {
    const t = await loadTropykusShape();
    const probe = await hre.viem.deployContract("StaticCallProbe", []);
    const reader = noRetryPublicClient();
    for (const market of [t.kRBTC.address, t.kSAT.address]) {
      for (const data of probeCalls) {
        const [ok, gasUsed] = await reader.readContract({
          address: probe.address,
          abi: probe.abi,
          functionName: "probe",
          args: [market, data, PROBE_GAS],
        });
        assert.equal(ok, false, `${market} ${data} answered`);
        assert.ok(gasUsed >= PROBE_GAS, `${market} ${data} used only ${gasUsed} of ${PROBE_GAS}`);
      }
    }
    // A token market has underlying() and answers it for a few thousand gas.
    const [ok, gasUsed, result] = await probe.read.probe([t.kDOC.address, probeCalls[0] ?? "0x", PROBE_GAS]);
    assert.equal(ok, true);
    assert.ok(gasUsed < 10_000n, `kDOC.underlying() used ${gasUsed}`);
    assert.equal(result.toLowerCase().slice(-40), t.DOC.address.toLowerCase().slice(2));
  });
});
