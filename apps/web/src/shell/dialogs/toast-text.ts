import { explorerTxUrl, failureNotificationId, isSupportedChainId, translateError, type Language } from "@ceiba/core";
import type { TFunction } from "i18next";
import { formatTokenAmount, formatUsd } from "../../i18n/formatters";
import type { MessageKey } from "../../i18n/messages";
import type { Toast, TxAction } from "../ui-store";

const SUCCESS_TEXT: Readonly<Record<TxAction, MessageKey>> = {
  deposit: "toast.deposit",
  withdraw: "toast.withdraw",
  borrow: "toast.borrow",
  repay: "toast.repay",
  send: "toast.send",
  exchange: "toast.exchange",
  swap: "toast.swap",
};

export interface ToastText {
  title: string;
  message: string;
  detail: string | undefined;
  explorerUrl: string | undefined;
}

/** The words of a transaction toast in `language`: success per action, failure from the error catalogue. */
export function toastText(toast: Toast, t: TFunction, language: Language): ToastText {
  const explorerUrl =
    toast.hash !== undefined && toast.chainId !== undefined && isSupportedChainId(toast.chainId)
      ? explorerTxUrl(toast.chainId, toast.hash)
      : undefined;
  if (toast.status === "error") {
    const error = translateError(toast.errorId ?? failureNotificationId(toast.action), language);
    return { title: t("toast.errorTitle"), message: error.message, detail: error.recommendation, explorerUrl };
  }
  const message =
    toast.amount === undefined
      ? t("toast.done")
      : t(SUCCESS_TEXT[toast.action], {
          amount: formatTokenAmount(toast.amount, language),
          received: toast.swapAmount ? formatTokenAmount(toast.swapAmount, language) : "",
        });
  const detail = toast.gasUsd === undefined ? undefined : t("toast.gas", { usd: formatUsd(toast.gasUsd, language) });
  return { title: t("toast.successTitle"), message, detail, explorerUrl };
}
