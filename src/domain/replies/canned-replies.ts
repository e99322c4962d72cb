// Local replies: the canned empathetic reply used when the reply service fails,
// the voice-processing-error reply, chat fallbacks and the "moment honoured" text.
import type { Mood, ResponseTone } from "../types";
import { HIGH_INTENSITY } from "../constants";
import { emotionFamily, type EmotionFamily } from "../analysis/emotion-family";
import { pickOne, type Random } from "../lib/pick";
import { readHardText } from "../analysis/hard-text";
import { responseTone } from "./tone";

export const CANNED_REPLIES: Readonly<Record<EmotionFamily, readonly string[]>> = {
  joy: [
    "I can feel the brightness in your words. Let yourself soak in this joy.",
    "What a lovely thing to carry with you today. Your happiness matters.",
    "There's such warmth in what you shared. I'm glad this moment is yours.",
    "This sounds like a good day to remember. Notice what made it feel this way.",
    "It's a pleasure to hear this. Moments like these deserve a little room to breathe.",
  ],
  surprise: [
    "That sounds like it caught you off guard. It's okay to take a moment to let it settle.",
    "Life has a way of surprising us. Notice how this moment is landing in you.",
  ],
  sadness: [
    "I hear the heaviness in your words, and I'm here with you in it.",
    "It's okay to feel sad. Your feelings are valid, and you don't have to carry them alone.",
    "Thank you for trusting me with something so tender. Be gentle with yourself today.",
    "Some days ask us to simply get through them. You don't have to hurry this feeling along.",
    "Sadness like this deserves room, not fixing. Go slowly with yourself tonight.",
    "What you're feeling makes sense. Let it be as heavy as it is for now.",
  ],
  anger: [
    "It makes sense that you feel this way. Your frustration is telling you something matters.",
    "I hear how much this stirred you up. Let yourself breathe before deciding what comes next.",
    "That sounds genuinely unfair. You're allowed to be this upset about it.",
    "Anger often guards something we care about. What it's protecting is worth a look when you're ready.",
    "You've named what got under your skin, and that already takes some of its heat.",
  ],
  fear: [
    "That sounds unsettling. Let's take a slow breath together; you're safe in this moment.",
    "Worry can feel so loud. You've named it, and that's a brave first step.",
    "I hear the unease in your words. You don't have to solve everything right now.",
    "Your mind is racing ahead to what might happen. Right now, only this next breath needs you.",
    "Nerves like these are your body trying to protect you. Feel your feet on the floor for a moment.",
    "It's hard to sit with not knowing. One small step is enough for tonight.",
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
    "Being worn down like this is a signal, not a failing. Let something wait until tomorrow.",
    "You've been running on empty. Even a few quiet minutes count.",
    "It's okay to do less today. Your body is asking for care.",
  ],
  reflective: [
    "Thank you for taking this moment to pause and reflect.",
    "I'm glad you made space to check in with yourself today.",
    "There's value in simply noticing how you are. I'm here with you.",
    "Putting the day into words is its own kind of care.",
    "Noticing how you are is where understanding starts.",
  ],
};

/**
 * Replies for what the words say whatever the label (hard-text.ts): a loss, hopelessness, strain,
 * or a hard feeling under a label that would read as good news. None of them is upbeat
 * (docs/decisions/024-support-in-proportion.md).
 */
export const HARD_TEXT_REPLIES = {
  loss: [
    "Missing someone can ache in a way nothing quite touches. I'm here with you in it.",
    "Grief has no schedule. However it shows up today is allowed.",
    "The love you carry for them is still here, and so is the hurt. Both deserve room.",
    "Losing someone changes the shape of a day. Be gentle with yourself as you move through this one.",
    "Thank you for putting this loss into words. You don't have to carry it alone.",
  ],
  hopeless: [
    "It sounds like you're worn down by how long this has gone on. That's a heavy place to be.",
    "When nothing seems to change, it's exhausting to keep going. I hear how tired you are of it.",
    "Feeling stuck like this is painful, and it makes sense you'd want it to be different.",
    "You don't have to find a way out of this tonight. Telling someone how heavy it feels can help.",
    "That weight of 'nothing will change' is real right now. It doesn't have to be carried alone.",
  ],
  strain: [
    "That sounds like a lot of pressure, even with a laugh on top of it.",
    "Exams and deadlines can take over everything. Be kind to yourself while you get through it.",
    "It sounds like this is squeezing you hard right now. One piece at a time is enough.",
    "Pressure like this is tiring, whatever face you put on it. Make room for a real break.",
    "You're in the thick of it. It's okay to feel stretched thin.",
  ],
  heavy: [
    "There's more than one thing going on in what you shared, and some of it sounds hard.",
    "I hear something heavy under these words. Take it at whatever pace you need.",
    "Thank you for sharing this as it is, the hard parts included.",
    "Some of this sounds like it hurts. You don't have to tidy it up.",
    "It's okay if this doesn't sort itself into one feeling. I'm here with you.",
  ],
} as const satisfies Record<string, readonly string[]>;

