import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";

/** The feedback bubble's choice of channel: the FAQs or the chat. */
export default function FeedbackMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const channels = [
    { id: "faqs", href: PRODUCT_LINKS.faqs, label: t("dialogs.feedback.faqs"), Icon: HelpOutlineOutlined },
    { id: "chat", href: PRODUCT_LINKS.chat, label: t("dialogs.feedback.chat"), Icon: ChatBubbleOutlineOutlined },
  ];
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      transformOrigin={{ vertical: "bottom", horizontal: "right" }}
      slotProps={{ list: { "aria-label": t("dialogs.feedback.title") } }}
    >
      <ListSubheader sx={{ lineHeight: 2.5, bgcolor: "transparent" }}>{t("dialogs.feedback.title")}</ListSubheader>
      {channels.map(({ id, href, label, Icon }) => (
        <MenuItem key={id} component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
