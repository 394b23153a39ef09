import { BITCOIN_NETWORK_BY_CHAIN, lightningPrefixForChain, translateError } from "@ceiba/core";
import { BoltzApiError, type StoredSwap } from "@ceiba/lightning";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Address } from "viem";
import { useLanguage } from "../../../i18n/use-language";
import { AmountInput } from "../../../lending/components/AmountInput";
import { failureFromError } from "../../../lending/transactions/transaction-failure";
import { BtcAddressField } from "./BtcAddressField";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { bitcoinAmountText, feePercentText, rbtcAmountText, type BitcoinAmountUnit } from "./bitcoin-amount-text";
import {
  FROM_RBTC,
  ROUTE_DIRECTIONS,
  bitcoinFormFigures,
  invoiceAmountSat,
  swapTypeOf,
  type BitcoinDirection,
  type BitcoinRoute,
  type CatalogueMessage,
} from "./bitcoin-swap-form";
import { useBoltzPair } from "./use-boltz-pair";

const AMOUNT_HINT = {
  reverse: "bitcoinSwaps.form.amountHintReverse",
  submarine: "bitcoinSwaps.form.amountHintSubmarine",
  chain: "bitcoinSwaps.form.amountHintChain",
  chainToBtc: "bitcoinSwaps.form.amountHintChainToBtc",
} as const;

/** How a Bitcoin address of each network begins (the destination field's hint). */
const BTC_ADDRESS_PREFIX = { mainnet: "bc1", testnet: "tb1", regtest: "bcrt1" } as const;

export interface BitcoinSwapFormProps {
  services: BitcoinSwapServices;
  /** The connected account, lowercased; undefined without a wallet (figures still show). */
  account: Address | undefined;
  maintenance: boolean;
  onConnect: () => void;
  /** A swap was created and stored: open its view. */
  onStarted: (swap: StoredSwap) => void;
}

/**
 * The Bitcoin side's form (lending-engine §2, §5): route (Lightning or on chain), direction, amount in sats or
 * BTC, Boltz's fee (fixed + percentage) and limits, what is sent and received, and for RBTC → BTC the invoice
 * to pay (Lightning) or the user's BTC address (on chain: a chain swap whose BTC claim the browser signs).
 * Without a wallet the figures show and the button asks to connect.
 */
