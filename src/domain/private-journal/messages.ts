// What the server says about a private journal (issue 12), and what the screens say.

export const PRIVATE_JOURNAL_MESSAGES = {
  noUser: "You must be logged in to change your private journal.",
  /** A plain write while the journal is private: the server must not keep words in the clear. */
  isPrivate: "Your journal is private: entries are sealed on your device, so this cannot be saved on the server in the clear.",
  alreadyOn: "This account already has a private journal.",
  notOn: "This account has no private journal.",
  notEnabling: "The private journal is not being turned on.",
  notDisabling: "The private journal is not being turned off.",
  notABrowserEnvelope: "envelope: must be an entry sealed in the browser",
  /** While the journal is still private, an ordinary entry cannot replace a sealed one except while turning it off. */
  entriesLeft: (count: number, kind: "ordinary" | "private") =>
    `${count} ${count === 1 ? "entry is" : "entries are"} still ${kind === "ordinary" ? "readable by the server" : "sealed"}: finish them first.`,
} as const;
