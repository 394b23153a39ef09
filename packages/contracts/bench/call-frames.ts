import hre from "hardhat";

interface Step {
  op: string;
  gas: number;
  gasCost: number;
  depth: number;
  stack?: string[];
}

const CALLS = new Set(["CALL", "STATICCALL", "DELEGATECALL", "CALLCODE"]);

/**
 * Where a transaction's gas goes, per contract: each call frame's own gas (the gas it used less what its own
 * calls used; the cost of entering a call, cold account access included, counts for the caller), summed per
 * contract, from the node's opcode trace. The transaction's intrinsic gas and refunds are not in it. A
 * diagnosis aid for bench/gas.ts (CEIBA_GAS_PROFILE).
 */
export async function printCallFrames(hash: `0x${string}`, label: string, names: Map<string, string>) {
  const trace = (await hre.network.provider.request({
    method: "debug_traceTransaction",
    params: [hash, { disableStorage: true, disableMemory: true }],
  })) as { structLogs: Step[] };
  const steps = trace.structLogs;
  const first = steps[0];
  if (!first) return;
  const frames: { name: string; entry: number; children: number }[] = [
    { name: "(called contract)", entry: first.gas, children: 0 },
  ];
  const own = new Map<string, number>();
  const close = (exitGas: number) => {
    const frame = frames.pop();
    if (!frame) return;
    const used = frame.entry - exitGas;
    own.set(frame.name, (own.get(frame.name) ?? 0) + used - frame.children);
    const parent = frames[frames.length - 1];
    if (parent) parent.children += used;
  };
  let target = "";
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const next = steps[i + 1];
    if (!step) continue;
    if (CALLS.has(step.op)) {
      const to = `0x${(step.stack?.[step.stack.length - 2] ?? "").replace(/^0x/, "").padStart(64, "0").slice(-40)}`;
      target = names.get(to.toLowerCase()) ?? to;
    }
    if (next && next.depth === step.depth + 1) frames.push({ name: target, entry: next.gas, children: 0 });
    else if (next && next.depth < step.depth) close(step.gas - step.gasCost);
  }
  const last = steps[steps.length - 1];
  while (frames.length && last) close(last.gas - last.gasCost);
  console.log(`\n${label}: gas per contract (own frames, calls' entry cost with the caller)`);
  for (const [name, gas] of [...own].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${name.padEnd(16)} ${gas.toLocaleString("en-US").padStart(9)}`);
  }
}
