// Screen labels, headings and status lines, quoted exactly from the product's wording.
// Lines marked "ours" are not quoted from it and were written for Ripple.

export const PRODUCT_NAME = "Ripple";

export const LOADING_COPY = {
  preparing: "Preparing your space",
} as const;

export const LANDING_COPY = {
  features: ["Voice-First Journaling", "AI Emotional Insights", "Private & Secure"],
} as const;

export const SIGN_IN_COPY = {
  title: "Welcome to",
  continueWithGoogle: "Continue with Google",
  signingIn: "Signing in...",
  benefits: ["AI-powered emotional insights", "Private and secure journaling", "Access from any device"],
} as const;

export const ONBOARDING_COPY = {
  processing: "Entering your space...",
  termsPath: "/terms-of-service",
} as const;

export const MAIN_COPY = {
  ripplesButton: "Ripples",
  voiceMoodMode: "Voice Mood",
  conversationalMode: "Conversational",
  micRecording: "I'm listening with my whole heart...",
  micProcessing: "Processing your beautiful words...",
  micIdleVoiceOnly: "Tap to share what's in your heart",
  micIdleConversational: "Tap to begin our conversation",
} as const;

export type MicStatus = "recording" | "processing" | "idle";
export type JournalMode = "voice" | "conversational";

/** The status text under the mic button. */
export function micStatusText(status: MicStatus, mode: JournalMode): string {
  if (status === "recording") return MAIN_COPY.micRecording;
  if (status === "processing") return MAIN_COPY.micProcessing;
  return mode === "voice" ? MAIN_COPY.micIdleVoiceOnly : MAIN_COPY.micIdleConversational;
}

export const RECORDER_COPY = {
  liveTranscription: "Live Transcription",
  listening: "Listening for your voice...",
} as const;

export const RESULT_COPY = {
  analyzing: "Analyzing your reflection...",
  saved: "Your reflection has been saved",
  noticed: "Here's what I noticed in your thoughts:",
  continueReflecting: "Continue reflecting",
  honored: "Your moment has been honored",
  wantToTalkMore: "Want to talk more?",
  notToday: "Not today",
} as const;

export const CONVERSATION_COPY = {
  reflecting: "I'm reflecting on what you shared...",
  emptyTitle: "I'm here with you",
  emptyBody: "Take your time...",
  exploreDeeper: "Let's explore deeper",
  continueSharing: "Continue sharing",
  feelsComplete: "That feels complete",
} as const;

export const DRAWER_COPY = {
  recentRipples: "Recent Ripples",
  empty: "No ripples yet - Your reflections will appear here as gentle ripples in your journey.",
  viewAnalysisHint: "Click to view analysis",
  backToRipples: "Back to Ripples",
  noAnalysisTitle: "No Analysis Available",
  noAnalysisBody: "This reflection was saved without AI analysis.",
} as const;

export const ANALYSIS_CARD_COPY = {
  yourReflection: "Your Reflection",
  emotionalLandscape: "Emotional Landscape",
  insights: "Insights",
  gentleSuggestions: "Gentle Suggestions",
  themes: "Themes",
  /** ours */
  disclaimer: "AI analysis can make mistakes. Trust your own sense of how you feel.",
  /** ours */
  footerAi: "AI-powered analysis",
  /** ours */
  footerBasic: "Basic emotion detection",
} as const;

/** Ours (decision 009): the support block's wording, in a crisis and otherwise. */
export const SUPPORT_COPY = {
  crisis: {
    heading: "You don't have to carry this alone",
    intro:
      "If you're thinking about ending your life or hurting yourself, please reach out now. These lines are free, confidential and there day and night.",
  },
  support: {
    heading: "Support is here if you need it",
    intro: "These feelings sound intense. Reaching out to someone can help — support is available right now.",
  },
} as const;

/**
 * The Ripples drawer's search, filters and timeline. The placeholder is quoted from the product's
 * wording; the rest is ours.
 */
export const SEARCH_COPY = {
  placeholder: "Search your ripples",
  clear: "Clear search",
  filters: "Filters",
  emotion: "Emotion",
  anyEmotion: "Any emotion",
  mood: "Mood",
  anyMood: "Any mood",
  moods: { positive: "Positive", negative: "Negative", neutral: "Neutral", mixed: "Mixed" },
  from: "From",
  to: "To",
  clearFilters: "Clear filters",
  preparing: "Getting your ripples ready to search…",
  list: "Your ripples",
  results: "Search results",
  edited: "edited",
  matchedInsight: "In the insight:",
  matchedThemes: "Themes:",
} as const;

