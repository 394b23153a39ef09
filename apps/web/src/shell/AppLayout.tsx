import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useWalletSession } from "../wallet/session";

export function AppLayout() {
  const { t } = useTranslation();
  const session = useWalletSession();
  return (
    <Box sx={{ minHeight: "100vh" }}>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
            {t("app.name")}
          </Typography>
          {session.status === "connected" ? (
            <Typography component="span">{session.address}</Typography>
          ) : (
            <Button variant="contained" onClick={session.openConnect}>
              {t("nav.home")}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
