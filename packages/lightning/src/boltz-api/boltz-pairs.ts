/**
 * Pairs of GET /v2/swap/submarine, /reverse and /chain: `{ [from]: { [to]: pair } }`, each pair with `hash`
 * (sent back on creation so Boltz refuses a stale quote), `rate`, `limits` and `fees` (percentage + miner
 * fees in satoshis). Only the pair asked for is read; for BTC ⇄ RBTC its rate must be 1.
 */
import { parseFeePercentage, type LightningSwapFees, type LightningSwapLimits } from "@ceiba/core";
import { InvalidAnswer, numberAt, objectAt, satsAt, stringAt, type JsonObject } from "./json-guards";

/** Boltz's swap types (the path of GET /v2/swap/{type}). */
export type BoltzSwapType = "submarine" | "reverse" | "chain";

/** A pair the client uses: a swap type in one direction (chainToBtc is the chain type from RBTC to BTC). */
export type BoltzPairKind = BoltzSwapType | "chainToBtc";

export interface BoltzPair {
  readonly type: BoltzPairKind;
  readonly from: string;
  readonly to: string;
  readonly hash: string;
  readonly limits: LightningSwapLimits;
  /** The percentage and the fixed part Boltz keeps: submarine minerFees, reverse lockup, chain server fee. */
  readonly fees: LightningSwapFees;
  /**
   * Reverse and chain: Boltz's estimate of the user's claim cost in satoshis (informative on EVM; for chainToBtc it
   * is the BTC claim transaction's fee, which the client pays exactly).
   */
  readonly claimFeeEstimateSat?: bigint;
}

function feesOf(type: BoltzPairKind, fees: JsonObject, path: string) {
  const rate = parseFeePercentage(numberAt(fees, "percentage", path));
  if (rate === undefined) throw new InvalidAnswer(`${path}.percentage: out of range`);
  if (type === "submarine") return { fees: { rate, minerFeeSat: satsAt(fees, "minerFees", path) } };
  const minerFees = objectAt(fees["minerFees"], `${path}.minerFees`);
  if (type === "reverse") {
    return {
      fees: { rate, minerFeeSat: satsAt(minerFees, "lockup", `${path}.minerFees`) },
      claimFeeEstimateSat: satsAt(minerFees, "claim", `${path}.minerFees`),
    };
  }
  const user = objectAt(minerFees["user"], `${path}.minerFees.user`);
  return {
    fees: { rate, minerFeeSat: satsAt(minerFees, "server", `${path}.minerFees`) },
    claimFeeEstimateSat: satsAt(user, "claim", `${path}.minerFees.user`),
  };
}

/** Reads the `from` → `to` pair out of a pairs answer; undefined when Boltz does not offer it. */
export function parseBoltzPair(type: BoltzPairKind, answer: unknown, from: string, to: string): BoltzPair | undefined {
  const byFrom = objectAt(answer, "pairs")[from];
  if (byFrom === undefined) return undefined;
  const pairValue = objectAt(byFrom, `pairs.${from}`)[to];
  if (pairValue === undefined) return undefined;
  const path = `pairs.${from}.${to}`;
  const pair = objectAt(pairValue, path);
  if (numberAt(pair, "rate", path) !== 1) throw new InvalidAnswer(`${path}.rate: BTC ⇄ RBTC must be 1`);
  const limits = objectAt(pair["limits"], `${path}.limits`);
  const minimalSat = satsAt(limits, "minimal", `${path}.limits`);
  const maximalSat = satsAt(limits, "maximal", `${path}.limits`);
  if (minimalSat > maximalSat) throw new InvalidAnswer(`${path}.limits: minimal above maximal`);
  return {
    type,
    from,
    to,
    hash: stringAt(pair, "hash", path),
    limits: { minimalSat, maximalSat },
    ...feesOf(type, objectAt(pair["fees"], `${path}.fees`), `${path}.fees`),
  };
}
