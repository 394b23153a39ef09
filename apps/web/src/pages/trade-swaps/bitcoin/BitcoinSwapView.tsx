import {
  BLOCK_TIME_MS,
  blocksUntilRefund,
  formatDecimal,
  lightningFailureErrorId,
  lightningSwapProgress,
  refundStep,
  refundability,
  translateError,
  type RefundPhase,
} from "@ceiba/core";
import { isUserLockSwap, lockAmountSat } from "@ceiba/lightning";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { Address } from "viem";
import { useLanguage } from "../../../i18n/use-language";
import { shortAddress } from "../../../shared/short-hex";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { bitcoinAmountText, rbtcAmountText } from "./bitcoin-amount-text";
import { BitcoinToSend } from "./BitcoinToSend";
import { BtcClaimStatus } from "./BtcClaimStatus";
import { BtcRefund } from "./BtcRefund";
import { InvoiceToPay } from "./InvoiceToPay";
import { swapAccount } from "./record-lightning-swap";
import { RefundFileOffer } from "./RefundFileOffer";
import type { SwapRunnerState } from "./swap-runner";
import { swapAmountTexts } from "./swap-amount-texts";
import { SwapSteps } from "./SwapSteps";
import { useSwapRunner } from "./use-swap-runner";

export interface BitcoinSwapViewProps {
  services: BitcoinSwapServices;
  id: string;
  account: Address | undefined;
  onConnect: () => void;
  onBack: () => void;
  /** Every new provider status of the swap (the server's history follows it). */
  onStatus?: (state: SwapRunnerState) => void;
}

const BUSY: readonly RefundPhase[] = ["sending", "awaitingSignature", "sent"];

/**
 * One swap, from its creation to its end, resumable (lending-engine §4 "Lightning/on-chain swap"): the step
 * list and the screen status from Boltz's status, what to do now from @ceiba/lightning nextSwapAction (pay the
 * invoice, send the BTC of a chain swap, lock, wait, claim, refund), the wallet's transaction phases, the refund steps of a failed
 * submarine swap with the button only when the lock is refundable, and the refund file.
 */
