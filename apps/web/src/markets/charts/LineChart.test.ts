import { describe, expect, it } from "vitest";
import { fittingTicks, yTicks } from "./LineChart";

describe("yTicks", () => {
  it("gives 0 and four round steps reaching the maximum", () => {
    expect(yTicks(18.15)).toEqual([0, 5, 10, 15, 20]);
    expect(yTicks(7.2)).toEqual([0, 2, 4, 6, 8]);
    expect(yTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(yTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("fittingTicks", () => {
  const ticks = [0, 1, 2, 3].map((value) => ({ value, label: "20 nov, 04:35 a.m." }));

  it("keeps every tick that fits and anchors the edge ones inside the chart", () => {
    const placed = fittingTicks(ticks, (x) => 40 + x * 300, 960);
    expect(placed.map((t) => t.anchor)).toEqual(["start", "middle", "middle", "end"]);
  });

  it("drops the ticks whose labels would overlap on a narrow chart", () => {
    const placed = fittingTicks(ticks, (x) => 40 + x * 90, 330);
    expect(placed.map((t) => t.value)).toEqual([0, 2]);
  });
});
