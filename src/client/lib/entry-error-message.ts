// The one mapping from a failed write of an entry to the words a person reads (domain/messages.ts): signed out,
// the server refused or could not be reached, or something unexpected in the browser.
import { ENTRY_MESSAGES } from "../../domain/messages";
import { ApiError } from "./api-client";

export type EntryWrite = "save" | "delete";

const MESSAGES = {
  save: { noUser: ENTRY_MESSAGES.saveNoUser, failed: ENTRY_MESSAGES.saveFailed, unexpected: ENTRY_MESSAGES.saveUnexpected },
  delete: { noUser: ENTRY_MESSAGES.deleteNoUser, failed: ENTRY_MESSAGES.deleteFailed, unexpected: ENTRY_MESSAGES.deleteUnexpected },
} as const;

export function entryErrorMessage(write: EntryWrite, error: unknown): string {
  const messages = MESSAGES[write];
  if (error instanceof ApiError && error.status === 401) return messages.noUser;
  if (error instanceof ApiError) return messages.failed;
  return messages.unexpected;
}
