// Waits longer than Playwright's expect default (10 s, playwright.config.ts), each named for what it
// waits on and why that takes longer. A spec waits for the event itself; these only bound how long a
// loaded machine (two browsers, their apps and the build on two cores) may take to get there.

/**
 * A reflection, a conversation or a retried save answered and saved: the server gives the providers
 * (or the analyser on the device) up to its 15 s reply deadline (REFLECTION_DEADLINE_MS) before it
 * answers with a canned reply, then saves.
 */
export const REPLY_DEADLINE = 20_000;

/**
 * The private journal's key derived in the browser with Argon2id at its production cost (decision
 * 021): creating the key, unlocking, changing the passphrase, or refusing a wrong one, each after a
 * full derivation; seconds each on a loaded machine.
 */
export const KEY_DERIVATION = 30_000;

/**
 * A journal turned private or back: a key derivation, then every entry, photo and recording sealed
 * (or opened) in the browser and sent.
 */
export const JOURNAL_SWITCH = 60_000;

/**
 * What the device kept while offline, sent once the connection returns: the outbox sends one saved
 * item after another, and the server analyses each reflection as it would a new one.
 */
export const SYNC = 30_000;

/** An import of many entries: the server analyses each one as it stores it (decision 036). */
export const IMPORT = 60_000;
