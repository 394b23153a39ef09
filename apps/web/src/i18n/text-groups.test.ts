import { LANGUAGES } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { areas, messages } from "./messages";
import { ANNOUNCED_AREAS, groupTexts, TEXT_GROUPS, type TextGroupName } from "./text-groups";

const groups = Object.keys(TEXT_GROUPS) as TextGroupName[];
const listed = (group: TextGroupName): readonly string[] => TEXT_GROUPS[group];

describe("TEXT_GROUPS", () => {
  it("puts every area of messages.ts in exactly one group", () => {
    const counts = Object.keys(areas).map((area) => [area, groups.filter((group) => listed(group).includes(area))]);
    expect(counts.filter(([, inGroups]) => inGroups?.length !== 1)).toEqual([]);
  });

  it("lists each name once, and only areas of messages.ts or the announced ones", () => {
    const names = groups.flatMap(listed);
    expect(names.length).toBe(new Set(names).size);
    const known = new Set<string>([...Object.keys(areas), ...ANNOUNCED_AREAS]);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe("groupTexts", () => {
  it.each(LANGUAGES)("splits the %s texts into the groups without losing or repeating an area", (language) => {
    const tree = messages[language];
    const parts = groups.map((group) => groupTexts(tree, group));
    const split = parts.flatMap((part) => Object.keys(part));
    expect(split.sort()).toEqual(Object.keys(tree).sort());
    for (const part of parts) for (const [area, texts] of Object.entries(part)) expect(texts).toBe(tree[area as never]);
  });

  it("leaves out a listed area that messages.ts does not have yet", () => {
    expect(groupTexts({ markets: { title: "Mercados" } }, "balance")).toEqual({});
    expect(groupTexts({ balance: { title: "Balance" } }, "balance")).toEqual({ balance: { title: "Balance" } });
  });

  it("refuses texts with an area that no group lists", () => {
    expect(() => groupTexts({ ...messages.es, brandNew: { title: "Nuevo" } }, "markets")).toThrow(/brandNew/);
  });
});
