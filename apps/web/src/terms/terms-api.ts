/**
 * The terms' two API calls (apps/indexer/src/api/user-routes.ts), through the app's indexer client: any failure
 * is an ApiError (no answer, a refusal, an acceptance the server did not record).
 */
import type { ApiRoutes, ResponseOf, TermsAcceptanceBody } from "@ceiba/sdk/api";
import { ApiError, indexerApi } from "../config/indexer-api";

/** GET /users/fetch-user-data?address= */
export type UserLookup = ResponseOf<ApiRoutes["fetchUserData"]>;

/** POST /users/accept-terms-and-conditions: the terms signature payload of app-shell §3. */
export type TermsSignature = TermsAcceptanceBody;

/** The user record by address. */
export function fetchUserData(address: string, fetchImpl: typeof fetch = fetch): Promise<UserLookup> {
  return indexerApi({ fetchImpl }).get("fetchUserData", { address });
}

/** Records the acceptance; throws unless the server says `success: true`. */
export async function acceptTermsAndConditions(body: TermsSignature, fetchImpl: typeof fetch = fetch): Promise<void> {
  const answer = await indexerApi({ fetchImpl }).post("acceptTerms", body);
  if (answer.success !== true) {
    throw new ApiError("/users/accept-terms-and-conditions", 200, "terms acceptance refused", answer);
  }
}
