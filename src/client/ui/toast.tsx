// Toasts: top right (at the bottom on a phone, clear of a drawer's header),
// auto-dismiss, info/success/warning/error, 4000 ms default.
// sonner is loaded with the first toast; toasts asked for before it is ready wait for it.
import { Suspense, lazy, useEffect, useState } from "react";
import type * as sonnerModule from "sonner";
import { TOAST_DEFAULT_DURATION_MS } from "../../domain/constants";

export type ToastType = "info" | "success" | "warning" | "error";

export interface ToastOptions {
  duration?: number;
  id?: string;
  /** Tapping the toast's text runs this (e.g. 'Tap to retry'), then dismisses it. */
  onTap?: () => void;
}

type Sonner = typeof sonnerModule;

let sonner: Promise<Sonner> | null = null;
let requestHost: (() => void) | null = null;
let markReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  requestHost?.();
  return sonner;
}

/**
 * Our ids map to sonner ids with a generation that each dismissal moves on: a toast shown
 * right after its id was dismissed (a tapped 'Sync failed' followed by 'synced') is then a
 * new toast, not an update of the one that is leaving, which sometimes never showed.
 */
const generations = new Map<string, number>();
const sonnerId = (id: string) => `${id}#${generations.get(id) ?? 0}`;

function dismiss(toast: Sonner["toast"], id: string): void {
  toast.dismiss(sonnerId(id));
  generations.set(id, (generations.get(id) ?? 0) + 1);
}

export function showToast(type: ToastType, message: string, options: ToastOptions = {}): void {
  const { onTap } = options;
  const key = options.id ?? `${type}:${message}`;
  void Promise.all([loadSonner(), hostReady]).then(([{ toast }]) => {
    const id = sonnerId(key);
    const content = onTap ? (
      <button
        type="button"
        className="text-left underline-offset-2 hover:underline"
        onClick={() => {
          dismiss(toast, key);
          onTap();
        }}
      >
        {message}
      </button>
    ) : (
      message
    );
    toast[type](content, { id, duration: options.duration ?? TOAST_DEFAULT_DURATION_MS });
  });
}

const SonnerHost = lazy(() => import("./sonner-host"));

/** Mount once near the root; renders sonner's Toaster when the first toast is asked for. */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    requestHost = () => setNeeded(true);
    if (sonner) setNeeded(true);
    return () => {
      requestHost = null;
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost onReady={markReady} />
    </Suspense>
  );
}