export function BitcoinSwapView({ services, id, account, onConnect, onBack, onStatus }: BitcoinSwapViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, runner } = useSwapRunner(services, id, account !== undefined, onStatus);
  const { swap, action, tx, chain } = state;

  const frame = (children: React.ReactNode) => (
    <Paper
      component="section"
      aria-label={t("bitcoinSwaps.view.label", { id })}
      variant="outlined"
      data-testid="btc-swap-view"
      data-action={action?.type ?? "loading"}
      sx={{ maxWidth: 560, p: { xs: 2, sm: 3 }, borderRadius: 4, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Button size="small" startIcon={<ArrowBack />} onClick={onBack}>
          {t("bitcoinSwaps.view.back")}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: "auto", fontFamily: "monospace" }}>
          {swap ? `${t(`bitcoinSwaps.mySwaps.kind.${swap.kind}`)} · ${id}` : id}
        </Typography>
      </Box>
      {children}
    </Paper>
  );

  if (state.errorId && !swap) {
    return frame(
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void runner?.refresh()}>
            {t("bitcoinSwaps.view.reconnect")}
          </Button>
        }
      >
        {translateError(state.errorId, language).message}
      </Alert>,
    );
  }
  if (!swap || !action) {
    return frame(<Skeleton variant="rounded" height={240} aria-label={t("bitcoinSwaps.view.loading")} />);
  }

  const claiming = tx?.kind === "claim" && BUSY.includes(tx.phase);
  // The chain's word first: a mined claim reads success at once, before Boltz's watcher reports it.
  const settled = action.type === "done" ? action.outcome : undefined;
  const progress = lightningSwapProgress(swap.kind, state.providerStatus ?? "swap.created", claiming, settled);
  const statusKey = progress.status === "confirmed" ? (progress.confirmedMeans ?? "processing") : progress.status;
  const owner = swapAccount(swap);
  const otherAccount = account !== undefined && account.toLowerCase() !== owner;
  const { sendText, receiveText } = swapAmountTexts(swap, language);

  const walletButton = (label: string, onClick: () => void, testId: string) =>
    !account ? (
      <Button variant="contained" fullWidth sx={{ minHeight: 48 }} onClick={onConnect}>
        {t("bitcoinSwaps.view.connect")}
      </Button>
    ) : otherAccount ? (
      <Alert severity="warning">{t("bitcoinSwaps.view.otherAccount", { address: shortAddress(owner) })}</Alert>
    ) : (
      <Button
        variant="contained"
        fullWidth
        sx={{ minHeight: 48 }}
        data-testid={testId}
        disabled={tx !== undefined && BUSY.includes(tx.phase)}
        startIcon={
          tx && BUSY.includes(tx.phase) ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
        onClick={onClick}
      >
        {label}
      </Button>
    );

  // The refund steps of a swap whose user lock (submarine, RBTC → BTC on chain) is (or was) in the contract.
  const userLock = isUserLockSwap(swap);
  const refund =
    userLock && chain
      ? refundability({
          locked: chain.lock === "locked",
          timelock: swap.timelock,
          currentBlock: chain.currentBlock,
          providerStatus: state.providerStatus ?? "swap.created",
        })
      : undefined;
  const showRefund =
    userLock &&
    refund !== undefined &&
    (action.type === "refund" ||
      tx?.kind === "refund" ||
      (progress.step === "rejected" && refund.kind !== "nothingToRefund"));
  // Why the swap failed: the action's reason, or on a rejected swap whose RBTC is to be refunded, the provider's.
  const failure =
    action.type === "failed"
      ? action.reason
      : progress.step === "rejected"
        ? lightningFailureErrorId(state.providerStatus ?? "")
        : undefined;
  const refundPhase: RefundPhase = tx?.kind === "refund" ? tx.phase : "idle";
  const blocksLeft = userLock && chain ? blocksUntilRefund(swap.timelock, chain.currentBlock) : 0n;
  const minutesLeft = (blocksLeft * BLOCK_TIME_MS + 59_999n) / 60_000n;

  return frame(
    <>
      <SwapSteps kind={swap.kind} progress={progress} />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Chip
          size="small"
          data-testid="btc-status"
          data-status={statusKey}
          color={progress.status === "success" ? "success" : progress.status === "rejected" ? "error" : "default"}
          label={t(`bitcoinSwaps.status.${statusKey}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {t("bitcoinSwaps.view.amounts", { send: sendText, receive: receiveText })}
        </Typography>
      </Box>

      {action.type === "payInvoice" && (
        <>
          <RefundFileOffer swap={swap} />
          <InvoiceToPay invoice={action.invoice} />
        </>
      )}
      {action.type === "sendBtc" && (
        <>
          <RefundFileOffer swap={swap} />
          <BitcoinToSend address={action.address} amountSat={action.amountSat} />
        </>
      )}
      {action.type === "lock" && (
        <>
          <RefundFileOffer swap={swap} />
          <Typography variant="body2">
            {t(swap.kind === "chainToBtc" ? "bitcoinSwaps.view.chainToBtcLockPrompt" : "bitcoinSwaps.view.lockPrompt", {
              amount: rbtcAmountText(lockAmountSat(swap), language),
            })}
          </Typography>
          {walletButton(t("bitcoinSwaps.view.lock"), () => void runner?.lock(), "btc-lock")}
        </>
      )}
      {action.type === "wait" && (
        <Box role="status" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t(`bitcoinSwaps.view.waiting.${action.for}`)}</Typography>
        </Box>
      )}
      {action.type === "claim" && walletButton(t("bitcoinSwaps.view.claim"), () => void runner?.claim(), "btc-claim")}
      {swap.kind === "chainToBtc" && <BtcClaimStatus swap={swap} claiming={action.type === "claimBtc"} />}
      {action.type === "refundBtc" && swap.kind === "chain" && (
        <BtcRefund
          swap={swap}
          chainId={swap.chainId}
          availableAtBtcBlock={action.availableAtBtcBlock}
          refund={state.btcRefund}
          onRefund={(address) => void runner?.refundBtc(address)}
        />
      )}

      {showRefund && refund && (
        <Box data-testid="btc-refund" sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t("bitcoinSwaps.refundSteps.label")}
          </Typography>
          <Chip
            size="small"
            data-testid="btc-refund-step"
            data-step={refundStep(refund, refundPhase)}
            label={t(`bitcoinSwaps.refundSteps.${refundStep(refund, refundPhase)}`)}
            sx={{ alignSelf: "flex-start" }}
          />
          {action.type === "refund" &&
            walletButton(
              t(action.cooperative ? "bitcoinSwaps.view.refundCooperative" : "bitcoinSwaps.view.refund"),
              () => void runner?.refund(),
              "btc-refund-button",
            )}
          {/* Before the timelock (also under a cooperative refund, which the provider may refuse to sign):
              the block from which the refund needs no one. */}
          {(refund.kind === "notYet" || refund.kind === "cooperativeOnly") && blocksLeft > 0n && (
            <Typography variant="body2" data-testid="btc-refund-at">
              {t(action.type === "refund" ? "bitcoinSwaps.view.refundAloneAt" : "bitcoinSwaps.view.refundAt", {
                block: swap.timelock.toString(),
                blocks: formatDecimal(blocksLeft, 0, language, { maxDecimals: 0 }),
                minutes: formatDecimal(minutesLeft, 0, language, { maxDecimals: 0 }),
              })}
            </Typography>
          )}
        </Box>
      )}

      {tx && tx.kind !== "refund" && (
        <Typography variant="body2" data-testid="btc-tx" data-phase={tx.phase} role="status">
          {t(`bitcoinSwaps.tx.${tx.phase === "idle" ? "sending" : tx.phase}`)}
        </Typography>
      )}
      {tx?.errorId && <Alert severity="error">{translateError(tx.errorId, language).message}</Alert>}

      {action.type === "done" && (
        <Alert severity="success" data-testid="btc-success">
          {action.outcome === "claimed"
            ? t(
                swap.kind === "chainToBtc"
                  ? "bitcoinSwaps.view.success.chainToBtc"
                  : "bitcoinSwaps.view.success.reverse",
                {
                  amount: receiveText,
                },
              )
            : action.outcome === "paid"
              ? t("bitcoinSwaps.view.success.submarine")
              : swap.kind === "chain" && swap.btcRefundTransaction
                ? t("bitcoinSwaps.view.success.refundedBtc", {
                    amount: bitcoinAmountText(swap.btcRefundTransaction.amountSat, "sats", language),
                    address: swap.btcRefundTransaction.address,
                    txid: swap.btcRefundTransaction.id,
                  })
                : t("bitcoinSwaps.view.success.refunded")}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" data-testid="btc-failed">
          {translateError(failure, language).message}
        </Alert>
      )}
      {state.errorId && <Alert severity="warning">{translateError(state.errorId, language).message}</Alert>}
      {!progress.final && (
        <Typography variant="caption" color="text.secondary">
          {t("bitcoinSwaps.view.support")}
        </Typography>
      )}
    </>,
  );
}
