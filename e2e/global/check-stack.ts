import { LOCAL_CHAIN_ID, type Stack } from "../support/stack";

interface Probe {
  readonly name: string;
  readonly url: string;
  /** Why it may be missing: which variable the orchestrator must honour. */
  readonly hint: string;
  readonly check: (url: string) => Promise<string | undefined>;
}

/**
 * Checks that every service of the stack answers where the tests will look for it, so a service on the
 * wrong port fails global setup with one clear message instead of every test timing out.
 */
export async function checkStack(stack: Stack): Promise<void> {
  const probes: Probe[] = [
    { name: "JSON-RPC", url: stack.rpcUrl, hint: "CEIBA_RPC_PORT", check: checkChainId },
    { name: "faucet", url: stack.faucetUrl, hint: "CEIBA_FAUCET_PORT", check: checkAnswers },
    { name: "API", url: `${stack.apiUrl}/ready`, hint: "CEIBA_INDEXER_PORT", check: checkOk },
    {
      name: "OpenOcean stand-in",
      url: `${stack.openoceanUrl}/__standin/mode`,
      hint: "CEIBA_OPENOCEAN_PORT",
      check: checkOk,
    },
    {
      name: "Boltz stand-in",
      url: `${stack.boltzUrl}/__standin/health`,
      hint: "CEIBA_BOLTZ_PORT",
      check: checkOk,
    },
    {
      name: "WalletConnect stand-in",
      url: `${stack.walletConnectUrl}/__standin/health`,
      hint: "CEIBA_WALLETCONNECT_PORT",
      check: checkOk,
    },
    { name: "web app", url: stack.webUrl, hint: "CEIBA_WEB_PORT", check: checkHtml },
  ];
  const failures = await Promise.all(
    probes.map(async (probe) => {
      const problem = await probe.check(probe.url).catch((error: unknown) => describe(error));
      return problem ? `  ${probe.name} at ${probe.url}: ${problem} (is ${probe.hint} honoured?)` : undefined;
    }),
  );
  const failed = failures.filter((line) => line !== undefined);
  if (failed.length > 0) throw new Error(`the local stack is not where the tests expect it:\n${failed.join("\n")}`);
}

async function checkChainId(url: string): Promise<string | undefined> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { result?: unknown };
  const expected = `0x${LOCAL_CHAIN_ID.toString(16)}`;
  return body.result === expected ? undefined : `eth_chainId is ${String(body.result)}, not ${expected}`;
}

async function checkAnswers(url: string): Promise<string | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return res.status < 500 ? undefined : `HTTP ${res.status}`;
}

async function checkOk(url: string): Promise<string | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return res.ok ? undefined : `HTTP ${res.status}`;
}

async function checkHtml(url: string): Promise<string | undefined> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) return `HTTP ${res.status}`;
  const type = res.headers.get("content-type") ?? "";
  return type.includes("text/html") ? undefined : `content-type ${type}, not text/html`;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
