import SupportAgentOutlined from "@mui/icons-material/SupportAgentOutlined";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const FeedbackMenu = lazy(() => import("./dialogs/FeedbackMenu"));

/** The floating help bubble: opens a choice of channel (FAQs or chat). */
export function FeedbackBubble() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t("dialogs.feedback.button")}
        aria-haspopup="menu"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{
          position: "fixed",
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
          width: 48,
          height: 48,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          boxShadow: 4,
          "&:hover": { bgcolor: "primary.dark" },
        }}
      >
        <SupportAgentOutlined />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <FeedbackMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
