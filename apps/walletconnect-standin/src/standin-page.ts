/**
 * The stand-in's page at `/`: paste the `wc:` URI the app shows (its "copy" button) to pair, and see the
 * wallet's address, sessions, mode and answered requests; buttons to refuse requests and end the session.
 */
import type { StandinWalletState } from "./standin-wallet";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function standinPage(state: StandinWalletState, relayUrl: string, notice?: string): string {
  const sessions = state.sessions
    .map(
      (s) =>
        `<li><b>${escape(s.peer)}</b> <code>${escape(s.topic.slice(0, 16))}…</code> ${escape(s.accounts.join(", "))}</li>`,
    )
    .join("");
  const requests = state.requests
    .slice(-20)
    .reverse()
    .map(
      (r) =>
        `<li><code>${escape(r.method)}</code>: ${r.error ? `refused ${r.error.code} ${escape(r.error.message)}` : `<code>${escape(JSON.stringify(r.result))}</code>`}</li>`,
    )
    .join("");
  const toggle = state.mode.rejectRequests ? "false" : "true";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WalletConnect stand-in (local)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}textarea{width:100%;box-sizing:border-box}form{display:inline-block;margin:.25rem 0}.notice{background:#fff4c2;padding:.5rem}code{word-break:break-all}</style>
</head><body>
<h1>WalletConnect stand-in (local chain ${state.chainId})</h1>
<p>A local <b>stand-in</b> of WalletConnect, not WalletConnect: a relay on <code>${escape(relayUrl)}</code> and a wallet
holding the local key of <code>${state.address}</code>. Neither talks to WalletConnect's network.</p>
${notice ? `<p class="notice">${escape(notice)}</p>` : ""}
<h2>Pair with the app</h2>
<p>In the app choose WalletConnect, copy the <code>wc:</code> link under the QR and paste it here.</p>
<form method="post" action="/__standin/page/pair" style="display:block"><textarea name="uri" rows="3" placeholder="wc:…@2?relay-protocol=irn&amp;symKey=…" required></textarea><button>Pair and approve</button></form>
<h2>Sessions</h2>
<ul>${sessions || "<li>None.</li>"}</ul>
<form method="post" action="/__standin/page/disconnect"><button>End the sessions (from the wallet)</button></form>
<form method="post" action="/__standin/page/mode"><input type="hidden" name="reject" value="${toggle}"><button>${state.mode.rejectRequests ? "Answer requests again" : "Refuse every request (4001)"}</button></form>
<h2>Answered requests</h2>
<ul>${requests || "<li>None yet.</li>"}</ul>
</body></html>`;
}
