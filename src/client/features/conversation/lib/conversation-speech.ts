// How the companion's chat replies sound: the conversation pitch (1.1) and the cloud voice's
// chat style, each reply spoken once by itself (the shared speakOnce).
import { NATIVE_SPEECH } from "../../../../domain/voice/voice-settings";
import { speakOnce } from "../../../lib/speak-once";

export interface ConversationSpeakOptions {
  /** Native voice pitch: 1.1 in the conversation view. */
  pitch?: number;
  /** Cloud voice settings for chat replies. */
  style?: "chat";
  /** A direct user action (play button): may ask for audio permission first. */
  manual?: boolean;
}

/** Speaks text aloud (cloud voice with browser fallback); resolves when done; silent when muted. */
export type ConversationSpeak = (text: string, options?: ConversationSpeakOptions) => Promise<void>;

export const CONVERSATION_SPEECH: ConversationSpeakOptions = { pitch: NATIVE_SPEECH.conversationPitch, style: "chat" };

/** Schedules the companion's reply to be spoken once in the conversation voice; returns a cancel function. */
export function speakReplyOnce(text: string, speak: ConversationSpeak): () => void {
  return speakOnce(text, (clean) => speak(clean, CONVERSATION_SPEECH));
}
