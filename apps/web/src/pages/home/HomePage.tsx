import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useWalletSession } from "../../wallet/session";
import { ConnectedAddress } from "../common/ConnectedAddress";
import { PageFrame } from "../common/PageFrame";
import { Shortcuts } from "./Shortcuts";

/** /home: the dashboard (its figures arrive with the lending issue). */
export function HomePage({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  return (
    <PageFrame title={title ?? t("home.title")} description={description ?? t("home.description")}>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
        {session.status === "connected" ? (
          <ConnectedAddress />
        ) : (
          <Box>
            <Button variant="contained" size="large" onClick={session.openConnect}>
              {t("topBar.connect")}
            </Button>
          </Box>
        )}
        <Shortcuts />
      </Box>
    </PageFrame>
  );
}
