import Drawer from "@mui/material/Drawer";
import { DRAWER_WIDTH } from "../../theme/theme";
import { setMobileMenuOpen, useUi } from "../ui-store";
import { SideMenu } from "./SideMenu";

/** The side menu at or below 990 px: a temporary drawer opened by the top bar's menu button. */
export default function MobileMenuDrawer() {
  const open = useUi((state) => state.mobileMenuOpen);
  const close = () => setMobileMenuOpen(false);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={close}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: "85vw" } } }}
    >
      <SideMenu onNavigate={close} />
    </Drawer>
  );
}
