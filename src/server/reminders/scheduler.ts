// Sends each reminder once, however many instances share the database (decision 047): in one short
// transaction an instance claims due jobs with FOR UPDATE SKIP LOCKED (another instance skips the
// rows it holds) and moves each to the person's next reminder; it sends after the commit. A crash
// between the two loses that reminder rather than sending it twice. The clock is injected.
import { eq, inArray, lte } from "drizzle-orm";
import type { ReminderPayload } from "../../domain/reminders/contract";
import { STALE_REMINDER_MS, nextReminderAt } from "../../domain/reminders/schedule";
import { REMINDER_OPEN_URL, REMINDER_TITLE, reminderSentence } from "../../domain/reminders/sentences";
import type { Db } from "../db/create-db";
import { reminderJobs, reminderSettings } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { PushSender } from "./push-sender";
import type { ReminderStore } from "./reminder-store";
import { scheduleOf } from "./reminder-store";

const BATCH = 100;
const REMINDER_TAG = "ripple-reminder";

export function reminderPayload(dueAt: Date): ReminderPayload {
  return { title: REMINDER_TITLE, body: reminderSentence(dueAt), url: REMINDER_OPEN_URL, tag: REMINDER_TAG };
}

interface Claimed {
  userId: string;
  dueAt: Date;
}

export interface ReminderSchedulerDeps {
  db: Db;
  store: ReminderStore;
  send: PushSender;
  now: () => Date;
  logger: Logger;
}

export function createReminderScheduler({ db, store, send, now, logger }: ReminderSchedulerDeps) {
  /** Claims the due jobs and moves them on; returns those to send (a stale one is moved on, not sent). */
  async function claim(at: Date): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ userId: reminderJobs.userId, dueAt: reminderJobs.dueAt })
        .from(reminderJobs)
        .where(lte(reminderJobs.dueAt, at))
        .orderBy(reminderJobs.dueAt)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const settings = new Map(
        (
          await tx
            .select()
            .from(reminderSettings)
            .where(
              inArray(
                reminderSettings.userId,
                due.map((job) => job.userId),
              ),
            )
        ).map((row) => [row.userId, row]),
      );
      const toSend: Claimed[] = [];
      for (const job of due) {
        const row = settings.get(job.userId);
        const next = row?.enabled ? nextReminderAt(scheduleOf(row), at) : null;
        if (next) {
          await tx.update(reminderJobs).set({ dueAt: next }).where(eq(reminderJobs.userId, job.userId));
        } else {
          await tx.delete(reminderJobs).where(eq(reminderJobs.userId, job.userId));
        }
        if (row?.enabled && at.getTime() - job.dueAt.getTime() <= STALE_REMINDER_MS) toSend.push(job);
      }
      return toSend;
    });
  }

  /** Sends to each of the person's devices; with none reached, the app shows it on the next visit. */
  async function deliver(job: Claimed): Promise<number> {
    const payload = reminderPayload(job.dueAt);
    let delivered = 0;
    for (const subscription of await store.subscriptionsOf(job.userId)) {
      const outcome = await send(subscription, payload);
      if (outcome === "delivered") delivered += 1;
      if (outcome === "gone") await store.forgetEndpoint(subscription.endpoint);
    }
    if (delivered === 0) await store.markInApp(job.userId, job.dueAt);
    return delivered;
  }

  async function runDue(): Promise<{ due: number; pushed: number }> {
    const claimed = await claim(now());
    let pushed = 0;
    for (const job of claimed) pushed += await deliver(job);
    if (claimed.length > 0) logger.info({ due: claimed.length, pushed }, "reminders sent");
    return { due: claimed.length, pushed };
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    runDue,
    /** Looks for due reminders every `everyMs` (production); one run at a time. */
    start(everyMs = 30_000) {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        runDue()
          .catch((error: unknown) => logger.warn({ err: { name: (error as Error).name } }, "reminders could not be sent"))
          .finally(() => {
            running = false;
          });
      }, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
