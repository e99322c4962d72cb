// Gentle reminders in the service worker (decision 047), imported by the generated Workbox worker
// (vite.config.ts, workbox.importScripts). A push shows the kind sentence it carries (never journal
// text); a tap on it opens the recorder (/?record=1) in a Ripple window already open, else a new one.
/* global self, clients */

const FALLBACK = {
  title: "Ripple",
  body: "A quiet moment for yourself, if you would like one.",
  url: "/?record=1",
  tag: "ripple-reminder",
};

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === "string" ? data.title : FALLBACK.title,
      body: typeof data.body === "string" ? data.body : FALLBACK.body,
      url: typeof data.url === "string" && data.url.startsWith("/") ? data.url : FALLBACK.url,
      tag: typeof data.tag === "string" ? data.tag : FALLBACK.tag,
    };
  } catch {
    return FALLBACK;
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || FALLBACK.url;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        const opened = "navigate" in client ? await client.navigate(target).catch(() => null) : null;
        const shown = opened || client;
        if ("focus" in shown) await shown.focus().catch(() => undefined);
        return;
      }
      await clients.openWindow(target);
    })(),
  );
});
