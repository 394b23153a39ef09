import AltRoute from "@mui/icons-material/AltRoute";
import CurrencyBitcoin from "@mui/icons-material/CurrencyBitcoin";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import ShowChart from "@mui/icons-material/ShowChart";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { HydrationChunk } from "../../app/hydration-chunk";
import { PATHS, sectionPath } from "../../routes/paths";

/** The dashboard's ways into the app. */
export function Shortcuts() {
  const { t } = useTranslation();
  const items = [
    {
      id: "savings",
      to: sectionPath("savings"),
      title: t("home.savings.title"),
      text: t("home.savings.text"),
      Icon: SavingsOutlined,
    },
    {
      id: "loans",
      to: sectionPath("loans"),
      title: t("home.loans.title"),
      text: t("home.loans.text"),
      Icon: RequestQuoteOutlined,
    },
    { id: "markets", to: PATHS.markets, title: t("home.markets.title"), text: t("home.markets.text"), Icon: ShowChart },
    { id: "bridges", to: PATHS.bridges, title: t("home.bridges.title"), text: t("home.bridges.text"), Icon: AltRoute },
    {
      id: "buy",
      to: PATHS.buyCrypto,
      title: t("home.buyCrypto.title"),
      text: t("home.buyCrypto.text"),
      Icon: CurrencyBitcoin,
    },
  ];
  return (
    <Box component="nav" aria-label={t("home.shortcuts")}>
      <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
        {t("home.shortcuts")}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {/* Each card hydrates in a task of its own: all five in one were a long task. */}
        {items.map(({ id, to, title, text, Icon }) => (
          <li key={id}>
            <HydrationChunk name={`home-shortcut-${id}`}>
              <Box
                component={RouterLink}
                to={to}
                sx={{
                  display: "flex",
                  gap: 2,
                  alignItems: "flex-start",
                  height: "100%",
                  p: 2.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: "divider",
                  bgcolor: "background.paper",
                  color: "text.primary",
                  textDecoration: "none",
                  transition: "border-color 120ms, box-shadow 120ms",
                  "&:hover, &:focus-visible": { borderColor: "primary.main", boxShadow: 2 },
                }}
              >
                <Box
                  sx={{
                    display: "grid",
                    placeItems: "center",
                    width: 40,
                    height: 40,
                    flexShrink: 0,
                    borderRadius: 2,
                    bgcolor: "action.selected",
                    color: "primary.main",
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography component="span" sx={{ display: "block", fontWeight: 650 }}>
                    {title}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </Box>
              </Box>
            </HydrationChunk>
          </li>
        ))}
      </Box>
    </Box>
  );
}