export function BitcoinSwapForm({ services, account, maintenance, onConnect, onStarted }: BitcoinSwapFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [route, setRoute] = useState<BitcoinRoute>("lightning");
  const [direction, setDirection] = useState<BitcoinDirection>("btcToRbtc");
  const [unit, setUnit] = useState<BitcoinAmountUnit>("sats");
  const [amountText, setAmountText] = useState("");
  const [invoiceText, setInvoiceText] = useState("");
  const [btcAddressText, setBtcAddressText] = useState("");
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<CatalogueMessage>();
  // The route offers the direction (switching route resets a direction it lacks): the type is always there.
  const swapType = swapTypeOf(route, direction) ?? "reverse";
  const pairQuery = useBoltzPair(services, swapType);
  const pair = pairQuery.data ?? undefined;
  const submarine = swapType === "submarine";
  const chainToBtc = swapType === "chainToBtc";
  // The user gives RBTC and gets BTC (the figures' units swap sides).
  const fromRbtc = FROM_RBTC.includes(swapType);
  const onchain = route === "onchain";
  const blocked = fromRbtc && maintenance;
  const figures = bitcoinFormFigures({
    route,
    direction,
    unit,
    amountText,
    invoiceText,
    btcAddressText,
    language,
    chainId: services.chainId,
    nowSeconds: services.now(),
    pair,
    maintenance,
  });
  const message = (m: CatalogueMessage | undefined) => m && translateError(m.id, language, m.params).message;
  const amountText_ = (sats: bigint) => bitcoinAmountText(sats, unit, language);

  const start = async () => {
    if (!account || !figures.ready || figures.amountSat === undefined) return;
    setStarting(true);
    setStartError(undefined);
    try {
      const swap =
        swapType === "submarine"
          ? await services.startSubmarine({
              invoice: invoiceText,
              amountSat: figures.amountSat,
              refundAddress: account,
            })
          : swapType === "chain"
            ? await services.startChain({ userLockAmountSat: figures.amountSat, claimAddress: account })
            : swapType === "chainToBtc"
              ? await services.startChainToBtc({
                  userLockAmountSat: figures.amountSat,
                  refundAddress: account,
                  btcDestinationAddress: btcAddressText,
                })
              : await services.startReverse({ invoiceAmountSat: figures.amountSat, claimAddress: account });
      onStarted(swap);
    } catch (error) {
      setStartError({ id: error instanceof BoltzApiError ? error.code : failureFromError(error).id });
    } finally {
      setStarting(false);
    }
  };

  const onInvoice = (text: string) => {
    setInvoiceText(text);
    // A pasted invoice with an amount fills an empty amount field (in the unit shown).
    const sats = amountText.trim() === "" ? invoiceAmountSat(text) : undefined;
    if (sats !== undefined) setAmountText(unit === "sats" ? sats.toString() : amountTextIn(sats));
  };
  const amountTextIn = (sats: bigint) => bitcoinAmountText(sats, "btc", language).replace(/\s*BTC$/, "");

  return (
    <Paper
      component="section"
      aria-label={t("bitcoinSwaps.form.label")}
      variant="outlined"
      sx={{ maxWidth: 560, p: { xs: 2, sm: 3 }, borderRadius: 4, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={route}
        aria-label={t("bitcoinSwaps.form.route")}
        onChange={(_event, value: BitcoinRoute | null) => {
          if (!value) return;
          setRoute(value);
          if (!ROUTE_DIRECTIONS[value].includes(direction)) setDirection("btcToRbtc");
          setStartError(undefined);
        }}
      >
        <ToggleButton value="lightning" sx={{ textTransform: "none" }}>
          {t("bitcoinSwaps.form.lightning")}
        </ToggleButton>
        <ToggleButton value="onchain" sx={{ textTransform: "none" }}>
          {t("bitcoinSwaps.form.onchain")}
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={direction}
        aria-label={t("bitcoinSwaps.form.direction")}
        onChange={(_event, value: BitcoinDirection | null) => {
          if (value) {
            setDirection(value);
            setStartError(undefined);
          }
        }}
      >
        <ToggleButton value="btcToRbtc" sx={{ textTransform: "none" }}>
          {t(onchain ? "bitcoinSwaps.form.onchainBtcToRbtc" : "bitcoinSwaps.form.btcToRbtc")}
        </ToggleButton>
        <ToggleButton value="rbtcToBtc" sx={{ textTransform: "none" }}>
          {t(onchain ? "bitcoinSwaps.form.onchainRbtcToBtc" : "bitcoinSwaps.form.rbtcToBtc")}
        </ToggleButton>
      </ToggleButtonGroup>
      {blocked && (
        <Alert severity="warning" data-testid="btc-maintenance">
          {t("bitcoinSwaps.maintenance")}
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AmountInput
            label={t("bitcoinSwaps.form.amount")}
            text={amountText}
            onTextChange={setAmountText}
            symbol={unit === "sats" ? "sats" : "BTC"}
            error={
              figures.amountErrorId
                ? translateError(figures.amountErrorId, language).message
                : message(figures.limitError)
            }
            readAs={figures.readAs}
            helperText={t(AMOUNT_HINT[swapType])}
          />
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          aria-label={t("bitcoinSwaps.form.unit")}
          onChange={(_event, value: BitcoinAmountUnit | null) => {
            if (!value || value === unit) return;
            // Keep the amount: rewrite what was typed in the other unit.
            if (figures.amountSat !== undefined) {
              setAmountText(value === "sats" ? figures.amountSat.toString() : amountTextIn(figures.amountSat));
            }
            setUnit(value);
          }}
          sx={{ mt: 1 }}
        >
          <ToggleButton value="sats" sx={{ textTransform: "none" }}>
            {t("bitcoinSwaps.form.sats")}
          </ToggleButton>
          <ToggleButton value="btc" sx={{ textTransform: "none" }}>
            {t("bitcoinSwaps.form.btc")}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {submarine && (
        <TextField
          label={t("bitcoinSwaps.form.invoice")}
          value={invoiceText}
          onChange={(event) => onInvoice(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          disabled={blocked}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off", autoCorrect: "off" } }}
          error={figures.invoiceError !== undefined}
          helperText={
            message(figures.invoiceError) ??
            t("bitcoinSwaps.form.invoiceHint", { prefix: lightningPrefixForChain(services.chainId) ?? "lnbc" })
          }
          sx={{ "& textarea": { fontFamily: "monospace", wordBreak: "break-all" } }}
        />
      )}
      {chainToBtc && (
        <BtcAddressField
          label={t("bitcoinSwaps.form.btcAddress")}
          value={btcAddressText}
          onChange={setBtcAddressText}
          disabled={blocked}
          error={figures.btcAddressError !== undefined}
          helperText={
            message(figures.btcAddressError) ??
            t("bitcoinSwaps.form.btcAddressHint", {
              prefix: BTC_ADDRESS_PREFIX[BITCOIN_NETWORK_BY_CHAIN[services.chainId] ?? "mainnet"],
            })
          }
        />
      )}
      <SwapFigures
        loading={pairQuery.isPending}
        failed={pairQuery.isError || (pairQuery.isSuccess && pair === undefined)}
        onRetry={() => void pairQuery.refetch()}
        rows={
          pair && [
            {
              id: "fee",
              label: t("bitcoinSwaps.figures.fee"),
              value: t("bitcoinSwaps.figures.feeValue", {
                fixed: amountText_(pair.fees.minerFeeSat),
                percent: feePercentText(pair.fees.rate, language),
              }),
            },
            {
              id: "limits",
              label: t("bitcoinSwaps.figures.limits"),
              value: t("bitcoinSwaps.figures.limitsValue", {
                minimum: amountText_(pair.limits.minimalSat),
                maximum: amountText_(pair.limits.maximalSat),
              }),
            },
            ...(figures.amounts && !figures.limitError
              ? [
                  {
                    id: "feeTotal",
                    label: t("bitcoinSwaps.figures.feeTotal"),
                    value: amountText_(figures.amounts.minerFeeSat + figures.amounts.percentageFeeSat),
                  },
                  ...(figures.claimFeeSat !== undefined
                    ? [
                        {
                          id: "claimFee",
                          label: t("bitcoinSwaps.figures.claimFee"),
                          value: amountText_(figures.claimFeeSat),
                        },
                      ]
                    : []),
                  {
                    id: "send",
                    label: t("bitcoinSwaps.figures.send"),
                    value: fromRbtc
                      ? rbtcAmountText(figures.amounts.sendSat, language)
                      : amountText_(figures.amounts.sendSat),
                  },
                  {
                    id: "receive",
                    label: t("bitcoinSwaps.figures.receive"),
                    value: fromRbtc
                      ? amountText_(figures.amounts.receiveSat)
                      : rbtcAmountText(figures.amounts.receiveSat, language),
                    strong: true,
                  },
                ]
              : []),
          ]
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t("bitcoinSwaps.figures.timing")}
      </Typography>
      {startError && (
        <Alert severity="error" data-testid="btc-start-error">
          {message(startError)}
        </Alert>
      )}
      {account ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ minHeight: 48 }}
          disabled={!figures.ready || starting || blocked}
          onClick={() => void start()}
          startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {starting ? t("bitcoinSwaps.action.starting") : t("bitcoinSwaps.action.start")}
        </Button>
      ) : (
        <Button variant="contained" size="large" fullWidth sx={{ minHeight: 48 }} onClick={onConnect}>
          {t("bitcoinSwaps.action.connect")}
        </Button>
      )}
    </Paper>
  );
}

interface FigureRow {
  id: string;
  label: string;
  value: string;
  strong?: boolean;
}

function SwapFigures(props: { loading: boolean; failed: boolean; onRetry: () => void; rows: FigureRow[] | undefined }) {
  const { t } = useTranslation();
  if (props.failed) {
    return (
      <Alert
        severity="warning"
        data-testid="btc-pair-unavailable"
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t("bitcoinSwaps.figures.retry")}
          </Button>
        }
      >
        {t("bitcoinSwaps.figures.unavailable")}
      </Alert>
    );
  }
  if (props.loading || !props.rows) {
    return <Skeleton variant="rounded" height={72} aria-label={t("bitcoinSwaps.figures.loading")} />;
  }
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 0.75 }}>
      {props.rows.map((row) => (
        <Box
          key={row.id}
          data-testid={`btc-${row.id}`}
          sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: row.strong ? 650 : 500, fontVariantNumeric: "tabular-nums", textAlign: "right" }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
