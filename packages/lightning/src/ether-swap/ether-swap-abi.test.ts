import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ETHER_SWAP_ABI_FILE,
  ETHER_SWAP_ARTIFACT,
  renderEtherSwapAbiSource,
} from "../../scripts/export-ether-swap-abi.mjs";
import { etherSwapAbi } from "./ether-swap-abi";

describe("EtherSwap ABI (generated from boltz-core's artifact)", () => {
  it("is up to date with the installed boltz-core (run `npm run export-abi -w @ceiba/lightning` after a bump)", () => {
    expect(fs.readFileSync(ETHER_SWAP_ABI_FILE, "utf8")).toBe(renderEtherSwapAbiSource());
  });

  it("is the artifact's ABI exactly, and only the ABI", () => {
    const artifact = createRequire(import.meta.url)(ETHER_SWAP_ARTIFACT) as {
      abi: unknown;
      bytecode: { object: string };
    };
    expect(etherSwapAbi).toEqual(artifact.abi);
    const source = fs.readFileSync(ETHER_SWAP_ABI_FILE, "utf8");
    // No bytecode in the file the browser bundles (a 64-hex-digit stretch of the creation code).
    expect(source).not.toContain(artifact.bytecode.object.slice(200, 264));
    expect(source).not.toMatch(/bytecode|rawMetadata/);
  });

  it("is the only way the package's code gets at boltz-core (the browser bundles src/, never the artifact)", () => {
    const src = path.resolve(import.meta.dirname, "..");
    const importers = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => /from\s+["']boltz-core/.test(fs.readFileSync(path.join(src, file), "utf8")));
    expect(importers).toEqual([]);
  });
});
