import SupportAgentOutlined from "@mui/icons-material/SupportAgentOutlined";
import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

const FeedbackMenu = lazy(() => import("./dialogs/FeedbackMenu"));

/** The bubble floating in the bottom corner (from 600 px up), or the top bar's icon (on a phone). */
export type FeedbackPlacement = "floating" | "top-bar";

/**
 * The help button: opens a choice of channel (FAQs or chat). The layout mounts both placements and CSS
 * shows one, so the markup is the same at every width (the prerendered page has both). On a phone it lives
 * in the top bar: a button floating over a page that scrolls covers something at some point of the scroll,
 * and on a 360 px screen that was the balance's Liquidations tab or the deposit's value; the sticky top bar
 * is always on screen, has room for one icon and covers nothing, where a reserved strip at the foot would
 * take a tenth of the screen's height for one button.
 */
export function FeedbackBubble({ placement }: { placement: FeedbackPlacement }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const floating = placement === "floating";
  return (
    <>
      <IconButton
        aria-label={t("dialogs.feedback.button")}
        aria-haspopup="menu"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={
          floating
            ? {
                display: { xs: "none", sm: "inline-flex" },
                position: "fixed",
                right: 24,
                bottom: 24,
                zIndex: (theme) => theme.zIndex.speedDial,
                width: 48,
                height: 48,
                bgcolor: "primary.main",
                color: "primary.contrastText",
                boxShadow: 4,
                "&:hover": { bgcolor: "primary.dark" },
              }
            : { display: { xs: "inline-flex", sm: "none" }, color: "primary.main" }
        }
      >
        <SupportAgentOutlined />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <FeedbackMenu anchor={anchor} opensUp={floating} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
