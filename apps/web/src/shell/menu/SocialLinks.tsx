import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import GitHub from "@mui/icons-material/GitHub";
import Instagram from "@mui/icons-material/Instagram";
import X from "@mui/icons-material/X";
import YouTube from "@mui/icons-material/YouTube";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";

const SOCIAL = [
  { id: "chat", href: PRODUCT_LINKS.chat, label: "nav.chat", Icon: ChatBubbleOutlineOutlined },
  { id: "x", href: PRODUCT_LINKS.x, label: "nav.x", Icon: X },
  { id: "video", href: PRODUCT_LINKS.video, label: "nav.video", Icon: YouTube },
  { id: "photos", href: PRODUCT_LINKS.photos, label: "nav.photos", Icon: Instagram },
  { id: "code", href: PRODUCT_LINKS.code, label: "nav.code", Icon: GitHub },
] as const;

/** Chat, X, video channel, photo network, code repository. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t("nav.social")} sx={{ display: "flex", gap: 0.25, flexWrap: "wrap" }}>
      {SOCIAL.map(({ id, href, label, Icon }) => (
        <IconButton
          key={id}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          aria-label={`${t(label)} ${t("nav.opensInNewTab")}`}
          sx={{ color: "text.secondary" }}
        >
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Box>
  );
}
