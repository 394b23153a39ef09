/**
 * The build's prerender of /home as a first-time visitor sees it in Spanish (plugins/prerender-home.ts runs
 * this module in Node after the client build and writes dist/home.html). The browser paints that HTML and
 * its styles at once; the app then adopts the same DOM (src/main.tsx). Only what a visitor without a
 * stored session sees before any data arrives is in it: the markets' rows are their skeletons.
 *
 * Both layouts are in the markup, chosen by CSS (PrerenderContext): the side menu above 990 px, the menu
 * button below; the app, which knows the width, keeps one of them.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { DEFAULT_LANGUAGE } from "@ceiba/core";
import i18next from "i18next";
import { renderToStringAsync } from "preact-render-to-string";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "../app/AppProviders";
import { PrerenderContext } from "../app/prerender-context";
import { shellDialogsGate } from "../app/shell-dialogs-gate";
import { initI18n } from "../i18n/init";
import { tKey } from "../i18n/translate";
import { PATHS } from "../routes/paths";
import { createRoutes } from "../routes/routes";
import { preloadSideMenu } from "../shell/menu/PermanentMenu";

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Emotion's <style data-emotion="css …"> tags for that markup (the app's emotion cache adopts them). */
  styleTags: string;
  /** The route's <title> and meta description, as the app sets them. */
  title: string;
  description: string;
}

type CriticalChunks = ReturnType<ReturnType<typeof createEmotionServer>["extractCriticalToChunks"]>;

/**
 * Lists, in the regular styles' tag, the styles the render inserted that no element's class names: a
 * styled component that wraps another (IconButton's root around ButtonBase) inserts its own class, which
 * the outer merged class replaces in the markup. The app's emotion cache marks every listed id as inserted,
 * so it does not compile and insert those rules again while it renders over the page; their CSS is not
 * needed, since nothing uses it.
 */
function withUnusedIds(chunks: CriticalChunks, cache: ReturnType<typeof createCache>): CriticalChunks {
  const listed = new Set(chunks.styles.flatMap((style) => style.ids));
  const unused = Object.keys(cache.inserted).filter(
    (id) => !listed.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return {
    ...chunks,
    styles: chunks.styles.map((style) =>
      style.key === cache.key ? { ...style, ids: [...style.ids, ...unused] } : style,
    ),
  };
}

/** A wallet session that never starts: the prerender is what shows before the wallet code runs. */
const never = new Promise<void>(() => {});

export async function prerenderHome(): Promise<PrerenderedPage> {
  await initI18n(i18next, { language: DEFAULT_LANGUAGE });
  shellDialogsGate.set(false);
  // In the tree as the app renders it over this page (src/main.tsx preloads it too), not after the rest.
  await preloadSideMenu();
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(`http://prerender.invalid${PATHS.home}`));
  if (context instanceof Response) throw new Error(`prerender: ${PATHS.home} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${PATHS.home} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // The key is emotion's default, so the app's cache finds these styles by it and does not insert them again.
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const markup = await renderToStringAsync(
    <CacheProvider value={cache}>
      <PrerenderContext.Provider value={true}>
        <AppProviders walletStart={never}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderContext.Provider>
    </CacheProvider>,
  );
  const chunks = withUnusedIds(extractCriticalToChunks(markup), cache);
  const t = i18next.getFixedT(DEFAULT_LANGUAGE);
  return {
    html: chunks.html,
    styleTags: constructStyleTagsFromChunks(chunks),
    title: tKey(t, "head.title", { page: tKey(t, "head.home.title") }),
    description: tKey(t, "head.home.description"),
  };
}
