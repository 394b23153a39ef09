/**
 * Permit2 built from its source as Uniswap publishes it on npm (inside `@uniswap/v4-periphery`, under
 * lib/permit2), with the compiler and settings its foundry.toml pins (solc 0.8.17, via IR, 1,000,000 optimizer
 * runs, no metadata hash), through the `solc` npm package of that version (the `solc-0.8.17` alias). Compiling
 * takes ~13 s, so the result is cached under node_modules/.cache, keyed by the sources and settings.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Abi, Hex } from "viem";
import type { Artifact } from "./artifacts";

const require = createRequire(import.meta.url);
const PERMIT2_SOLC = "0.8.17";
const SETTINGS = {
  viaIR: true,
  optimizer: { enabled: true, runs: 1_000_000 },
  metadata: { bytecodeHash: "none" },
  remappings: ["solmate/=lib/solmate/"],
  outputSelection: { "src/Permit2.sol": { Permit2: ["abi", "evm.bytecode.object"] } },
} as const;

const permit2Root = () =>
  path.join(path.dirname(require.resolve("@uniswap/v4-periphery/package.json")), "lib", "permit2");

function solFiles(dir: string, root: string, into: Record<string, { content: string }>) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) solFiles(full, root, into);
    else if (entry.name.endsWith(".sol")) into[path.relative(root, full)] = { content: fs.readFileSync(full, "utf8") };
  }
  return into;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** Permit2's ABI and creation bytecode (compiled once, then read from the cache). */
export function permit2Artifact(): Artifact {
  const root = permit2Root();
  const sources = solFiles(path.join(root, "src"), root, {});
  const key = createHash("sha256")
    .update(JSON.stringify({ PERMIT2_SOLC, SETTINGS, sources }))
    .digest("hex")
    .slice(0, 16);
  const cacheDir = path.join(path.dirname(require.resolve("@uniswap/v4-periphery/package.json")), "..", "..", ".cache");
  const cacheFile = path.join(cacheDir, "ceiba-permit2", `${key}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Artifact;

  const solc = require("solc-0.8.17") as { compile(input: string, options: object): string; version(): string };
  if (!solc.version().startsWith(PERMIT2_SOLC))
    throw new Error(`Permit2 needs solc ${PERMIT2_SOLC}, got ${solc.version()}`);
  const readImport = (file: string) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? { contents: fs.readFileSync(full, "utf8") } : { error: `not found: ${file}` };
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: "Solidity", sources, settings: SETTINGS }), { import: readImport }),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0)
    throw new Error(`Permit2 did not compile:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  const contract = output.contracts?.["src/Permit2.sol"]?.Permit2;
  if (!contract) throw new Error("Permit2 did not compile: no Permit2 in the output");
  const artifact: Artifact = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex };
  // Written whole then renamed: two chains starting at once may build it side by side.
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  const partial = `${cacheFile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(artifact));
  fs.renameSync(partial, cacheFile);
  return artifact;
}
