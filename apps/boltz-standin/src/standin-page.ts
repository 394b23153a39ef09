/**
 * The stand-in's page at `/`, server-rendered without a framework: forms to pay a reverse swap's invoice and to
 * make a local-wallet invoice, and every swap with its status, for a developer without curl.
 */
import type { EngineContext } from "./engine-context";
import { listSwaps } from "./standin-controls";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function standinPage(context: EngineContext, notice?: string): string {
  const rows = listSwaps(context)
    .slice()
    .reverse()
    .map((swap) => {
      const amount =
        "invoiceAmount" in swap
          ? `${swap.invoiceAmount} sats`
          : `${swap.userLockAmount} sats (${swap.kind === "chainToBtc" ? "RBTC" : "BTC"})`;
      const what =
        "invoice" in swap
          ? `<code>${escape(swap.invoice.slice(0, 40))}…</code>`
          : "bip21" in swap
            ? `<code>${escape(swap.bip21)}</code>`
            : `BTC lockup <code>${escape(swap.btcLockupAddress)}</code>${
                swap.btcClaimTransaction
                  ? `<br>claimed by <code>${escape(swap.btcClaimTransaction.id)}</code>: ${swap.btcClaimTransaction.outputs
                      .map((output) => `${output.amount} sats to <code>${escape(output.address)}</code>`)
                      .join(", ")}`
                  : ""
              }`;
      const expire = `<form method="post" action="/__standin/page/expire"><input type="hidden" name="id" value="${escape(swap.id)}"><button>Expire</button></form>`;
      return `<tr><td><code>${escape(swap.id)}</code></td><td>${swap.kind}</td><td>${amount}</td><td><b>${escape(swap.status)}</b>${swap.failureReason ? `<br><small>${escape(swap.failureReason)}</small>` : ""}</td><td>${what}</td><td>${expire}</td></tr>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boltz stand-in (local)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}textarea,input{width:100%;box-sizing:border-box}form{margin:0}.notice{background:#fff4c2;padding:.5rem}</style>
</head><body>
<h1>Boltz stand-in (local chain ${context.chainId})</h1>
<p>A local <b>stand-in</b> of Boltz's API v2, not Boltz: the Lightning and Bitcoin sides are simulated; locks, claims and refunds go through the real EtherSwap at <code>${context.etherSwap}</code>. API: <code>/v2</code>, WebSocket <code>/v2/ws</code>.</p>
${notice ? `<p class="notice">${escape(notice)}</p>` : ""}
<h2>Pay a reverse swap's invoice</h2>
<form method="post" action="/__standin/page/pay"><textarea name="invoice" rows="3" placeholder="lnbcrt…" required></textarea><button>Pay invoice</button></form>
<h2>New invoice in the local Lightning wallet</h2>
<p>An invoice the stand-in can "pay" in a submarine swap (RBTC → Lightning).</p>
<form method="post" action="/__standin/page/invoice"><input name="amount" inputmode="numeric" placeholder="amount in sats" required><button>Create invoice</button></form>
<h2>Swaps</h2>
<table><tr><th>id</th><th>kind</th><th>amount</th><th>status</th><th>invoice / BIP-21</th><th></th></tr>
${rows || '<tr><td colspan="6">No swaps yet.</td></tr>'}
</table>
</body></html>`;
}
