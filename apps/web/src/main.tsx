import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { initI18n } from "./i18n/init";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
