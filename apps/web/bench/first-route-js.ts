/**
 * The first route's JavaScript (budget: 150 kB gzip): what /home loads before it can render. That is the
 * entry script and its static imports (index.html's module script and modulepreload links, followed through
 * the Vite manifest), the /home page's chunk and its static imports, and the start language's messages
 * (Spanish: a chunk of its own since the texts are split per language). Chunks loaded later (the wallet
 * code, dialogs, other pages, other languages) do not count. Gzip at zlib's default level (6), as a web
 * server sends it.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The source of the first route's page (the Vite manifest's key). */
const FIRST_ROUTE_PAGE = "src/pages/home/HomePage.tsx";
/** The start language's messages: src/i18n/init.ts imports them from this module. */
const START_MESSAGES = "virtual:ceiba-messages/es";

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface FirstRouteJs {
  files: JsFile[];
  gzipBytes: number;
  rawBytes: number;
}

/** The JS files index.html loads at once: the module script and the modulepreload links. */
function htmlScripts(distDir: string): string[] {
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

/** The manifest key of a chunk built from `source` (virtual modules are keyed by a mangled id). */
function keyOf(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  return Object.keys(manifest).find((key) => key.endsWith(source) || manifest[key]?.src?.endsWith(source));
}

export function measureFirstRouteJs(distDir: string): FirstRouteJs {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withStaticImports(manifest, key, files);
  for (const file of htmlScripts(distDir)) files.add(file);
  const page = keyOf(manifest, FIRST_ROUTE_PAGE);
  if (!page) throw new Error(`${FIRST_ROUTE_PAGE} is not a chunk of the build`);
  withStaticImports(manifest, page, files);
  // A build from before the texts were split has them in the entry, already counted.
  const messages = keyOf(manifest, START_MESSAGES);
  if (messages) withStaticImports(manifest, messages, files);
  const rows = [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const code = fs.readFileSync(path.join(distDir, file));
      return { file, bytes: code.length, gzip: gzipSync(code).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return {
    files: rows,
    gzipBytes: rows.reduce((sum, row) => sum + row.gzip, 0),
    rawBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
  };
}
