import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import { useNavigation } from "react-router";

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar under the top bar while a navigation loads (or is held for a wallet). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Box
      role="progressbar"
      aria-hidden={!busy}
      aria-busy={busy}
      sx={{ position: "relative", height: 3, overflow: "hidden", visibility: busy ? "visible" : "hidden" }}
    >
      <Box
        sx={{
          position: "absolute",
          inset: 0,
          width: "40%",
          bgcolor: "primary.main",
          animation: busy ? `${slide} 1.2s ease-in-out infinite` : "none",
        }}
      />
    </Box>
  );
}
