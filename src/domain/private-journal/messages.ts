// What the server says about a private journal (decision 021), and what the screens say.

export const PRIVATE_JOURNAL_MESSAGES = {
  noUser: "You must be logged in to change your private journal.",
  /** A plain write while the journal is private: the server must not keep words in the clear. */
  isPrivate: "Your journal is private: entries are sealed on your device, so this cannot be saved on the server in the clear.",
  alreadyOn: "This account already has a private journal.",
  notOn: "This account has no private journal.",
  notEnabling: "The private journal is not being turned on.",
  notDisabling: "The private journal is not being turned off.",
  /** The server's export of a private journal: what it can give, and where the readable export is. */
  exportSealed: (count: number) =>
    `${count === 1 ? "1 entry is" : `${count} entries are`} sealed on your devices (private journal): the server holds only ciphertext, included here as it is. To export them readable, use Export your journal in Ripple, which opens them in your browser.`,
  notABrowserEnvelope: "envelope: must be an entry sealed in the browser",
  /** While the journal is still private, an ordinary entry cannot replace a sealed one except while turning it off. */
  entriesLeft: (count: number, kind: "ordinary" | "private") =>
    `${count} ${count === 1 ? "entry is" : "entries are"} still ${kind === "ordinary" ? "readable by the server" : "sealed"}: finish them first.`,
  mediaLeft: (count: number, kind: "ordinary" | "private") =>
    `${count} ${count === 1 ? "photo or recording is" : "photos and recordings are"} still ${kind === "ordinary" ? "readable by the server" : "sealed"}: finish them first.`,
} as const;

/** What the private journal's screens say (decision 021; the quoted labels are the product's own wording). */
export const PRIVATE_JOURNAL_COPY = {
  title: "Private journal",
  menuText: "Seal your journal on this device with a passphrase: the server keeps only what it cannot read.",
  menuTextOn: "On: your entries are sealed on your devices before they reach the server.",
  explainChanges: [
    "Your entries are sealed on this device before they leave it. The server keeps them, but cannot read them — nor can we.",
    "The emotion analysis, the crisis lines and the companion's reply work on your device. Cloud AI is used only when you ask for it, one reflection at a time, and nothing of it is kept.",
    "If you forget your passphrase and lose your recovery key, your journal cannot be opened by anyone — us included.",
  ],
  notSealed: "Not sealed: your account e-mail, when each entry was written and changed, how many there are and roughly how long each is.",
  passphrase: "Passphrase",
  passphraseAgain: "Passphrase again",
  passphraseHint: "A few unrelated words are easier to remember and harder to guess than a short password.",
  mismatch: "The two passphrases are not the same.",
  tooWeak: "Choose a stronger passphrase: it is all that stands between your journal and someone guessing.",
  strength: ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const,
  continue: "Continue",
  preparing: "Preparing your keys…",
  recoveryKey: "Recovery key",
  recoveryKeyText:
    "If you forget your passphrase, this key is the only other way into your journal. Keep it somewhere safe, away from this device.",
  copy: "Copy",
  copied: "Recovery key copied.",
  download: "Download",
  savedCheckbox: "I have saved my recovery key",
  rememberDevice: "Remember this device",
  rememberDeviceHint: "Stay unlocked on this device until you sign out. Leave it off on a shared computer.",
  turnOn: "Turn on private journal",
  sealing: (done: number, total: number) => `Sealing your journal on this device…${total > 0 ? ` ${done} of ${total}` : ""}`,
  opening: (done: number, total: number) => `Opening your journal on this device…${total > 0 ? ` ${done} of ${total}` : ""}`,
  switchFailed: "Your journal could not be switched just now. Nothing is lost — it goes on from where it stopped.",
  tryAgain: "Try again",
  nowOn: "Your journal is private now.",
  nowOff: "Your journal is an ordinary journal again.",
  unlockTitle: "Unlock your journal",
  unlockText: "Your journal is private: enter your passphrase to open it on this device.",
  unlock: "Unlock",
  unlocking: "Unlocking…",
  wrongPassphrase: "That passphrase does not open this journal.",
  useRecoveryKey: "Use your recovery key",
  recoverText:
    "Enter the recovery key you saved when you turned the private journal on, and choose a new passphrase: the old one stops working.",
  usePassphrase: "Use your passphrase",
  recoveryKeyLabel: "Recovery key",
  newPassphrase: "New passphrase",
  wrongRecoveryKey: "That recovery key does not open this journal.",
  unlockWithRecovery: "Unlock and set the new passphrase",
  signOut: "Sign out",
  changePassphrase: "Change passphrase",
  currentPassphrase: "Current passphrase",
  passphraseChanged: "Your passphrase is changed. Your recovery key stays the same.",
  turnOff: "Turn off private journal",
  turnOffConfirm:
    "Your entries will be opened on this device and kept on the server as an ordinary journal again, readable by the server (encrypted at rest). Turn it off?",
  turnOffYes: "Yes, turn it off",
  cancel: "Cancel",
  unopenedLeft: (count: number) =>
    `${count === 1 ? "1 entry" : `${count} entries`} could not be opened with this journal's key, so the journal cannot be turned off yet.`,
  deleteUnopened: "Delete them and finish",
  entryUnopened: "This entry could not be opened",
  askAi: "Ask the AI about this",
  askAiText: "Sends this one reflection to the AI service for a fuller reading. Nothing of it is kept on the server.",
  askingAi: "Asking the AI…",
  aiAnswered: "The AI's reading is sealed in your journal.",
  aiFailed: "The AI could not be reached just now; your reflection stays as it is.",
  conversationTitle: "A conversation with the AI",
  conversationText:
    "Your journal is private. In a conversation, each thing you say goes to the AI service to be answered, and the saved conversation is analysed there too — nothing of it is kept on the server, and the ripple is sealed on this device. Talk with the AI this time?",
  conversationYes: "Talk with the AI",
} as const;
