import { Outlet } from "react-router";
import { HydrationChunk } from "../app/hydration-chunk";
import { LanguageFromQuery } from "../shell/LanguageFromQuery";
import { RouteHead } from "./RouteHead";

/** Above every page, the app's and /blocked alike: the document head and ?lang=. */
export function RootRoute() {
  return (
    <>
      <RouteHead />
      <LanguageFromQuery />
      {/* The page (and its frame) hydrate in tasks after this one: the first was one of the start's long tasks. */}
      <HydrationChunk name="root">
        <Outlet />
      </HydrationChunk>
    </>
  );
}

/** Nothing, while a page outside the layout (/blocked) loads its code. */
export function BlankFallback() {
  return null;
}
