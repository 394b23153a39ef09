import { createBrowserRouter } from "react-router";
import { AppLayout } from "../shell/AppLayout";

/** Every route of app-shell §2; pages load lazily so the first route ships only its own code. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, lazy: () => import("../pages/HomePage").then((m) => ({ Component: m.HomePage })) },
      { path: "home", lazy: () => import("../pages/HomePage").then((m) => ({ Component: m.HomePage })) },
    ],
  },
]);
