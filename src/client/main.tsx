import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable and offline (decision 020): the service worker is registered once the page has loaded,
// in a built app only (the development server has none).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void import("./app/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
