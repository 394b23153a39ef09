import { translateError, type ErrorId, type SwapHistoryStatus } from "@ceiba/core";
import type { StoredSwap } from "@ceiba/lightning";
import UploadFile from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Address } from "viem";
import { formatDateTime } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { swapAmountTexts } from "./swap-amount-texts";
import { swapAccount } from "./record-lightning-swap";
import { readRefundFile } from "./refund-file-download";
import { storedSwapHistoryStatus, storedSwapsKey, useStoredSwaps } from "./stored-swaps";

const STATUS_COLOR: Record<SwapHistoryStatus, "success" | "warning" | "error" | "info"> = {
  Completed: "success",
  Pending: "warning",
  Failed: "error",
  Refunded: "info",
};

export interface MyBitcoinSwapsProps {
  services: BitcoinSwapServices;
  account: Address | undefined;
  /** Opens a swap's view (resumes it). */
  onOpen: (id: string) => void;
}

/**
 * "My swaps" of the Bitcoin side (issue 19 "Nothing lost"): the swaps this browser keeps for the account and
 * chain, newest first, each with its history status (core swapHistoryStatus of Boltz's last status) and a
 * button that opens it, where it resumes. A refund file from another browser is imported here.
 */
export function MyBitcoinSwaps({ services, account, onOpen }: MyBitcoinSwapsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useStoredSwaps(services, account);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<{ ok: true; id: string } | { ok: false; errorId: ErrorId }>();

  const importFile = async (file: File) => {
    const read = readRefundFile(await file.text(), services.chainId);
    if (!read.ok) {
      setNotice({ ok: false, errorId: read.errorId });
      return;
    }
    await services.store.save(read.swap);
    await queryClient.invalidateQueries({ queryKey: storedSwapsKey(services.chainId, account) });
    setNotice({ ok: true, id: read.swap.id });
    if (account === undefined || swapAccount(read.swap) === account.toLowerCase()) onOpen(read.swap.id);
  };

  const amount = (swap: StoredSwap) => {
    const { sendText, receiveText } = swapAmountTexts(swap, language);
    return `${sendText} → ${receiveText}`;
  };

  return (
    <Box
      component="section"
      aria-label={t("bitcoinSwaps.mySwaps.title")}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5, maxWidth: 560 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: "1.0625rem", fontWeight: 650 }}>
          {t("bitcoinSwaps.mySwaps.title")}
        </Typography>
        <Button size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()} sx={{ ml: "auto" }}>
          {t("bitcoinSwaps.mySwaps.import")}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="btc-import-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("bitcoinSwaps.mySwaps.note")}
      </Typography>
      {notice && (
        <Alert
          severity={notice.ok ? "success" : "error"}
          data-testid="btc-import-notice"
          onClose={() => setNotice(undefined)}
        >
          {notice.ok
            ? t("bitcoinSwaps.mySwaps.imported", { id: notice.id })
            : notice.errorId === "lightning.wrongChain"
              ? t("bitcoinSwaps.mySwaps.otherChain")
              : translateError(notice.errorId, language).message}
        </Alert>
      )}
      {account === undefined ? (
        <Typography variant="body2">{t("bitcoinSwaps.mySwaps.connect")}</Typography>
      ) : query.data && query.data.length === 0 ? (
        <Typography variant="body2">{t("bitcoinSwaps.mySwaps.empty")}</Typography>
      ) : (
        <List disablePadding sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
          {(query.data ?? []).map((swap) => {
            const status = storedSwapHistoryStatus(swap);
            return (
              <ListItem
                key={swap.id}
                data-testid="btc-swap-row"
                data-status={status}
                sx={{
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 2,
                  gap: 1,
                  flexWrap: "wrap",
                  alignItems: "center",
                }}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[status]}
                  label={t(`bitcoinSwaps.mySwaps.statuses.${status}`)}
                />
                <Box sx={{ flex: "1 1 180px", minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`bitcoinSwaps.mySwaps.kind.${swap.kind}`)} · {amount(swap)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t("bitcoinSwaps.mySwaps.created", {
                      date: formatDateTime(new Date(swap.createdAt * 1000), language),
                    })}
                  </Typography>
                </Box>
                <Button size="small" variant="outlined" onClick={() => onOpen(swap.id)}>
                  {t("bitcoinSwaps.mySwaps.open")}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
