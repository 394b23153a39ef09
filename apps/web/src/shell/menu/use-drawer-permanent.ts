import { BREAKPOINTS } from "@ceiba/core";
import useMediaQuery from "@mui/material/useMediaQuery";

/** The side menu is a permanent drawer above 990 px (app-shell §2), a temporary one at or below. */
export const PERMANENT_DRAWER_QUERY = `(min-width: ${BREAKPOINTS.drawer + 1}px)`;

export function useDrawerPermanent(): boolean {
  // noSsr: read the media query during the first render, so the layout never switches after paint.
  return useMediaQuery(PERMANENT_DRAWER_QUERY, { noSsr: true });
}
