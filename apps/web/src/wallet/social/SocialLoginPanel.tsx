import { translateError } from "@ceiba/core";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import Apple from "@mui/icons-material/Apple";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import Forum from "@mui/icons-material/Forum";
import Google from "@mui/icons-material/Google";
import X from "@mui/icons-material/X";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { SOCIAL_LOGIN_ID, SOCIAL_PROVIDERS, type SocialProvider } from "../connectors/social/social-login-config";
import { useWalletActions, useWalletState } from "../wallet-internals";
import { emailProblem, type EmailProblem } from "./email-address";

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <Google />,
  apple: <Apple />,
  twitter: <X />,
  discord: <Forum />,
};

/**
 * /auth's sign-in (app-shell §2 "web3 authentication page"): a passwordless e-mail login and the social
 * accounts, each through Web3Auth's popup (the social login plugin). On success the session goes to the
 * dashboard and opens the wallet guide; a failure is said here in the login provider's words.
 */
export function SocialLoginPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useWalletState();
  const actions = useWalletActions();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem>();
  const [tried, setTried] = useState(false);
  const busy = state.connectingId === SOCIAL_LOGIN_ID;
  const failure = tried && !busy && state.connectError !== undefined;

  if (!state.emailLogin) {
    return (
      <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
        <Typography>{t("walletPages.auth.notOffered")}</Typography>
        <Button variant="contained" size="large" onClick={actions.openConnect}>
          {t("topBar.connect")}
        </Button>
      </Box>
    );
  }

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    setTried(true);
    void actions.loginWithSocial({ authConnection: "email_passwordless", loginHint: email.trim() });
  };

  const social = (provider: SocialProvider) => {
    setTried(true);
    void actions.loginWithSocial({ authConnection: provider });
  };

  return (
    <Box sx={{ display: "grid", gap: 2, maxWidth: 440, width: "100%" }}>
      <Typography>{t("walletPages.auth.emailIntro")}</Typography>
      {children}
      <Box component="form" noValidate onSubmit={submitEmail} sx={{ display: "grid", gap: 1.5 }}>
        <TextField
          label={t("walletPages.auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          fullWidth
          value={email}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(undefined);
          }}
          error={problem !== undefined}
          helperText={problem ? t(`walletPages.auth.${problem}`) : t("walletPages.auth.emailHint")}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<EmailOutlined />} disabled={busy}>
          {t("walletPages.auth.emailContinue")}
        </Button>
      </Box>
      <Divider>{t("walletPages.auth.or")}</Divider>
      <Box
        role="group"
        aria-label={t("walletPages.auth.socialList")}
        sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
      >
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            size="large"
            startIcon={ICONS[provider]}
            disabled={busy}
            onClick={() => social(provider)}
          >
            {t(`walletPages.auth.${provider}`)}
          </Button>
        ))}
      </Box>
      <Box role="status" aria-live="polite">
        {busy && (
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{t("walletPages.auth.connecting")}</Typography>
          </Box>
        )}
      </Box>
      {failure && (
        <Alert severity="error">
          {state.connectErrorId !== undefined
            ? translateError(state.connectErrorId, language).message
            : t(`wallet.errors.${state.connectError ?? "failed"}`)}
        </Alert>
      )}
      <Button
        variant="text"
        startIcon={<AccountBalanceWalletOutlined />}
        onClick={actions.openConnect}
        sx={{ justifySelf: "start" }}
      >
        {t("walletPages.auth.cryptoWallet")}
      </Button>
    </Box>
  );
}
