// This device's Web Push subscription (decision 047): whether the browser can show Ripple's
// reminders at all, subscribing with the server's VAPID key, and forgetting it (turned off, sign-out).
import { removeSubscription, sendSubscription, vapidPublicKey } from "../api/reminders";

/**
 * `supported`: service worker, PushManager and notifications not blocked. `ios-install`: iPhone and
 * iPad offer push only to an app added to the Home Screen. `denied`: notifications blocked for
 * Ripple. `unsupported`: anything else without PushManager.
 */
export type PushSupport = "supported" | "unsupported" | "ios-install" | "denied";

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function isInstalled(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!capable) return isAppleMobile() && !isInstalled() ? "ios-install" : "unsupported";
  if (Notification.permission === "denied") return "denied";
  return "supported";
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  // Only the built app registers the worker; without one there is nothing to wait for.
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported" || pushSupport() === "ios-install") return null;
  const found = await registration();
  return found ? found.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

export type SubscribeOutcome = "subscribed" | "denied" | "dismissed" | "unavailable";

/** Asks for permission (from a tap), subscribes this device and tells the server. */
export async function subscribeThisDevice(): Promise<SubscribeOutcome> {
  if (pushSupport() !== "supported") return pushSupport() === "denied" ? "denied" : "unavailable";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  const found = await registration();
  if (!found) return "unavailable";
  const key = keyBytes(await vapidPublicKey());
  let subscription = await found.pushManager.getSubscription();
  // A subscription made for another server key cannot be used: it is replaced.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await sendSubscription({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } });
  return "subscribed";
}

/** Removes this device's subscription on the server and in the browser; never throws (sign-out must go on). */
export async function forgetThisDevice(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await removeSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // no service worker, or the browser refused: nothing more to forget here
  }
}

/** forgetThisDevice, waiting at most `ms`: a sign-out never hangs on the browser's push service. */
export function forgetThisDeviceSoon(ms = 3_000): Promise<void> {
  return Promise.race([forgetThisDevice(), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
