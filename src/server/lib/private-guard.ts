// While a journal is private (turning on, or on: decision 021) the server must not keep its words in the
// clear: every write that would (a saved reflection, a new or edited entry, a re-analysis, a saved
// conversation, an import) is refused with a 409 that says why. Turning it off lifts the guard, so
// the browser can put the opened entries back.
import { PRIVATE_JOURNAL_MESSAGES } from "../../domain/private-journal/messages";
import type { PrivateJournalQueries } from "../db/private-journal-queries";
import { HttpError } from "./http-error";

export type PrivateGuard = (userId: string) => Promise<void>;

export function createPrivateGuard(journals: Pick<PrivateJournalQueries, "get">): PrivateGuard {
  return async (userId) => {
    const record = await journals.get(userId);
    if (record && record.status !== "disabling") throw new HttpError(409, "private_journal", PRIVATE_JOURNAL_MESSAGES.isPrivate);
  };
}
