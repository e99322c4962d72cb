import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import sri from "vite-plugin-sri-gen";

// The client is built into dist/client and served by the Node server in production.
// In development Vite serves it with hot reload and proxies /api to the server.
// An installable app (decision 020): a web app manifest and a Workbox service worker that precaches the
// whole app shell (every chunk, so a lazy screen opened offline is there and an update never mixes
// versions). A new service worker waits until the person taps `Reload to update`
// (src/client/app/service-worker.ts). The API is never cached by the service worker.
// The page's own script and style tags carry subresource integrity (vite-plugin-sri-gen, SHA-384;
// decision 021): a file swapped in a cache or on the way no longer runs. Lazy chunks are not
// preloaded (the landing page stays small) and no runtime is injected (the CSP allows no inline script).
export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [
    react(),
    tailwindcss(),
    sri({ algorithm: "sha384", preloadDynamicChunks: false, runtimePatchDynamicLinks: false }),
    VitePWA({
      registerType: "prompt",
      injectRegister: null,
      manifestFilename: "manifest.webmanifest",
      includeAssets: ["icons/apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "Ripple — voice journal",
        short_name: "Ripple",
        description: "A voice-first journal for mindful reflection and emotional wellness.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#f5f3ff",
        background_color: "#f5f3ff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // Gentle reminders' push and notificationclick handlers (decision 047): a static script, so
        // the generated worker, its precache and the offline fallback stay as they are.
        importScripts: ["push-handler.js"],
        globPatterns: ["**/*.{js,css,html,svg,png,mp3,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The welcome clip and the sounds are small; the largest chunk is well under this.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
