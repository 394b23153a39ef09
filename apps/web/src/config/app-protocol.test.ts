import { describe, expect, it } from "vitest";
import { getDeployment } from "@ceiba/deployments";
import { parseAppProtocol } from "./app-protocol";
import { deploymentFor } from "./app-deployment";

describe("the build's protocol switch (VITE_CEIBA_PROTOCOL)", () => {
  it("is off when unset or empty, and names ceiba or tropykus otherwise", () => {
    expect(parseAppProtocol(undefined)).toBeUndefined();
    expect(parseAppProtocol(" ")).toBeUndefined();
    expect(parseAppProtocol("tropykus")).toBe("tropykus");
    expect(parseAppProtocol(" Ceiba ")).toBe("ceiba");
  });

  it("stops the build on any other value, saying what to set", () => {
    expect(() => parseAppProtocol("compound")).toThrow(/VITE_CEIBA_PROTOCOL is "compound".*"ceiba" or "tropykus"/);
  });

  it("keeps our deployment on 1337 by default and gives the Tropykus-shaped one when chosen", () => {
    expect(deploymentFor(1337, undefined)).toBe(getDeployment(1337));
    expect(deploymentFor(1337, undefined)?.protocol).toBe("ceiba");
    const shaped = deploymentFor(1337, "tropykus");
    expect(shaped?.protocol).toBe("tropykus");
    expect(shaped?.contracts.lens).toBeNull();
    expect(shaped?.contracts.comptroller).not.toBeUndefined();
  });

  it("falls back to the chain's own deployment where it has none of the chosen protocol", () => {
    expect(deploymentFor(31, "ceiba")).toBe(getDeployment(31));
    expect(deploymentFor(31, "ceiba")?.protocol).toBe("tropykus");
  });
});
