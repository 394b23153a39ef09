import { indexerApi } from "../config/indexer-api";
import { clientInformation } from "./client-information";

/** What one log entry says: an event name, and what is known of the failure. */
export interface ClientLogEntry {
  event: string;
  error?: unknown;
  [detail: string]: unknown;
}

const MAX_TEXT = 2_000;

function describe(error: unknown): Record<string, unknown> | undefined {
  if (error === undefined) return undefined;
  if (typeof error !== "object" || error === null) return { message: String(error).slice(0, MAX_TEXT) };
  const value = error as { name?: unknown; message?: unknown; code?: unknown; shortMessage?: unknown };
  return {
    name: typeof value.name === "string" ? value.name : undefined,
    code: typeof value.code === "number" || typeof value.code === "string" ? value.code : undefined,
    message: String(value.shortMessage ?? value.message ?? "").slice(0, MAX_TEXT),
  };
}

/**
 * Records a client error: the console, and POST {api}/logs {client_information, data} (the API keeps at
 * most 16 KiB a request). Fire and forget: a log that cannot be sent never breaks the flow that logs.
 */
export function logClientError(entry: ClientLogEntry, fetchImpl: typeof fetch = fetch): void {
  const { event, error, ...details } = entry;
  const data = { event, ...details, error: describe(error), at: new Date().toISOString() };
  console.warn(`[ceiba] ${event}`, error ?? "");
  try {
    void indexerApi({ fetchImpl })
      .post("logs", { client_information: clientInformation(), data }, { keepalive: true })
      .catch(() => undefined);
  } catch {
    // fetch unavailable: the console has it
  }
}
