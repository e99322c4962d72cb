// Reflections the server has not yet confirmed, kept in the browser per user so that nothing
// a user said is lost to a failed save, a closed tab or a reload. Each is retried with its
// own id, so the server stores it once however often it arrives.
import { z } from "zod";
import { STORAGE_KEYS, readStoredJson, removeStored, writeStoredJson } from "../../../lib/storage";

const PendingReflectionSchema = z.object({
  id: z.string().min(1),
  transcript: z.string().min(1),
  duration: z.number().min(0),
  speechDetected: z.boolean(),
  /** The language it was spoken or written in (absent in reflections kept before there was a choice). */
  language: z.string().optional(),
  /** When it was first kept (ISO). */
  keptAt: z.string(),
  /** Set when the server could not be reached and the device answered it (offline, issue 11): it syncs in the background. */
  savedOnDeviceAt: z.string().optional(),
});

export type PendingReflection = z.infer<typeof PendingReflectionSchema>;

/** More would be a runaway loop, not a person speaking; the oldest are kept. */
const MAX_PENDING = 50;

/** Oldest first; entries that do not parse are dropped. */
export function readPendingReflections(userId: string): PendingReflection[] {
  const stored = readStoredJson(STORAGE_KEYS.pendingReflections(userId));
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = PendingReflectionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function writeAll(userId: string, pending: PendingReflection[]): void {
  if (pending.length === 0) removeStored(STORAGE_KEYS.pendingReflections(userId));
  else writeStoredJson(STORAGE_KEYS.pendingReflections(userId), pending);
}

/** Keeps a reflection until forgetPendingReflection; keeping the same id again changes nothing. */
export function keepPendingReflection(userId: string, reflection: PendingReflection): void {
  const pending = readPendingReflections(userId);
  if (pending.some((item) => item.id === reflection.id) || pending.length >= MAX_PENDING) return;
  writeAll(userId, [...pending, reflection]);
}

/** The server confirmed it (or the user chose to let it go). */
export function forgetPendingReflection(userId: string, id: string): void {
  const pending = readPendingReflections(userId);
  const left = pending.filter((item) => item.id !== id);
  if (left.length !== pending.length) writeAll(userId, left);
}

/** The server could not be reached: the reflection was answered on this device and waits to sync. */
export function markSavedOnDevice(userId: string, id: string, at: Date = new Date()): void {
  const pending = readPendingReflections(userId);
  if (!pending.some((item) => item.id === id && !item.savedOnDeviceAt)) return;
  writeAll(
    userId,
    pending.map((item) => (item.id === id ? { ...item, savedOnDeviceAt: at.toISOString() } : item)),
  );
}