export const INTENSE_SUFFIX = " These feelings seem really intense right now.";
export const GENTLE_SUFFIX = " Even gentle feelings like these deserve acknowledgment.";
/** The line for a mixed mood: it names holding more than one feeling. */
export const MIXED_SUFFIX = " It makes sense to hold more than one feeling at once.";
/** Intensity at or below this gets the gentle suffix. */
const GENTLE_MAX_INTENSITY = 3;

/**
 * Each suffix's wordings, the usual one first: a later one is used only when the first was in one of
 * the recent replies, so a run of entries does not repeat the same line.
 */
const SUFFIX_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  [INTENSE_SUFFIX]: [
    INTENSE_SUFFIX,
    " This sounds like a lot to feel at once.",
    " It makes sense that this feels so strong.",
    " Feelings this big can take up the whole day.",
    " This is a lot to be holding right now.",
    " Strong feelings like these deserve real care.",
  ],
  [GENTLE_SUFFIX]: [
    GENTLE_SUFFIX,
    " Quiet feelings count too.",
    " Small shifts in how you feel are worth noticing.",
    " Even a soft feeling is worth a moment of attention.",
    " Noticing the subtle ones is a skill.",
    " Low-key feelings still tell you something.",
  ],
  [MIXED_SUFFIX]: [
    MIXED_SUFFIX,
    " Two feelings can be true at the same time.",
    " Not everything here has to point the same way.",
    " It's okay for this to feel tangled.",
    " Mixed feelings are a normal part of a full day.",
    " You can feel more than one thing about the same moment.",
  ],
};

/**
 * One suffix at most, checked in this order: intensity 8 or more, then 3 or less,
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
  /** The entry's words: a hard text is never answered upbeat, whatever the label (hard-text.ts). */
  text?: string;
}

/** Families whose replies are glad about the entry: never for a hard text. */
const UPBEAT_FAMILIES: ReadonlySet<EmotionFamily> = new Set(["joy", "grateful", "hopeful", "calm", "surprise"]);
/** Words that make a reply upbeat (as decision 009 reads a reply to despair). */
export const UPBEAT_WORDS =
  /\b(glad|warmth|lovely|wonderful|great|happy|happiness|joy\w*|brightness|bright|soak|precious|possibility|pleasure|beautiful|savou?r\w*)\b|!/i;

/** The replies that fit the entry: its words first (a loss, hopelessness, strain, a hard feeling), then its label. */
function replyPool({ emotion, mood, text }: ReplyContext): readonly string[] {
  const cues = readHardText(text);
  const family = emotionFamily(emotion);
  if (cues.loss) return HARD_TEXT_REPLIES.loss;
  if (cues.hopeless) return HARD_TEXT_REPLIES.hopeless;
  const upbeat = UPBEAT_FAMILIES.has(family);
  if (cues.strain && (upbeat || family === "reflective" || family === "confused")) return HARD_TEXT_REPLIES.strain;
  if (upbeat && (cues.hard || mood === "negative")) return HARD_TEXT_REPLIES.heavy;
  const pool = CANNED_REPLIES[family];
  if (!cues.hard && mood !== "negative") return pool;
  const calm = pool.filter((reply) => !UPBEAT_WORDS.test(reply));
  return calm.length > 0 ? calm : HARD_TEXT_REPLIES.heavy;
}

const sentencesOf = (text: string): string[] =>
  (text.match(/[^.?!]+[.?!]*/g) ?? []).map((sentence) => sentence.trim().toLowerCase()).filter((sentence) => sentence !== "");

