/**
 * From what a failure carries (a custom error name such as "T12", a catalogue id, the server error code or
 * a revert reason text) to a catalogue entry. Decoding the revert itself is @ceiba/sdk's job.
 */
import type { ValidationFailure } from "../validation/reasons";
import { SERVER_CONNECTION_ERROR } from "./app-errors";
import { ERROR_CATALOGUE, isErrorId, type ErrorId } from "./catalogue";
import type { CatalogueEntry } from "./catalogue-entry";
import { CONTRACT_ERRORS, type ContractErrorId } from "./contract-errors";

export interface DescribedError {
  /** The catalogue id; `contract.unknown` when the code is not known. */
  readonly id: ErrorId;
  /** The code as given, trimmed. */
  readonly code: string;
  readonly known: boolean;
  readonly entry: CatalogueEntry;
}

/** Accepts "T12", "t12", " T12 " and the ABI signature form "T12()". */
function normalizeCode(name: string): string {
  return name.trim().replace(/\(\)$/, "").toUpperCase();
}

/** The catalogue id of a contract error name ("T12" → "contract.T12"), or undefined when unknown. */
export function contractErrorId(name: string): ContractErrorId | undefined {
  const id = `contract.${normalizeCode(name)}`;
  return id !== "contract.UNKNOWN" && Object.hasOwn(CONTRACT_ERRORS, id) ? (id as ContractErrorId) : undefined;
}

/** The catalogue entry of a contract error name, or undefined when unknown. */
export function contractErrorEntry(name: string): CatalogueEntry | undefined {
  const id = contractErrorId(name);
  return id === undefined ? undefined : ERROR_CATALOGUE[id];
}

/**
 * Describes a code: a contract error name ("T12", "RD1"), a catalogue id ("swap.noHash") or
 * SERVER_CONNECTION_ERROR. Anything else gets the generic `contract.unknown` entry, with `known` false.
 */
export function describeError(code: string): DescribedError {
  const trimmed = code.trim();
  const id: ErrorId | undefined =
    trimmed === SERVER_CONNECTION_ERROR ? "server.connection" : isErrorId(trimmed) ? trimmed : contractErrorId(trimmed);
  const resolved = id ?? "contract.unknown";
  return { id: resolved, code: trimmed, known: id !== undefined, entry: ERROR_CATALOGUE[resolved] };
}

/** A short contract code inside a longer text ("execution reverted: T17", "custom error 'R8()'"). */
const CODE_IN_TEXT = /\b(RD\d+|A\d+|[TCRO]\d{1,2})\b/;

const TEXT_PATTERNS: readonly (readonly [RegExp, ErrorId])[] = [
  [/user (rejected|denied|cancell?ed)|rejected by (the )?user|action_rejected/i, "dialog.rejectedInWallet"],
  [/out of gas|gas too low|gas required exceeds/i, "dialog.gasTooLow"],
  [/exceeds balance|insufficient balance|overflow/i, "revert.exceedsBalance"],
  [/insufficient funds/i, "validation.insufficientFunds"],
];

/**
 * Revert texts of the Tropykus deployments that carry no short code, and the contract code that means the
 * same: its Money-on-Chain adapter `require`s a valid feed, so an expired price reverts every action that
 * values the market with this text (our C6, the market has no price).
 */
const CODELESS_REASONS: readonly (readonly [RegExp, string])[] = [[/oracle have no price/i, "C6"]];

/** The contract code a code-less revert text means ("PriceOracleAdapterMoc: Oracle have no Price" → C6). */
export function contractCodeOfReason(reason: string): string | undefined {
  return CODELESS_REASONS.find(([pattern]) => pattern.test(reason))?.[1];
}

/**
 * The catalogue id a revert reason or wallet error text points to, or undefined when nothing matches.
 * A wallet rejection wins over everything; a short code wins over the wording (an unknown code such as a
 * Tropykus-only "T26" gives `contract.unknown`).
 */
export function errorIdFromRevertReason(reason: string): ErrorId | undefined {
  const [rejection, ...others] = TEXT_PATTERNS;
  if (rejection && rejection[0].test(reason)) return rejection[1];
  const code = CODE_IN_TEXT.exec(reason)?.[1];
  if (code !== undefined) return contractErrorId(code) ?? "contract.unknown";
  const meant = contractCodeOfReason(reason);
  if (meant !== undefined) return contractErrorId(meant);
  return others.find(([pattern]) => pattern.test(reason))?.[1];
}

/**
 * The message of a validation failure: the rule's own entry (`validation.<rule>`, e.g.
 * validation.microCapReached) where the catalogue has one, else its reason's (`validation.<reason>`).
 */
export function validationErrorId(failure: Pick<ValidationFailure, "reason" | "rule">): ErrorId {
  const byRule = `validation.${failure.rule}`;
  return isErrorId(byRule) ? byRule : (`validation.${failure.reason}` as ErrorId);
}
