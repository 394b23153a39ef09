import { ENDPOINTS } from "../config/endpoints";

/** GET /users/fetch-user-data?address= (apps/indexer/src/api/user-routes.ts). */
export interface UserLookup {
  address: string;
  tac_response: boolean;
  user: unknown;
}

/** POST /users/accept-terms-and-conditions: the terms signature payload of app-shell §3. */
export interface TermsSignature {
  address: string;
  message: string;
  signed_message: string;
  wallet_name: string;
}

/** The API answered with an error or not at all. */
export class TermsApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "TermsApiError";
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown;
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user record by address; throws TermsApiError when the server cannot answer. */
export async function fetchUserData(address: string, fetchImpl: typeof fetch = fetch): Promise<UserLookup> {
  let response: Response;
  try {
    response = await fetchImpl(`${ENDPOINTS.api}/users/fetch-user-data?address=${encodeURIComponent(address)}`);
  } catch (error) {
    throw new TermsApiError(`user lookup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await readJson(response);
  if (!response.ok) throw new TermsApiError(`user lookup answered ${response.status}`, response.status);
  return {
    address: typeof body.address === "string" ? body.address : address,
    tac_response: body.tac_response === true,
    user: body.user ?? null,
  };
}

/** Records the acceptance; throws TermsApiError unless the server says `success: true`. */
export async function acceptTermsAndConditions(body: TermsSignature, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${ENDPOINTS.api}/users/accept-terms-and-conditions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new TermsApiError(`terms acceptance failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = await readJson(response);
  if (!response.ok || answer.success !== true) {
    const reason = typeof answer.error === "string" ? answer.error : `status ${response.status}`;
    throw new TermsApiError(`terms acceptance refused: ${reason}`, response.status);
  }
}
