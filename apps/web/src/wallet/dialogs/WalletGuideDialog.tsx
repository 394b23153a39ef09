import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MobileStepper from "@mui/material/MobileStepper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWalletActions } from "../wallet-internals";

const TITLE_ID = "wallet-guide-title";
const STEPS = ["created", "fund", "earn"] as const;

/**
 * The wallet guide (app-shell §2): a 3-step carousel shown when an e-mail-login wallet connects. The
 * session opens it when a "social" wallet (Web3Auth, from /auth) connects, not when one is restored.
 */
export function WalletGuideDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const actions = useWalletActions();
  const [step, setStep] = useState(0);
  const key = STEPS[step] ?? "created";
  const last = step === STEPS.length - 1;
  const close = () => {
    actions.closeDialog();
    setStep(0);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {t("wallet.guide.title")}
      </DialogTitle>
      <IconButton aria-label={t("wallet.guide.close")} onClick={close} sx={{ position: "absolute", right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={t("wallet.guide.step", { step: step + 1, total: STEPS.length })}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            {t(`wallet.guide.steps.${key}Title`)}
          </Typography>
          <Typography sx={{ minHeight: 72 }}>{t(`wallet.guide.steps.${key}Text`)}</Typography>
        </Box>
        <MobileStepper
          variant="dots"
          steps={STEPS.length}
          position="static"
          activeStep={step}
          sx={{ bgcolor: "transparent", px: 0 }}
          backButton={
            <Button size="small" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
              {t("wallet.guide.back")}
            </Button>
          }
          nextButton={
            last ? (
              <Button size="small" variant="contained" onClick={close}>
                {t("wallet.guide.done")}
              </Button>
            ) : (
              <Button size="small" onClick={() => setStep((s) => s + 1)}>
                {t("wallet.guide.next")}
              </Button>
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
