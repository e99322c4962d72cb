// Reminder settings, jobs and push subscriptions in the database (decision 047).
import { and, eq } from "drizzle-orm";
import type { ReminderSettings } from "../../domain/reminders/contract";
import type { ReminderSchedule } from "../../domain/reminders/schedule";
import { formatTimeOfDay, nextReminderAt, parseTimeOfDay } from "../../domain/reminders/schedule";
import type { Db } from "../db/create-db";
import { pushSubscriptions, reminderJobs, reminderSettings } from "../db/schema";
import type { StoredSubscription } from "./push-sender";

type SettingsRow = typeof reminderSettings.$inferSelect;

export function scheduleOf(row: Pick<SettingsRow, "days" | "minuteOfDay" | "timeZone" | "quietStart" | "quietEnd">): ReminderSchedule {
  return {
    days: row.days,
    minuteOfDay: row.minuteOfDay,
    timeZone: row.timeZone,
    quietHours: row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

function settingsOf(row: SettingsRow): ReminderSettings {
  return {
    enabled: row.enabled,
    days: row.days,
    time: formatTimeOfDay(row.minuteOfDay),
    timeZone: row.timeZone,
    quietHours:
      row.quietStart !== null && row.quietEnd !== null
        ? { start: formatTimeOfDay(row.quietStart), end: formatTimeOfDay(row.quietEnd) }
        : null,
  };
}

export function createReminderStore(db: Db) {
  return {
    async read(userId: string): Promise<{ settings: ReminderSettings; inAppDueAt: Date | null; nextAt: Date | null } | null> {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
      if (!row) return null;
      const [job] = await db.select({ dueAt: reminderJobs.dueAt }).from(reminderJobs).where(eq(reminderJobs.userId, userId));
      return { settings: settingsOf(row), inAppDueAt: row.inAppDueAt, nextAt: job?.dueAt ?? null };
    },

    /** Saves the settings and moves the person's job to their next reminder (none when off). */
    async save(userId: string, settings: ReminderSettings, now: Date): Promise<void> {
      const values = {
        enabled: settings.enabled,
        days: settings.days,
        minuteOfDay: parseTimeOfDay(settings.time)!,
        timeZone: settings.timeZone,
        quietStart: settings.quietHours ? parseTimeOfDay(settings.quietHours.start) : null,
        quietEnd: settings.quietHours ? parseTimeOfDay(settings.quietHours.end) : null,
        updatedAt: now,
      };
      const next = settings.enabled ? nextReminderAt(scheduleOf(values), now) : null;
      await db.transaction(async (tx) => {
        await tx
          .insert(reminderSettings)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, ...(settings.enabled ? {} : { inAppDueAt: null }) } });
        if (next) {
          await tx
            .insert(reminderJobs)
            .values({ userId, dueAt: next })
            .onConflictDoUpdate({ target: reminderJobs.userId, set: { dueAt: next } });
        } else {
          await tx.delete(reminderJobs).where(eq(reminderJobs.userId, userId));
        }
      });
    },

    async dismissInApp(userId: string): Promise<void> {
      await db.update(reminderSettings).set({ inAppDueAt: null }).where(eq(reminderSettings.userId, userId));
    },

    async markInApp(userId: string, dueAt: Date): Promise<void> {
      await db.update(reminderSettings).set({ inAppDueAt: dueAt }).where(eq(reminderSettings.userId, userId));
    },

    /** One subscription per device: an endpoint already known (another account signed in before on this device) moves to this person. */
    async subscribe(userId: string, subscription: StoredSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth } });
    },

    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    async subscriptionsOf(userId: string): Promise<StoredSubscription[]> {
      return db
        .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type ReminderStore = ReturnType<typeof createReminderStore>;
