import type { LightningSwapKind, LightningSwapProgress } from "@ceiba/core";
import Chip from "@mui/material/Chip";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { useTranslation } from "react-i18next";

const STEPS = ["sendLnBtc", "transactionInProgress", "claimRbtc"] as const;

/**
 * The spec's step list: Send LN BTC (Send BTC on chain) → Transaction in progress → Claim RBTC, or rejected (core
 * lightningSwapProgress).
 */
export function SwapSteps({ kind, progress }: { kind: LightningSwapKind; progress: LightningSwapProgress }) {
  const { t } = useTranslation();
  if (progress.step === "rejected") {
    return <Chip color="error" data-testid="btc-step" data-step="rejected" label={t("bitcoinSwaps.steps.rejected")} />;
  }
  const active = progress.final ? STEPS.length : STEPS.indexOf(progress.step);
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t("bitcoinSwaps.steps.label")}
      data-testid="btc-step"
      data-step={progress.final ? "done" : progress.step}
      sx={{ "& .MuiStepLabel-label": { fontSize: "0.8125rem" } }}
    >
      {STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`bitcoinSwaps.steps.${kind}.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
