import { translateError, type ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import { AddTokenButton } from "../../../lending/add-token/AddTokenButton";
import {
  AmountInput,
  NATIVE_UNIT,
  UNPARSEABLE_AMOUNT,
  ValidationAlertButton,
  useAmountField,
} from "../../../lending/components";
import { useGasPrice } from "../../../lending/data/use-gas-price";
import { useProtocolSnapshot } from "../../../lending/data/use-protocol-snapshot";
import {
  walletBalancesFromSnapshot,
  type WalletAsset,
  type WalletBalances,
} from "../../../lending/data/wallet-balances";
import { TransactionDialog, useLendingTransaction } from "../../../lending/transactions";
import { checkDestination, sendFigures } from "./send-figures";

/**
 * Send to a wallet (lending-engine §2 home items: currency, destination address, amount): the wallet's
 * rBTC and tokens, a Rootstock destination checked as it is typed (core addressProblem: EIP-1191 or
 * EIP-55 checksum, length, characters, zero address), the amount with Max, and the transfer through the
 * transaction dialog (useLendingTransaction's "send").
 */
export function SendForm() {
  const { t } = useTranslation();
  const snapshot = useProtocolSnapshot();
  const balances = useMemo(
    () => (snapshot.data?.account ? walletBalancesFromSnapshot(snapshot.data) : undefined),
    [snapshot.data],
  );
  if (!balances || !snapshot.data) {
    if (snapshot.isError) return <Alert severity="error">{t("send.error")}</Alert>;
    return (
      <Box aria-busy="true" aria-label={t("send.loading")} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={79} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }
  return <ReadySendForm balances={balances} chainId={snapshot.data.chainId} />;
}

function ReadySendForm({ balances, chainId }: { balances: WalletBalances; chainId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currencyId = useId();
  const { gasPrice } = useGasPrice();
  const tx = useLendingTransaction();
  const [assetKey, setAssetKey] = useState(keyOf(balances.assets[0]));
  const asset = balances.assets.find((a) => keyOf(a) === assetKey) ?? balances.assets[0];
  const field = useAmountField(asset?.decimals ?? 18);
  const [destination, setDestination] = useState("");
  const [touched, setTouched] = useState(false);
  const busy = tx.state.status === "running";

  if (!asset) return <Alert severity="info">{t("send.error")}</Alert>;
  const figures = sendFigures({ asset, balances, chainId, gasPrice });
  const check = checkDestination(destination);
  const showProblem = check.problem !== undefined && (touched || destination !== "") && check.problem !== "empty";
  // Nothing to say yet: no amount, and no destination or a fine one (the button is only disabled).
  const nothingYet = field.empty && (check.problem === undefined || check.problem === "empty");
  const validation: ValidationResult | undefined =
    gasPrice === undefined
      ? undefined
      : field.errorId
        ? UNPARSEABLE_AMOUNT
        : figures.validate(check.address, field.isMax ? figures.max : field.amount);
  const unit = { symbol: asset.symbol, decimals: asset.decimals };
  const show = (value: bigint, u = unit) => formatTokenAmount({ value, ...u }, language);

  const sendNow = () => {
    if (check.sendTo === undefined) return;
    void tx
      .run({
        action: "send",
        to: check.sendTo,
        token: asset.token,
        amount: field.isMax ? "max" : field.amount,
      })
      .then((end) => {
        if (end.status === "success") {
          field.reset();
          setDestination("");
          setTouched(false);
        }
      });
  };

  return (
    <Box
      component="form"
      aria-label={t("send.form")}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: "flex", flexDirection: "column", gap: 2.5, maxWidth: 560 }}
    >
      <TextField
        id={currencyId}
        select
        label={t("send.currency")}
        value={keyOf(asset)}
        onChange={(event) => {
          setAssetKey(event.target.value);
          field.reset();
        }}
        disabled={busy}
        fullWidth
        slotProps={{ select: { renderValue: () => asset.symbol } }}
      >
        {balances.assets.map((a) => (
          <MenuItem key={keyOf(a)} value={keyOf(a)}>
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, width: "100%" }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {a.symbol}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t("send.balance", { amount: show(a.balance, { symbol: a.symbol, decimals: a.decimals }) })}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ mt: -1.5 }}>
        <Typography variant="body2" color="text.secondary" data-testid="send-balance">
          {t("send.balance", { amount: show(asset.balance) })}
        </Typography>
        <AddTokenButton
          source={{ underlying: asset.token, underlyingSymbol: asset.symbol, underlyingDecimals: asset.decimals }}
        />
      </Box>
      <TextField
        label={t("send.destination")}
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
        onBlur={() => setTouched(true)}
        error={showProblem}
        helperText={
          showProblem && check.problem
            ? t(`send.addressProblem.${check.problem}`, { count: check.digits })
            : t("send.destinationHint")
        }
        placeholder="0x…"
        fullWidth
        disabled={busy}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off", "data-testid": "destination-input" } }}
      />
      <AmountInput
        readAs={field.readAs}
        label={t("send.amountLabel")}
        text={field.text}
        onTextChange={field.setText}
        symbol={asset.symbol}
        onMax={() => field.setMax(figures.max, language)}
        maxDisabled={figures.max === 0n || busy}
        error={field.errorId && translateError(field.errorId, language).message}
        helperText={asset.token === undefined ? t("send.maxNote") : t("lendingForm.amount.decimalHint")}
      />
      {figures.fee !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {t("send.fee", { amount: show(figures.fee, NATIVE_UNIT) })}
        </Typography>
      )}
      <ValidationAlertButton
        label={t("send.button")}
        validation={validation}
        unit={unit}
        quiet={nothingYet}
        busy={busy}
        onClick={sendNow}
      />
      <TransactionDialog transaction={tx} />
    </Box>
  );
}

/** A stable key per asset: the token's lowercase address, "native" for rBTC. */
function keyOf(asset: WalletAsset | undefined): string {
  return asset?.token?.toLowerCase() ?? "native";
}
