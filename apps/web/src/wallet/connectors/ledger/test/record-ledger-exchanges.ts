// Writes ledger-exchanges.fixture.ts (then run prettier on it): every scenario's APDUs, recorded from the device stand-in.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { recordScenario } from "./ledger-recording";
import { SCENARIOS } from "./ledger-scenarios";

const lines = [
  "// Recorded by record-ledger-exchanges.ts from the Ledger device STAND-IN (ledger-device-standin.ts): the APDUs",
  "// Ceiba's Ledger code exchanges with the Ethereum app in each scenario. Generated: do not edit by hand.",
  'import type { LedgerScenario } from "./ledger-scenarios";',
  "",
  "export const LEDGER_EXCHANGES: Readonly<Record<LedgerScenario, string>> = {",
];
for (const scenario of SCENARIOS) lines.push(`  ${scenario}: ${JSON.stringify(await recordScenario(scenario))},`);
lines.push("};", "");
writeFileSync(fileURLToPath(new URL("./ledger-exchanges.fixture.ts", import.meta.url)), lines.join("\n"));
