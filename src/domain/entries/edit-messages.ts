// The server's words for editing and re-analysing an entry: the 409 when the entry changed
// since the edit began, and the answers for an entry the server cannot change. The UI's own copy is
// EDIT_COPY in ui-copy.ts.
export const EDIT_MESSAGES = {
  /** 409 edit_conflict: the entry as it is now comes with it, so nothing typed is lost. */
  conflict:
    "This entry was changed somewhere else while you were editing. Your words are safe: reload to continue from the latest version.",
  /** 409 on a re-analysis when the text changed while it ran. */
  changedWhileAnalysing: "This entry was changed while it was being analysed. Please try again.",
  /** 422: sealed in the browser or unreadable, so the server cannot open it to change it. */
  notEditable: "This entry cannot be changed here: it could not be opened on the server.",
  editNoUser: "You must be logged in to edit entries.",
  notFound: "Entry not found.",
} as const;
