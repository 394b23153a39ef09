import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants/ui";
import { AMOUNT_PARSE_FAILURES, MANTISSA_ERROR } from "../fixed-point/index";
import { amountErrorId } from "./amount-errors";
import { ERROR_CATALOGUE, ERROR_IDS, errorMessage, getErrorEntry, isErrorId, translateError } from "./catalogue";
import type { CatalogueEntry } from "./catalogue-entry";
import { CONTRACT_ERROR_CODES } from "./contract-errors";
import { placeholdersOf, type LocalizedText } from "./localized-text";
import { BUTTON_ALERTS } from "./validation-errors";

const ERRORS_SOL = new URL("../../../contracts/contracts/errors/Errors.sol", import.meta.url);

/** The custom errors declared in Errors.sol (`error T12();`), comments excluded. */
function declaredContractErrors(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return [...code.matchAll(/\berror\s+([A-Za-z_]\w*)\s*\(/g)].map((match) => match[1] ?? "");
}

const texts = (entry: CatalogueEntry): [string, LocalizedText][] =>
  entry.label
    ? [
        ["message", entry.message],
        ["label", entry.label],
      ]
    : [["message", entry.message]];

describe("error catalogue: completeness", () => {
  it("has texts in es, en and pt for every id, none empty, no other language", () => {
    const problems: string[] = [];
    for (const id of ERROR_IDS) {
      for (const [field, text] of texts(getErrorEntry(id))) {
        for (const language of LANGUAGES) {
          const value: unknown = text[language];
          if (typeof value !== "string" || value.trim() === "") problems.push(`${id}.${field}.${language}`);
        }
        const extra = Object.keys(text).filter((key) => !(LANGUAGES as readonly string[]).includes(key));
        if (extra.length > 0) problems.push(`${id}.${field} has ${extra.join(",")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses the same placeholders in every language", () => {
    const problems = ERROR_IDS.flatMap((id) =>
      texts(getErrorEntry(id)).flatMap(([field, text]) => {
        const expected = placeholdersOf(text.es);
        return LANGUAGES.filter((language) => placeholdersOf(text[language]).join() !== expected.join()).map(
          (language) => `${id}.${field}.${language}`,
        );
      }),
    );
    expect(problems).toEqual([]);
  });

  it("keys every entry as <namespace>.<name>", () => {
    for (const id of ERROR_IDS) expect(id).toMatch(/^[a-z]+\.[A-Za-z0-9]+$/);
  });

  it("points every recommendation at an existing recommendation entry", () => {
    for (const id of ERROR_IDS) {
      const recommendation = getErrorEntry(id).recommendation;
      if (recommendation === undefined) continue;
      expect(recommendation).toMatch(/^recommendation\./);
      expect(isErrorId(recommendation)).toBe(true);
    }
  });

  it("has an entry for every custom error declared in Errors.sol", () => {
    const declared = declaredContractErrors(readFileSync(ERRORS_SOL, "utf8"));
    // Guards against a parser that finds nothing and passes vacuously.
    expect(declared.length).toBeGreaterThan(50);
    expect(declared).toContain("T12");
    const missing = declared.filter((name) => !isErrorId(`contract.${name}`));
    expect(missing).toEqual([]);
  });

  it("finds a missing declaration (the check above can fail)", () => {
    const declared = declaredContractErrors("/// note: error Z1();\nerror T12();\nerror Z99(uint256 x);");
    expect(declared).toEqual(["T12", "Z99"]);
    expect(declared.filter((name) => !isErrorId(`contract.${name}`))).toEqual(["Z99"]);
  });

  it("has the Tropykus codes the spec names, and a generic entry", () => {
    for (const code of ["T12", "T17", "C2", "C4", "C7", "R8", "R9", "RD1", "A1"]) {
      expect(CONTRACT_ERROR_CODES).toContain(code);
    }
    expect(CONTRACT_ERROR_CODES).not.toContain("unknown");
    expect(isErrorId("contract.unknown")).toBe(true);
  });

  it("has an entry for every parseAmount failure", () => {
    for (const reason of AMOUNT_PARSE_FAILURES) expect(isErrorId(amountErrorId(reason))).toBe(true);
  });
});

describe("error catalogue: the spec's texts", () => {
  it("states the micro market cap as 0.025, never 0.25", () => {
    for (const id of ["contract.R8", "validation.microCapReached"] as const) {
      const entry = getErrorEntry(id);
      expect(entry.message.en).toContain("0.025");
      expect(entry.message.es).toContain("0,025");
      for (const language of LANGUAGES) expect(entry.message[language]).not.toMatch(/\b0[.,]25\b/);
    }
  });

  it("gives the meanings of the named short codes", () => {
    expect(errorMessage("contract.T12", "en")).toBe("You cannot deposit in a market where you have an active debt.");
    expect(errorMessage("contract.T17", "en")).toBe("You cannot repay more than you owe.");
    expect(errorMessage("contract.R9", "en")).toBe("The micro market is full.");
    expect(errorMessage("contract.RD1", "en")).toContain("1000");
  });

  it("keeps the swap errors verbatim in the language the spec quotes them", () => {
    expect(errorMessage("swap.noHash", "es")).toBe("La transacción no retornó un hash válido");
    expect(errorMessage("swap.confirmFailed", "es")).toBe("Error al confirmar la transacción");
    expect(errorMessage("swap.unknown", "es")).toBe("Error desconocido en el swap");
    expect(errorMessage("swap.signatureVerification", "en")).toBe("Signature verification failed");
    expect(errorMessage("swap.invalidApproveParams", "en")).toBe("Invalid parameters for approve");
    expect(errorMessage("swap.allowanceCheckFailed", "en")).toBe("Failed to check current allowance");
  });

  it("keeps the dialog texts the spec quotes", () => {
    expect(errorMessage("dialog.transactionError", "en")).toBe("Transaction error");
    expect(errorMessage("dialog.depositFailed", "en")).toBe("Could not complete the deposit. Try again later.");
    expect(errorMessage("dialog.withdrawFailed", "en")).toBe("Could not complete the withdrawal. Try again later.");
    expect(errorMessage("dialog.borrowFailed", "en")).toBe("Could not complete the loan. Try again later.");
    expect(errorMessage("dialog.repayFailed", "en")).toBe("Could not complete the repayment. Try again later.");
    expect(translateError("dialog.gasTooLow", "en").recommendation).toMatch(/gas limit/);
  });

  it("has the ten button alert labels with their English wording", () => {
    const labels = Object.values(BUTTON_ALERTS).map((entry) => entry.label.en);
    expect(labels).toEqual([
      "Active debt",
      "Insufficient funds",
      "No deposits",
      "Active collateral",
      "Lack of liquidity",
      "Reached limit",
      "Invalid amount",
      "Minimum guarantee",
      "No debt",
      "Invalid address",
    ]);
    expect(translateError("validation.activeDebt", "pt").label).toBe("Dívida ativa");
  });

  it("uses fixed-point's mantissa error as the English text", () => {
    expect(errorMessage("number.mantissaTooLarge", "en")).toBe(MANTISSA_ERROR);
    expect(MANTISSA_ERROR).toBe("The mantissa must be lower than 18");
  });
});

describe("translateError", () => {
  it("renders message, label and recommendation in the language asked", () => {
    expect(translateError("validation.activeDebt", "en")).toEqual({
      id: "validation.activeDebt",
      message: "You cannot deposit in a market where you have an active debt.",
      label: "Active debt",
      recommendation: "Repay your debt in this market first.",
    });
  });

  it("falls back to Spanish for an unknown or missing language", () => {
    expect(errorMessage("contract.T17", "fr")).toBe("No puedes pagar más de lo que debes.");
    expect(errorMessage("contract.T17")).toBe("No puedes pagar más de lo que debes.");
  });

  it("omits label and recommendation when the entry has none", () => {
    const translated = translateError("dialog.rejectedInWallet", "en");
    expect(translated).not.toHaveProperty("label");
    expect(translated).not.toHaveProperty("recommendation");
  });

  it("fills placeholders in the message and the recommendation", () => {
    const translated = translateError("network.wrongNetwork", "en", { network: "RSK Mainnet" });
    expect(translated.message).toBe("You are connected to another network. Switch to RSK Mainnet.");
    expect(translated.recommendation).toBe("Switch your wallet to RSK Mainnet.");
    expect(errorMessage("validation.minimumAmount", "es", { amount: "0,0004 rBTC" })).toBe(
      "El monto mínimo es 0,0004 rBTC.",
    );
  });

  it("is frozen", () => {
    expect(Object.isFrozen(ERROR_CATALOGUE)).toBe(true);
  });
});
