import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../common/PageFrame";
import { SwapForm } from "./SwapForm";

/** The Bitcoin side loads on its own (Boltz client, EtherSwap ABI, QR): never with the token form. */
const BitcoinSwapsPanel = lazy(() => import("./bitcoin/BitcoinSwapsPanel"));

export const SIDE_PARAM = "side";
type Side = "tokens" | "bitcoin";
const SIDES: readonly Side[] = ["tokens", "bitcoin"];

/**
 * /trade-swaps: "Tokens", the token exchange through the quote aggregator, and "Bitcoin", Boltz swaps
 * between BTC over Lightning and RBTC (lending-engine §2). No wallet needed to see quotes, fees and limits.
 * The side is in the address (`?side=bitcoin`), so a reload or a link opens it again.
 */
export function TradeSwapsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const side: Side = params.get(SIDE_PARAM) === "bitcoin" ? "bitcoin" : "tokens";
  const id = useId();
  const select = (next: Side) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "tokens") updated.delete(SIDE_PARAM);
        else updated.set(SIDE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return (
    <PageFrame title={t("tradeSwaps.title")} description={t("tradeSwaps.description")}>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 2, maxWidth: 560 }}>
        <Tabs
          value={side}
          onChange={(_event, value: Side) => select(value)}
          aria-label={t("bitcoinSwaps.tabs.label")}
          variant="fullWidth"
        >
          {SIDES.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`bitcoinSwaps.tabs.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
              sx={{ textTransform: "none", minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${side}`} aria-labelledby={`${id}-tab-${side}`}>
        {side === "tokens" ? (
          <SwapForm />
        ) : (
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={420} sx={{ maxWidth: 560 }} aria-label={t("bitcoinSwaps.loading")} />
            }
          >
            <BitcoinSwapsPanel />
          </Suspense>
        )}
      </Box>
    </PageFrame>
  );
}
