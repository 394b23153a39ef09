import AddCircleOutlineOutlined from "@mui/icons-material/AddCircleOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { walletTokenOf, type TokenSource, type WatchAssetClient } from "./add-token";
import { useAddToken } from "./use-add-token";

/**
 * "Add DOC to your wallet" (wallet_watchAsset) for DOC, BPRO and USDRIF: nothing for other tokens, rBTC,
 * or a wallet without a token list. The outcome is announced in a status line.
 */
export function AddTokenButton({
  source,
  getClient,
}: {
  source: TokenSource;
  /** Tests: the wallet client. */
  getClient?: () => Promise<WatchAssetClient>;
}) {
  const { t } = useTranslation();
  const token = walletTokenOf(source);
  const { status, supported, add } = useAddToken(token, getClient);
  if (!token || !supported) return null;
  const message =
    status === "idle" || status === "pending" ? "" : t(`addToken.status.${status}`, { symbol: token.symbol });
  return (
    <Box sx={{ display: "inline-flex", flexDirection: "column", alignItems: "flex-start", gap: 0.5 }}>
      <Button
        size="small"
        variant="text"
        startIcon={<AddCircleOutlineOutlined fontSize="small" />}
        onClick={() => void add()}
        disabled={status === "pending"}
      >
        {t("addToken.button", { symbol: token.symbol })}
      </Button>
      <Typography
        role="status"
        variant="caption"
        color={status === "failed" ? "error" : "text.secondary"}
        sx={{ minHeight: "1em" }}
      >
        {message}
      </Typography>
    </Box>
  );
}
