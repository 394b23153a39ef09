import { explorerTxUrl, isSupportedChainId } from "@ceiba/core";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "../../shared/ExternalLink";
import { shortHash } from "../../shared/short-hex";

/** A /balance row's transaction: a link to the chain's explorer, or the short hash where the chain has none. */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: string | undefined }) {
  const { t } = useTranslation();
  if (!hash) {
    return (
      <Box component="span" sx={{ color: "text.secondary" }}>
        {t("activity.transaction.none")}
      </Box>
    );
  }
  const url = isSupportedChainId(chainId) ? explorerTxUrl(chainId, hash) : undefined;
  if (!url) {
    return (
      <Box component="code" title={hash} sx={{ fontSize: "0.8125rem" }}>
        {shortHash(hash)}
      </Box>
    );
  }
  return (
    <ExternalLink
      href={url}
      aria-label={t("activity.transaction.open", { hash })}
      title={hash}
      sx={{ fontFamily: "monospace", fontSize: "0.8125rem" }}
    >
      {shortHash(hash)}
    </ExternalLink>
  );
}
