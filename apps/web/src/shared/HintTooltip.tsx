import Box from "@mui/material/Box";
import { useId, type ReactElement, cloneElement } from "react";

/**
 * A light tooltip (no popper): the hint shows beside its child on hover and keyboard focus, and the child
 * is described by it for screen readers. For the side menu, where MUI's Tooltip would add its positioning
 * engine to the first page's code.
 */
export function HintTooltip({
  hint,
  children,
}: {
  hint: string;
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  return (
    <Box
      sx={{
        position: "relative",
        "&:hover > [role=tooltip], &:focus-within > [role=tooltip]": { opacity: 1, visibility: "visible" },
      }}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <Box
        id={id}
        role="tooltip"
        sx={{
          position: "absolute",
          left: "calc(100% - 8px)",
          top: "50%",
          transform: "translateY(-50%)",
          width: 220,
          px: 1.5,
          py: 1,
          borderRadius: 1.5,
          fontSize: "0.8125rem",
          lineHeight: 1.4,
          bgcolor: "grey.800",
          color: "common.white",
          boxShadow: 3,
          zIndex: (theme) => theme.zIndex.tooltip,
          pointerEvents: "none",
          opacity: 0,
          visibility: "hidden",
          transition: "opacity 120ms",
        }}
      >
        {hint}
      </Box>
    </Box>
  );
}
