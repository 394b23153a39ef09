import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";

export interface FeedbackMenuProps {
  anchor: HTMLElement | null;
  /** Above the button (the floating bubble at the screen's foot), else below it (the top bar's). */
  opensUp: boolean;
  onClose: () => void;
}

/** The help button's choice of channel: the FAQs or the chat. */
export default function FeedbackMenu({ anchor, opensUp, onClose }: FeedbackMenuProps) {
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
      anchorOrigin={{ vertical: opensUp ? "top" : "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: opensUp ? "bottom" : "top", horizontal: "right" }}
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
