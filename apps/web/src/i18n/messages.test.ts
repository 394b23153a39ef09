import { LANGUAGES } from "@ceiba/core";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areas, messages } from "./messages";

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a message tree: dotted key → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = `${prefix}${key}`;
    if (typeof value === "string") found.set(dotted, value);
    else for (const [k, v] of leaves(value, `${dotted}.`)) found.set(k, v);
  }
  return found;
}

const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, leaves(messages[language] as Tree)]));
const spanish = byLanguage.es ?? new Map<string, string>();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("messages", () => {
  it("has texts in every language", () => {
    expect(spanish.size).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)("has no empty text in %s", (language) => {
    const empty = [...(byLanguage[language] ?? new Map<string, string>())]
      .filter(([, text]) => text.trim() === "")
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== "es"))("has exactly the Spanish keys in %s", (language) => {
    const keys = [...(byLanguage[language]?.keys() ?? [])].sort();
    expect(keys).toEqual([...spanish.keys()].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "es"))("uses the Spanish placeholders in %s", (language) => {
    const mismatched = [...spanish]
      .filter(([key, text]) => placeholders(byLanguage[language]?.get(key) ?? "").join() !== placeholders(text).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

/** The app's source files (tests and the texts themselves excluded). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join("i18n", "areas")) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const srcDir = path.resolve(__dirname, "..");
const areaNames = Object.keys(areas);
const subtrees = new Set(
  [...spanish.keys()].flatMap((key) => key.split(".").map((_, i, parts) => parts.slice(0, i + 1).join("."))),
);

interface KeyUse {
  file: string;
  key: string;
}

/**
 * Every message key the sources name: t("…") / tKey(t, "…") / i18nKey="…" calls, which must be texts; any
 * other string literal that starts with an area's name ("nav.home" in a menu table, "activity.pagination"
 * handed to a component that builds its texts under it), which must be a text or a subtree. Template keys
 * with ${…} are checked up to their fixed prefix, which must be a subtree.
 */
function keyUses(): { exact: KeyUse[]; named: KeyUse[]; prefixes: KeyUse[] } {
  const exact: KeyUse[] = [];
  const named: KeyUse[] = [];
  const prefixes: KeyUse[] = [];
  const areaPattern = new RegExp(`["'\`]((?:${areaNames.join("|")})\\.[A-Za-z0-9_.]+)["'\`]`, "g");
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, "utf8");
    const relative = path.relative(srcDir, file);
    for (const match of code.matchAll(/\bt(?:Key)?\(\s*(?:\w+,\s*)?(["'`])([^"'`]+)\1/g)) {
      const key = match[2] ?? "";
      // A key that starts with ${…} has no fixed prefix: its subtree is a literal named elsewhere (above).
      const prefix = key.includes("${") ? key.slice(0, key.indexOf("${")).replace(/\.$/, "") : undefined;
      if (prefix === undefined) exact.push({ file: relative, key });
      else if (prefix !== "") prefixes.push({ file: relative, key: prefix });
    }
    for (const match of code.matchAll(/i18nKey=["']([^"']+)["']/g)) exact.push({ file: relative, key: match[1] ?? "" });
    for (const match of code.matchAll(areaPattern)) named.push({ file: relative, key: match[1] ?? "" });
    for (const match of code.matchAll(/`((?:[A-Za-z]+\.)+)\$\{/g)) {
      const prefix = (match[1] ?? "").replace(/\.$/, "");
      if (areaNames.includes(prefix.split(".")[0] ?? "")) prefixes.push({ file: relative, key: prefix });
    }
  }
  return { exact, named, prefixes };
}

describe("message keys used in src", () => {
  const { exact, named, prefixes } = keyUses();

  it("finds the keys the sources use", () => {
    expect(exact.length).toBeGreaterThan(100);
  });

  it("uses only keys that exist (as texts)", () => {
    expect(exact.filter((use) => !spanish.has(use.key))).toEqual([]);
  });

  it("names only texts or subtrees in other string literals", () => {
    expect(named.filter((use) => !spanish.has(use.key) && !subtrees.has(use.key))).toEqual([]);
  });

  it("builds template keys only under existing subtrees", () => {
    expect(prefixes.filter((use) => !subtrees.has(use.key))).toEqual([]);
  });
});
