import { Outlet } from "react-router";
import { LanguageFromQuery } from "../shell/LanguageFromQuery";
import { RouteHead } from "./RouteHead";

/** Above every page, the app's and /blocked alike: the document head and ?lang=. */
export function RootRoute() {
  return (
    <>
      <RouteHead />
      <LanguageFromQuery />
      <Outlet />
    </>
  );
}

/** Nothing, while a page outside the layout (/blocked) loads its code. */
export function BlankFallback() {
  return null;
}
