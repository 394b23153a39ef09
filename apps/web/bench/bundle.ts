/**
 * The first route's JavaScript (budget: 150 kB gzip). Builds the app, then adds up what /home loads before
 * it can render: the entry script and its static imports (index.html's module script and modulepreload
 * links, followed through the Vite manifest), plus the /home page's chunk and its static imports. Chunks
 * loaded later (the wallet code, dialogs, other pages) do not count. Gzip at zlib's default level (6), as
 * a web server sends it. Prints one line per file, a total, and last one JSON line.
 *
 *   npm run bench -w @ceiba/web            (build, then measure)
 *   npm run bench -w @ceiba/web -- --no-build
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const BUDGET_KB = 150;
/** The source of the first route's page (the Vite manifest's key). */
const FIRST_ROUTE_PAGE = "src/pages/home/HomePage.tsx";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(webDir, "dist");

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** The JS files index.html loads at once: the module script and the modulepreload links. */
function htmlScripts(): string[] {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)) files.add(match[1] ?? "");
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g))
    files.add(match[1] ?? "");
  files.delete("");
  return [...files];
}

/** A chunk and everything it imports statically, as output file names. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) {
    await build({ root: webDir, configFile: path.join(webDir, "vite.config.ts"), logLevel: "warn" });
  }
  const manifest = readManifest();
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withStaticImports(manifest, key, files);
  for (const file of htmlScripts()) files.add(file);
  if (!manifest[FIRST_ROUTE_PAGE]) throw new Error(`${FIRST_ROUTE_PAGE} is not a chunk of the build`);
  withStaticImports(manifest, FIRST_ROUTE_PAGE, files);

  const rows = [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const code = fs.readFileSync(path.join(distDir, file));
      return { file, bytes: code.length, gzip: gzipSync(code).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.bytes, 0);
  const kB = (bytes: number) => (bytes / 1000).toFixed(2);

  for (const row of rows)
    console.log(`${kB(row.gzip).padStart(8)} kB gzip  ${kB(row.bytes).padStart(8)} kB  ${row.file}`);
  console.log(
    `${kB(total).padStart(8)} kB gzip  ${kB(raw).padStart(8)} kB  first route (/home) JS, budget ${BUDGET_KB} kB`,
  );
  console.log(
    JSON.stringify({
      metric: "web.firstRouteJsGzip",
      route: "/home",
      gzipBytes: total,
      gzipKB: Number(kB(total)),
      rawBytes: raw,
      files: rows.length,
      budgetKB: BUDGET_KB,
      withinBudget: total <= BUDGET_KB * 1000,
    }),
  );
}

await main();