/** "1 ripple", "12 ripples" (a count, for the timeline and its live summary). */
export function ripplesCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? "ripple" : "ripples"}`;
}

/** What the live region says after a search or a filter: how many match. */
export function matchCountText(count: number): string {
  return count === 1 ? "1 ripple matches" : `${count.toLocaleString()} ripples match`;
}

/** The kind words when nothing matches: the query quoted, and the way back to everything. */
export function noMatchText(query: string, filtered: boolean): string {
  const trimmed = query.trim();
  if (!trimmed) return "No ripples match these filters yet. Try widening them, or clear them to see all your ripples.";
  return filtered
    ? `No ripples match “${trimmed}” with these filters. Try another word or fewer filters, or clear them to see them all.`
    : `No ripples match “${trimmed}” yet. Try another word, or clear the search to see them all.`;
}

/**
 * Editing a ripple in the detail drawer, and asking for a new analysis. `Edit`, `Save changes`,
 * `Cancel` and `Re-analyse` are quoted from the product's wording; the rest is ours.
 */
export const EDIT_COPY = {
  edit: "Edit",
  save: "Save changes",
  cancel: "Cancel",
  fieldLabel: "Your reflection",
  saving: "Saving…",
  saved: "Your changes are saved.",
  edited: "Edited",
  draftKept: "Your unsaved changes are still here.",
  keptAfterError: "Your words are still here. Try again when you're ready.",
  tryAgain: "Try again",
  conflictTitle: "This ripple was changed somewhere else",
  conflictBody:
    "While you were editing, it was saved from another tab or device. Your words are still in the field. This is the version saved now:",
  conflictHint: "Reload to continue from that version and keep your words; saving then replaces it with what is in the field.",
  reload: "Reload",
  reloaded: "You are now editing the latest version, with your words kept. Save when you're ready.",
  reanalyse: "Re-analyse",
  reanalysing: "Re-analysing your reflection…",
  reanalyseOffer: "This analysis was made before your last edit. Re-analyse to see what your words say now.",
  reanalysed: "Your reflection has a new analysis.",
} as const;

/** "1,200 characters left" near the limit; the field stops at the limit itself. */
export function charactersLeftText(left: number): string {
  return left === 1 ? "1 character left" : `${left.toLocaleString()} characters left`;
}

/** "Edited 3 Mar 2027, 14:05" (the time in the person's own locale). */
export function editedAtText(editedAt: Date): string {
  return `${EDIT_COPY.edited} ${editedAt.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`;
}

/** The account menu's export and import (decision 019): all ours. */
export const TRANSFER_COPY = {
  exportTitle: "Export your journal",
  exportText: "Download every reflection in an open format.",
  formatLegend: "Format",
  formats: {
    json: { label: "JSON", hint: "complete, can be imported back" },
    markdown: { label: "Markdown", hint: "a ZIP of notes for Obsidian and other apps" },
    csv: { label: "CSV", hint: "for spreadsheets" },
    dayone: { label: "Day One (ZIP)", hint: "with your photos and recordings; Day One and Ripple can import it" },
  },
  download: "Download",
  importTitle: "Import",
  importText: "Bring in a Ripple JSON export, a Day One export (ZIP or JSON) or Markdown notes (ZIP or single file).",
  /** A private journal's import (decision 021): made on the device. */
  importPrivateText:
    "Bring in a Ripple JSON export, a Day One export (ZIP or JSON) or Markdown notes (ZIP or single file). Your journal is private: the file is read here, and each entry is analysed and sealed on this device, so its words never reach the server.",
  chooseFile: "Choose a file to import",
  reading: "Reading the file…",
  previewTitle: "Before anything is saved",
  formatNames: { ripple: "Ripple export", dayone: "Day One export", markdown: "Markdown notes" },
  nothingNew: "Everything in this file is already in your journal.",
  failedHeading: "Could not be read",
  importing: "Importing…",
  uploading: "Sending the file…",
  chooseAnother: "Choose another file",
  done: "Import finished",
} as const;

/** "Import 12 ripples" (the confirm button). */
export function importButtonText(count: number): string {
  return `Import ${count.toLocaleString()} ${count === 1 ? "ripple" : "ripples"}`;
}

/** What a preview or a finished import says, line by line. */
export function importSummaryLines(summary: { dryRun: boolean; imported: number; skipped: number; failed: unknown[] }): string[] {
  const ripples = (n: number) => `${n.toLocaleString()} ${n === 1 ? "ripple" : "ripples"}`;
  const lines = [summary.dryRun ? `${ripples(summary.imported)} will be imported` : `${ripples(summary.imported)} imported`];
  if (summary.skipped > 0) lines.push(`${ripples(summary.skipped)} already in your journal`);
  if (summary.failed.length > 0) lines.push(`${summary.failed.length.toLocaleString()} could not be read`);
  return lines;
}

/** "Sent 12.5 MB of 89.0 MB" while the file is being sent. */
export function uploadProgressText(sent: number, total: number): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `Sent ${mb(sent)} of ${mb(total)}`;
}

/** "Processed 40 of 120" while the import runs (the total is the preview's count). */
export function importProgressText(processed: number, total: number): string {
  return `Processed ${processed.toLocaleString()} of ${total.toLocaleString()}`;
}

/** "Written between 3 Mar 2025 and 1 Feb 2026" (one date when both are the same day). */
export function importDateRangeText(first: Date, last: Date): string {
  const day = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: "medium" });
  return day(first) === day(last) ? `Written on ${day(first)}` : `Written between ${day(first)} and ${day(last)}`;
}

/** Typing a reflection instead of speaking it (decision 020): `Type instead` and `Save reflection` are the product's wording. */
export const TYPING_COPY = {
  typeInstead: "Type instead",
  save: "Save reflection",
  cancel: "Cancel",
  fieldLabel: "Your reflection",
  placeholder: "Write what's on your mind…",
  shortcut: "Ctrl+Enter or ⌘+Enter saves.",
  /** Under the microphone where the browser cannot turn speech into words. */
  noSpeech: "This browser can't turn speech into words, but you can write your reflection instead.",
} as const;

/** Recording for the server's transcription, and checking its words (decision 020). */
export const TRANSCRIPTION_COPY = {
  /** Under the microphone when Private transcription is on. */
  privateNote: "Private transcription is on: your recording goes only to Ripple.",
  /** In place of the live words while recording. */
  listening: "Listening… your words will appear when you stop.",
  transcribing: "Turning your recording into words…",
  checkLabel: "Check your words",
  checkHint: "Fix any word that was misheard, then save.",
  discard: "Discard recording",
  retry: "Try again",
  /** A recording in which no words were heard. */
  nothingHeard: "No words were heard in that recording.",
} as const;

/** The account menu's capture settings (decision 020). */
export const CAPTURE_SETTINGS_COPY = {
  privateTranscription: "Private transcription",
  privateTranscriptionHelp:
    "Your recording is transcribed by Ripple's own transcription service instead of the browser's, so no audio goes to the browser's maker.",
  privateTranscriptionUnavailable: "Transcription is not set up on this Ripple server.",
  language: "Language",
  languageHelp: "The language you speak your reflections in. Ripple's replies are written in English.",
} as const;

/** A new version of the app is waiting (the installable app, decision 020): tapping the toast reloads into it. */
export const UPDATE_COPY = {
  reload: "A new version of Ripple is ready. Reload to update",
} as const;

/** A reflection answered on the device while the server was out of reach (offline saves, decision 020). */
export const OFFLINE_COPY = {
  savedOnDevice: "Saved on this device — it will sync when you're back online",
  synced: "Synced — it's in your journal now",
  syncedToast: "A reflection saved on this device is now in your journal.",
  /** The same news of a check-in (decision 048). */
  syncedCheckInToast: "A check-in saved on this device is now in your journal.",
  /** Ours: a ripple in the drawer that is still only on this device. */
  waitingBadge: "Waiting to sync",
  /** Ours: why such a ripple cannot be edited or deleted yet. */
  waitingDetail:
    "This ripple is saved on this device and will reach your journal when you're back online. You can edit or delete it once it has synced.",
} as const;
