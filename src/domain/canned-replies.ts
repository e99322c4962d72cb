// Local replies: the canned empathetic reply used when the reply service fails (spec §8),
// the voice-processing-error reply, chat fallbacks and the "moment honoured" text.
import type { Mood, ResponseTone } from "./types";
import { HIGH_INTENSITY } from "./constants";
import { emotionFamily, type EmotionFamily } from "./emotion-family";
import { pickOne, type Random } from "./pick";
import { responseTone } from "./tone";

export const CANNED_REPLIES: Readonly<Record<EmotionFamily, readonly string[]>> = {
  joy: [
    "I can feel the brightness in your words. Let yourself soak in this joy.",
    "What a lovely thing to carry with you today. Your happiness matters.",
    "There's such warmth in what you shared. I'm glad this moment is yours.",
  ],
  surprise: [
    "That sounds like it caught you off guard. It's okay to take a moment to let it settle.",
    "Life has a way of surprising us. Notice how this moment is landing in you.",
  ],
  sadness: [
    "I hear the heaviness in your words, and I'm here with you in it.",
    "It's okay to feel sad. Your feelings are valid, and you don't have to carry them alone.",
    "Thank you for trusting me with something so tender. Be gentle with yourself today.",
  ],
  anger: [
    "It makes sense that you feel this way. Your frustration is telling you something matters.",
    "I hear how much this stirred you up. Let yourself breathe before deciding what comes next.",
  ],
  fear: [
    "That sounds unsettling. Let's take a slow breath together; you're safe in this moment.",
    "Worry can feel so loud. You've named it, and that's a brave first step.",
    "I hear the unease in your words. You don't have to solve everything right now.",
  ],
  disgust: [
    "Something here clearly didn't sit right with you. It's okay to honour that reaction.",
    "Your sense of what feels wrong is worth listening to. Thank you for naming it.",
  ],
  calm: [
    "There's a quiet steadiness in what you shared. Let yourself rest in it.",
    "This calm is worth savouring. Notice how it feels in your body.",
  ],
  grateful: [
    "What a beautiful thing to notice. Gratitude has a way of softening the day.",
    "Thank you for sharing this. Holding onto moments like these can be so nourishing.",
  ],
  hopeful: [
    "I can hear hope in your words. Let it light the next small step.",
    "That sense of possibility is precious. I'm glad you're feeling it.",
  ],
  confused: [
    "It's okay not to have it all figured out. Clarity often comes slowly.",
    "Sitting with uncertainty is hard. You don't need every answer today.",
  ],
  tired: [
    "It sounds like you've been carrying a lot. Rest is not something you have to earn.",
    "Your tiredness is real. Be kind to yourself and let today be a little softer.",
  ],
  reflective: [
    "Thank you for taking this moment to pause and reflect.",
    "I'm glad you made space to check in with yourself today.",
    "There's value in simply noticing how you are. I'm here with you.",
  ],
};

export const INTENSE_SUFFIX = " These feelings seem really intense right now.";
export const GENTLE_SUFFIX = " Even gentle feelings like these deserve acknowledgment.";
/** Ours: the spec asks for "a complexity line" for mixed moods. */
export const MIXED_SUFFIX = " It makes sense to hold more than one feeling at once.";
/** Intensity at or below this gets the gentle suffix. */
const GENTLE_MAX_INTENSITY = 3;

/**
 * One suffix at most, checked in the spec's order: intensity 8 or more, then 3 or less,
 * then mood mixed.
 */
export function replySuffix(intensity: number, mood: Mood | string): string {
  if (intensity >= HIGH_INTENSITY) return INTENSE_SUFFIX;
  if (intensity <= GENTLE_MAX_INTENSITY) return GENTLE_SUFFIX;
  if (mood === "mixed") return MIXED_SUFFIX;
  return "";
}

export interface ReplyContext {
  emotion: string;
  intensity: number;
  mood: Mood | string;
}

/** Canned empathetic reply for the emotion, chosen with `random`, plus its suffix. */
export function cannedReply({ emotion, intensity, mood }: ReplyContext, random: Random): string {
  return pickOne(CANNED_REPLIES[emotionFamily(emotion)], random) + replySuffix(intensity, mood);
}

/** Reply after a voice-processing error (spec §8). */
export const VOICE_PROCESSING_ERROR_REPLY = "Thank you for sharing this moment with me.";
/** Chat fallback for an empty message and the default local reply (spec §5). */
export const CHAT_FALLBACK_REPLY = "I'm here with you. Take your time, and share whatever feels right.";

/** Local companion replies for chat turns when no chat model answers, by response tone. */
export const LOCAL_COMPANION_REPLIES: Readonly<Record<ResponseTone, readonly string[]>> = {
  empathetic: [
    "That sounds really hard, and I'm glad you told me. What feels heaviest right now?",
    "I'm here with you. Would it help to say a little more about what's underneath this?",
  ],
  encouraging: [
    "I love hearing this. What do you think helped this moment happen?",
    "That's wonderful. How would you like to hold onto this feeling?",
  ],
  supportive: [
    "Your frustration makes sense. What would feel like a fair next step for you?",
    "I hear you. What part of this matters most to you?",
  ],
  gentle: [CHAT_FALLBACK_REPLY, "Thank you for sharing that with me. What else is on your mind?"],
};

export function localCompanionReply(emotion: string | undefined, intensity: number, random: Random): string {
  return pickOne(LOCAL_COMPANION_REPLIES[responseTone(emotion ?? "", intensity)], random);
}

/** Ours: texts for 'Your moment has been honored' (spec §2). */
export const SILENCE_THANK_YOU = "Sometimes silence says more than words. Thank you for giving yourself this quiet moment.";
export const HONORED_THANK_YOU = "Thank you for taking this time for yourself. Every moment of reflection matters.";

/** The special silence message when the transcript mentions 'silence' or 'moment'. */
export function honoredThankYou(transcript: string): string {
  return /silence|moment/i.test(transcript) ? SILENCE_THANK_YOU : HONORED_THANK_YOU;
}
