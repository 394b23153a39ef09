import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { HydrationChunk } from "../../app/hydration-chunk";
import { readStoredSession } from "../../wallet/browser-storage";
import { useWalletSession } from "../../wallet/session";
import { PageFrame } from "../common/PageFrame";
import { Dashboard } from "./Dashboard";
import { MarketRateList } from "./MarketRateList";
import { Shortcuts } from "./Shortcuts";

/**
 * /home: the dashboard. Connected (or restoring a stored session: its skeleton): totals, deposits and
 * loans in real time. Otherwise: a connect prompt and the markets with their rates.
 */
export function HomePage({
  title,
  description,
  hideConnect = false,
}: {
  title?: string;
  description?: string;
  /** /home/xo: the XO wallet connects itself; the page offers no connect button (app-shell §2). */
  hideConnect?: boolean;
}) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const connected = session.status === "connected" && session.address !== undefined;
  // A session being restored shows the dashboard's skeleton only when there is one to restore: a visitor
  // sees the markets from the first paint (the wallet code loads after it), with no layout shift.
  const restoring =
    session.status === "connecting" || (session.status === "reconnecting" && readStoredSession() !== undefined);
  return (
    <PageFrame title={title ?? t("home.title")} description={description ?? t("home.description")}>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
        {connected || restoring ? (
          <Dashboard />
        ) : (
          <>
            {!hideConnect && (
              <Box
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  justifyContent: "space-between",
                  gap: 2,
                  p: { xs: 2, sm: 3 },
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 3,
                  bgcolor: "background.paper",
                }}
              >
                <Typography sx={{ maxWidth: 560 }}>{t("dashboard.connectPrompt")}</Typography>
                <Button variant="contained" size="large" onClick={session.openConnect}>
                  {t("topBar.connect")}
                </Button>
              </Box>
            )}
            <HydrationChunk name="home-markets">
              <MarketRateList kind="overview" />
            </HydrationChunk>
          </>
        )}
        <HydrationChunk name="home-shortcuts">
          <Shortcuts />
        </HydrationChunk>
      </Box>
    </PageFrame>
  );
}