/**
 * The items that share no sentence with the recent replies; when every item does, the one whose
 * sentence was used longest ago (recent is newest first).
 */
export function freshest(items: readonly string[], recent: readonly string[]): string[] {
  const lastUse = (item: string): number => {
    const mine = new Set(sentencesOf(item));
    const index = recent.findIndex((reply) => sentencesOf(reply).some((sentence) => mine.has(sentence)));
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const fresh = items.filter((item) => lastUse(item) === Number.POSITIVE_INFINITY);
  if (fresh.length > 0) return fresh;
  const oldest = Math.max(...items.map(lastUse));
  return items.filter((item) => lastUse(item) === oldest);
}

/**
 * Canned empathetic reply for the entry, chosen with `random` among the replies that fit it and
 * that share no sentence with `recent` (the person's last replies, newest first), plus its suffix
 * in a wording the recent replies did not use.
 */
export function cannedReply(context: ReplyContext, random: Random, recent: readonly string[] = []): string {
  const body = pickOne(freshest(replyPool(context), recent), random);
  const suffix = replySuffix(context.intensity, context.mood);
  if (suffix === "") return body;
  const wording = freshest(SUFFIX_VARIANTS[suffix] ?? [suffix], recent)[0] ?? suffix;
  return body + wording;
}

/** Reply after a voice-processing error. */
export const VOICE_PROCESSING_ERROR_REPLY = "Thank you for sharing this moment with me.";
/** Chat fallback for an empty message and the default local reply. */
export const CHAT_FALLBACK_REPLY = "I'm here with you. Take your time, and share whatever feels right.";

/** Local companion replies for chat turns when no chat model answers, by response tone. */
export const LOCAL_COMPANION_REPLIES: Readonly<Record<ResponseTone, readonly string[]>> = {
  empathetic: [
    "That sounds really hard, and I'm glad you told me. What feels heaviest right now?",
    "I'm here with you. Would it help to say a little more about what's underneath this?",
    "It makes sense that this weighs on you. There's no rush; what would you like me to understand?",
    "Thank you for trusting me with this. What has been the hardest part of it for you?",
  ],
  encouraging: [
    "I love hearing this. What do you think helped this moment happen?",
    "That's wonderful. How would you like to hold onto this feeling?",
    "It's lovely to hear you this way. What part of it would you like to remember?",
    "That sounds like a good moment. Who or what made it feel this way?",
  ],
  supportive: [
    "Your frustration makes sense. What would feel like a fair next step for you?",
    "I hear you. What part of this matters most to you?",
    "That sounds like a lot to carry. What would you want to change, if you could?",
    "It's okay to feel this strongly. What do you need most right now?",
  ],
  gentle: [
    CHAT_FALLBACK_REPLY,
    "Thank you for sharing that with me. What else is on your mind?",
    "I'm listening. What would you like to talk about next?",
    "That's worth a moment of attention. How does it sit with you now?",
  ],
};

/**
 * A companion chat turn's local reply, by the tone of the conversation's feeling; a message whose
 * words are hard is never answered upbeat (an encouraging tone becomes empathetic). Chosen with
 * `random` among the replies sharing no sentence with `said` — the conversation's earlier replies,
 * newest first — and, once every reply of the tone has been said, among those said longest ago
 * (the idea of decision 028, within one conversation).
 */
export function localCompanionReply(
  emotion: string | undefined,
  intensity: number,
  random: Random,
  turn: { message?: string; said?: readonly string[] } = {},
): string {
  const tone = responseTone(emotion ?? "", intensity);
  const calm = tone === "encouraging" && readHardText(turn.message).hard ? "empathetic" : tone;
  return pickOne(freshest(LOCAL_COMPANION_REPLIES[calm], turn.said ?? []), random);
}

/** Ours: texts for the 'Your moment has been honored' screen after a silent recording. */
export const SILENCE_THANK_YOU = "Sometimes silence says more than words. Thank you for giving yourself this quiet moment.";
export const HONORED_THANK_YOU = "Thank you for taking this time for yourself. Every moment of reflection matters.";

/** The special silence message when the transcript mentions 'silence' or 'moment'. */
export function honoredThankYou(transcript: string): string {
  return /silence|moment/i.test(transcript) ? SILENCE_THANK_YOU : HONORED_THANK_YOU;
}
