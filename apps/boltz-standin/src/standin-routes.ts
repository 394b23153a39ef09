/**
 * The stand-in's own routes, apart from Boltz's API: `/` (the page), and the controls under /__standin, as
 * JSON (for tests and curl) and as form posts from the page (which redirect back to it).
 */
import type http from "node:http";
import type { EngineContext } from "./engine-context";
import { MAX_BODY_BYTES, RequestRefused, readJsonObject } from "./request-body";
import {
  confirmBitcoinTransaction,
  createWalletInvoice,
  expireSwap,
  failPayment,
  listSwaps,
  mineControl,
  payReverseInvoice,
  refuseServerLock,
} from "./standin-controls";
import { standinPage } from "./standin-page";
import { replyStandin as reply } from "@ceiba/local-stack/standin";

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY_BYTES) throw new RequestRefused("the form is too large", 413);
  }
  return new URLSearchParams(text);
}

export async function standinControls(
  context: EngineContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? "GET";
  const path = url.pathname;
  const queued = <T>(task: () => Promise<T> | T) => context.serially(async () => task());
  if (method === "GET") {
    if (path === "/")
      return reply(
        res,
        200,
        standinPage(context, url.searchParams.get("notice") ?? undefined),
        "text/html; charset=utf-8",
      );
    if (path === "/__standin/health") {
      return reply(res, 200, {
        standIn: "boltz",
        chainId: context.chainId,
        etherSwap: context.etherSwap,
        address: context.address,
      });
    }
    if (path === "/__standin/swaps") return reply(res, 200, listSwaps(context));
    throw new RequestRefused(`not found: GET ${path}`, 404);
  }
  if (method !== "POST") throw new RequestRefused(`${method} is not allowed here`, 405);

  if (path.startsWith("/__standin/page/")) return pageForm(context, req, res, path, queued);
  const body = await readJsonObject(req);
  if (path === "/__standin/invoices") return reply(res, 201, await queued(() => createWalletInvoice(context, body)));
  if (path === "/__standin/invoices/pay") return reply(res, 200, await queued(() => payReverseInvoice(context, body)));
  if (path === "/__standin/mine") return reply(res, 200, await queued(() => mineControl(context, body)));
  const swapRoute = /^\/__standin\/swaps\/([^/]+)\/(fail-payment|btc-transaction|no-server-lock|expire)$/.exec(path);
  if (swapRoute) {
    const id = decodeURIComponent(swapRoute[1] ?? "");
    const action = swapRoute[2];
    if (action === "fail-payment") return reply(res, 200, await queued(() => failPayment(context, id)));
    if (action === "no-server-lock") return reply(res, 200, await queued(() => refuseServerLock(context, id)));
    if (action === "btc-transaction")
      return reply(res, 200, await queued(() => confirmBitcoinTransaction(context, id, body)));
    return reply(res, 200, await queued(() => expireSwap(context, id)));
  }
  throw new RequestRefused(`not found: POST ${path}`, 404);
}

/** The page's forms: do the control, then back to the page with what happened. */
async function pageForm(
  context: EngineContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  queued: <T>(task: () => Promise<T> | T) => Promise<T>,
) {
  const form = await readForm(req);
  let notice: string;
  try {
    if (path === "/__standin/page/pay") {
      const done = await queued(() => payReverseInvoice(context, { invoice: form.get("invoice") ?? "" }));
      notice = `Paid: swap ${done.id} is ${done.status}`;
    } else if (path === "/__standin/page/invoice") {
      const amount = Number(form.get("amount") ?? "");
      const made = await queued(() => createWalletInvoice(context, { amount }));
      notice = `New invoice (${made.amount} sats): ${made.invoice}`;
    } else if (path === "/__standin/page/expire") {
      const done = await queued(() => expireSwap(context, form.get("id") ?? ""));
      notice = `Swap ${done.id}: ${done.status}${done.mined ? ` (mined ${done.mined} blocks)` : ""}`;
    } else {
      throw new RequestRefused(`not found: POST ${path}`, 404);
    }
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    notice = `Refused: ${error.message}`;
  }
  res.writeHead(303, { location: `/?notice=${encodeURIComponent(notice)}` }).end();
}
