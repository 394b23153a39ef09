/**
 * Styles of a text that screen readers read and screens do not show. Lengths are strings: in MUI's `sx`,
 * `width: 1` means 100% and `margin: -1` one spacing unit, which made a hidden label as wide as its parent.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
