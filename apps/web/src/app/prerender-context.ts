import { createContext, useContext } from "react";

/**
 * True while the build prerenders a page (src/prerender/home.tsx): the width is unknown there, so the
 * layout puts the side menu's content in the markup too, for CSS to show above 990 px (AppLayout). Never
 * true in the browser.
 */
export const PrerenderContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderContext);
}
