import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areas } from "./messages";
import { groupOfArea, isTextGroup, SHELL_GROUP, type TextGroupName } from "./text-groups";

/**
 * The static check behind the text groups: every message key a file names is loaded by the time that file
 * renders. The shell's code (what main.tsx reaches, lazily or not, except the route pages) may name only
 * the shell's texts; a route's page and what it reaches beyond the shell, only the shell's and the groups
 * its loader awaits (withTexts in routes/routes.tsx).
 */
const srcDir = path.resolve(__dirname, "..");
const routesFile = path.join(srcDir, "routes/routes.tsx");
const areaNames = Object.keys(areas);

interface KeyUse {
  file: string;
  key: string;
}

interface Source {
  imports: string[];
  lazyImports: string[];
  keys: string[];
}

/** A relative import's file (.ts, .tsx or a folder's index); packages and virtual modules name no key here. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ""));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

// A string or template that starts with an area's name: t("nav.home"), tKey(t, …), { label: "nav.home" },
// t(`languages.${current}`) (up to its fixed prefix).
const keyPattern = new RegExp(`["'\`]((?:${areaNames.join("|")})\\.[A-Za-z0-9_.]*)(?=["'\`]|\\$\\{)`, "g");
const sources = new Map<string, Source>();

function source(file: string): Source {
  let found = sources.get(file);
  if (found) return found;
  const code = fs.readFileSync(file, "utf8");
  const resolved = (pattern: RegExp) =>
    [...code.matchAll(pattern)].flatMap((match) => resolveImport(file, match[1] ?? "") ?? []);
  found = {
    // `import type` loads nothing; `import { type X, y }` does.
    imports: resolved(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm),
    lazyImports: resolved(/(?<!typeof\s)\bimport\(\s*["']([^"']+)["']\s*\)/g),
    keys: [...code.matchAll(keyPattern)].map((match) => (match[1] ?? "").replace(/\.$/, "")),
  };
  sources.set(file, found);
  return found;
}

/** The files `starts` reach; `followLazy` says whose import() calls to follow. */
function reach(starts: readonly string[], followLazy: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, lazyImports } = source(file);
    stack.push(...imports, ...(followLazy(file) ? lazyImports : []));
  }
  return seen;
}

interface RouteTexts {
  page: string;
  groups: string[];
}

/** Each lazy page of routes.tsx with the groups its loader awaits (none: the shell's texts only). */
function routeTexts(): { routes: RouteTexts[]; lazyImports: number } {
  const code = fs.readFileSync(routesFile, "utf8");
  const strings = (list: string) => [...list.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? "");
  const constants = new Map(
    [...code.matchAll(/const (\w+)(?::[^=]+)? = (\[[^\]]*\])/g)].map((match) => [match[1], strings(match[2] ?? "")]),
  );
  const lazy = /Component:\s*(?:withTexts\(\s*(\[[^\]]*\]|\w+)\s*,\s*)?async \(\) => \(await import\("([^"]+)"\)\)/g;
  const routes = [...code.matchAll(lazy)].map((match) => {
    const list = match[1] ?? "[]";
    const groups = list.startsWith("[") ? strings(list) : constants.get(list);
    if (!groups) throw new Error(`routes.tsx: no list named ${list}`);
    const page = resolveImport(routesFile, match[2] ?? "");
    if (!page) throw new Error(`routes.tsx: no file for ${match[2]}`);
    return { page, groups };
  });
  return { routes, lazyImports: [...code.matchAll(/\bimport\(/g)].length };
}

const groupOf = (key: string) => groupOfArea(key.split(".")[0] ?? "");
const shellFiles = reach([path.join(srcDir, "main.tsx")], (file) => file !== routesFile);
const usesOutside = (files: Iterable<string>, allowed: ReadonlySet<TextGroupName>): KeyUse[] =>
  [...files].flatMap((file) =>
    source(file)
      .keys.filter((key) => !allowed.has(groupOf(key) ?? SHELL_GROUP))
      .map((key) => ({ file: path.relative(srcDir, file), key })),
  );

describe("the texts each route renders", () => {
  const { routes, lazyImports } = routeTexts();

  it("reads every lazy page of routes.tsx with its groups", () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.length).toBe(lazyImports);
    expect(routes.flatMap((route) => route.groups).filter((group) => !isTextGroup(group))).toEqual([]);
  });

  it("finds the keys the shell and the pages name", () => {
    expect([...shellFiles].flatMap((file) => source(file).keys)).toContain("nav.home");
    const markets = routes.find((route) => route.page.endsWith("MarketsPage.tsx"));
    expect(markets && source(markets.page).keys).toContain("markets.title");
  });

  it("names only the shell's texts in the shell's code", () => {
    expect(usesOutside(shellFiles, new Set([SHELL_GROUP]))).toEqual([]);
  });

  // The four action panels share a page file and groups: one check each.
  const distinct = new Map(routes.map((route) => [`${route.page} ${route.groups.join()}`, route]));
  it.each([...distinct.values()].map((route) => [path.relative(srcDir, route.page), route] as const))(
    "names only texts of the shell or its groups in %s",
    (_name, route) => {
      const files = [...reach([route.page], () => true)].filter((file) => !shellFiles.has(file));
      const allowed = new Set<TextGroupName>([SHELL_GROUP, ...route.groups.filter(isTextGroup)]);
      expect(usesOutside(files, allowed)).toEqual([]);
    },
  );
});
