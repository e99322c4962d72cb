// Support and crisis resources: built-in lists by feeling when the AI
// recommendations fail, at most three and in proportion (docs/decisions/024); validation of AI-made ones. When the block shows, and the regional
// crisis lines, are decided in src/domain/crisis/safety.ts and src/domain/crisis/lines.ts.
import type { IconType, SupportRecommendation } from "../types";
import { isCrisisLine } from "../crisis/lines";
import { readHardText } from "../analysis/hard-text";
import { RECOMMENDATION_MESSAGES } from "../messages";

/** Shown with the built-in lists. */
export const OFFLINE_RECOMMENDATIONS_NOTE = RECOMMENDATION_MESSAGES.offline;

const youtubeSearch = (query: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;

const LIFELINE_988: SupportRecommendation = {
  title: "988 Suicide & Crisis Lifeline",
  message: "Call or text 988 any time to talk with a trained counselor. It's free and confidential.",
  url: "https://988lifeline.org/",
  iconType: "phone",
  colorScheme: { primary: "#DC2626", secondary: "#FEF2F2" },
  features: ["Call or text 988", "Free and confidential", "Available 24/7"],
  extraButton: { label: "In immediate danger? Call 911", url: "tel:911", iconType: "phone" },
  isEmergency: true,
};

const CRISIS_TEXT_LINE: SupportRecommendation = {
  title: "Crisis Text Line",
  message: "Text HOME to 741741 to connect with a trained crisis counselor.",
  url: "https://www.crisistextline.org/",
  iconType: "textChat",
  colorScheme: { primary: "#2563EB", secondary: "#EFF6FF" },
  features: ["Text HOME to 741741", "Free, 24/7 support", "Confidential"],
  extraButton: { label: "Text HOME to 741741", url: "sms:741741?&body=HOME", iconType: "textChat" },
  isEmergency: true,
};

const EMERGENCY_SERVICES: SupportRecommendation = {
  title: "Emergency Services",
  message: "If you or someone else is in immediate danger, call 911 now.",
  url: "tel:911",
  iconType: "phone",
  colorScheme: { primary: "#991B1B", secondary: "#FEE2E2" },
  features: ["Immediate help", "Available 24/7"],
  isEmergency: true,
};

/** The three crisis resources: Crisis Text Line, the 988 Lifeline and emergency services (decision 009). */
export const CRISIS_RESOURCES: readonly SupportRecommendation[] = [CRISIS_TEXT_LINE, LIFELINE_988, EMERGENCY_SERVICES];

const THERAPIST_FINDER: SupportRecommendation = {
  title: "Find a Therapist",
  message: "Talking with a licensed professional can help you work through what you're feeling.",
  url: "https://www.psychologytoday.com/us/therapists",
  iconType: "calendar",
  colorScheme: { primary: "#7C3AED", secondary: "#F5F3FF" },
  features: ["Search by location and specialty", "Filter by insurance", "Online and in-person options"],
};

const video = (title: string, message: string, query: string, features: string[]): SupportRecommendation => ({
  title,
  message,
  url: youtubeSearch(query),
  iconType: "youtube",
  colorScheme: { primary: "#047857", secondary: "#ECFDF5" }, // white text on it meets WCAG AA
  features,
});

const BREATHING = video(
  "Guided Breathing",
  "A few minutes of slow, guided breathing can help settle an anxious mind.",
  "guided breathing exercise for anxiety",
  ["Takes 5 minutes", "Calms your nervous system", "Do it anywhere"],
);
const SELF_COMPASSION = video(
  "Self-Compassion Meditation",
  "A gentle meditation to meet sadness with kindness instead of judgment.",
  "self compassion guided meditation",
  ["Gentle and soothing", "10 minutes or less", "Helps you feel less alone"],
);
const ANGER_RELEASE = video(
  "Calming Anger Meditation",
  "Guided techniques to cool intense anger before you act on it.",
  "guided meditation for anger release",
  ["Release tension safely", "Regain a clear head", "Short and practical"],
);
const GROUNDING = video(
  "5-4-3-2-1 Grounding",
  "Bring yourself back to the present moment, one sense at a time.",
  "5 4 3 2 1 grounding exercise",
  ["Eases overwhelm fast", "Uses your five senses", "No equipment needed"],
);

const GRIEF_MEDITATION = video(
  "Meditation for Grief",
  "A gentle guided meditation for the ache of missing someone.",
  "guided meditation for grief and loss",
  ["Gentle and slow", "Room for the missing", "10 minutes or less"],
);
const GRIEF_SUPPORT: SupportRecommendation = {
  title: "What's Your Grief",
  message: "Stories, ideas and small ways through from people who are grieving too.",
  url: "https://whatsyourgrief.com/",
  iconType: "calendar",
  colorScheme: { primary: "#7C3AED", secondary: "#F5F3FF" },
  features: ["Written by grief counselors", "Free to read"],
};
const REST = video("Body Scan for Rest", "A slow body scan to let a tired body and mind settle.", "body scan meditation for rest", [
  "Lie down and listen",
  "Helps with sleep",
  "Short versions too",
]);

/** The feeling the support block is chosen for: the emotion's, unless the words say loss or hopelessness. */
export type SupportKey = "anxious" | "sad" | "grief" | "hopeless" | "angry" | "overwhelmed" | "tired" | "default";

/**
 * At most three gentler resources for each feeling, never a crisis line: outside a crisis the
 * region's lines stay one tap away beside them ("Talk to someone now"), and in a crisis they lead
 * (docs/decisions/024-support-in-proportion.md, 009-crisis-safety.md). Anger work is only for anger.
 */
export const BUILT_IN_SUPPORT: Readonly<Record<SupportKey, readonly SupportRecommendation[]>> = {
  anxious: [GROUNDING, BREATHING, THERAPIST_FINDER],
  sad: [SELF_COMPASSION, THERAPIST_FINDER],
  grief: [GRIEF_MEDITATION, GRIEF_SUPPORT, THERAPIST_FINDER],
  hopeless: [SELF_COMPASSION, THERAPIST_FINDER],
  angry: [ANGER_RELEASE, BREATHING, THERAPIST_FINDER],
  overwhelmed: [GROUNDING, BREATHING, THERAPIST_FINDER],
  tired: [REST, SELF_COMPASSION, THERAPIST_FINDER],
  default: [SELF_COMPASSION, GROUNDING, THERAPIST_FINDER],
};

/** Most resources the support block shows outside a crisis (its lines one tap away beside them). */
export const MAX_SUPPORT_RESOURCES = 3;

const KEY_BY_EMOTION: Readonly<Record<string, SupportKey>> = {
  anxious: "anxious",
  fear: "anxious",
  worried: "anxious",
  nervous: "anxious",
  scared: "anxious",
  sad: "sad",
  sadness: "sad",
  lonely: "sad",
  grief: "grief",
  tired: "tired",
  angry: "angry",
  anger: "angry",
  frustrated: "angry",
  disgust: "angry",
  overwhelmed: "overwhelmed",
  stressed: "overwhelmed",
  confused: "overwhelmed",
};

/**
 * The feeling to choose support for: a loss in the words is grief and hopelessness is despair,
 * whatever the label (an analyser may read "I'm so tired of everything" as anger); else the emotion's.
 */
export function supportKeyFor(emotion: string, text?: string): SupportKey {
  const cues = readHardText(text);
  if (cues.loss) return "grief";
  if (cues.hopeless) return "hopeless";
  const key = emotion.trim().toLowerCase();
  return Object.hasOwn(KEY_BY_EMOTION, key) ? (KEY_BY_EMOTION[key] ?? "default") : "default";
}

/** The built-in list for the feeling (a fresh array; its items are shared and must not be mutated). */
export function builtInSupportResources(emotion: string, text?: string): SupportRecommendation[] {
  return [...BUILT_IN_SUPPORT[supportKeyFor(emotion, text)]];
}

const ANGER_WORK = /\b(anger|angry|rage|furious)\b/i;

/**
 * The support block's resources outside a crisis: at most three, none a crisis line (the lines are
 * added beside them, one tap away), none about anger unless the feeling is anger; the built-in list
 * for the feeling when what was sent is ours or nothing sent is left.
 */
export function supportInProportion(
  sent: readonly SupportRecommendation[],
  feeling: { emotion: string; text?: string },
): SupportRecommendation[] {
  const key = supportKeyFor(feeling.emotion, feeling.text);
  const fits = (resource: SupportRecommendation) =>
    !isCrisisLine(resource) && (key === "angry" || !ANGER_WORK.test(`${resource.title} ${resource.message}`));
  const kept = sent.filter(fits);
  // Our own lists are chosen again here, where the words are known: a loss or hopelessness in them
  // decides over the label the list was first picked for.
  const ours = kept.every((resource) => BUILT_IN_KEYS.has(`${resource.title} ${resource.url}`));
  return (ours ? BUILT_IN_SUPPORT[key].filter(fits) : kept).slice(0, MAX_SUPPORT_RESOURCES);
}

const BUILT_IN_KEYS: ReadonlySet<string> = new Set(
  Object.values(BUILT_IN_SUPPORT).flatMap((list) => list.map((r) => `${r.title} ${r.url}`)),
);

// ── Validation of AI-produced recommendations ────────────────────────────────

const MAX_RECOMMENDATIONS = 3;
const ICON_TYPES: readonly string[] = ["textChat", "phone", "youtube", "calendar"];
/** Links a recommendation may open; anything else (javascript:, data:) is rejected. */
const SAFE_URL = /^(https?:\/\/|tel:|sms:)/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const DEFAULT_COLOURS = { primary: "#4F46E5", secondary: "#EEF2FF" };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An icon the client can draw: known types kept; others inferred from the link. */
function normaliseIcon(iconType: string, url: string): IconType {
  if (ICON_TYPES.includes(iconType)) return iconType as IconType;
  if (/^tel:/i.test(url)) return "phone";
  if (/^sms:/i.test(url)) return "textChat";
  if (/youtube\.com|youtu\.be/i.test(url)) return "youtube";
  return "calendar";
}

function validateItem(item: unknown): SupportRecommendation | null {
  if (!isRecord(item)) return null;
  const { title, message, url, iconType, colorScheme, features, extraButton, isEmergency } = item;
  if (typeof title !== "string" || typeof message !== "string" || typeof url !== "string") return null;
  if (typeof iconType !== "string" || !isRecord(colorScheme) || !Array.isArray(features)) return null;
  const { primary, secondary } = colorScheme;
  if (typeof primary !== "string" || typeof secondary !== "string") return null;
  if (!SAFE_URL.test(url.trim())) return null;
  const hex = HEX_COLOUR.test(primary) && HEX_COLOUR.test(secondary);
  const result: SupportRecommendation = {
    title,
    message,
    url: url.trim(),
    iconType: normaliseIcon(iconType, url.trim()),
    colorScheme: hex ? { primary, secondary } : { ...DEFAULT_COLOURS },
    features: features.filter((feature): feature is string => typeof feature === "string"),
  };
  if (
    isRecord(extraButton) &&
    typeof extraButton.label === "string" &&
    typeof extraButton.url === "string" &&
    typeof extraButton.iconType === "string" &&
    SAFE_URL.test(extraButton.url.trim())
  ) {
    const buttonUrl = extraButton.url.trim();
    result.extraButton = { label: extraButton.label, url: buttonUrl, iconType: normaliseIcon(extraButton.iconType, buttonUrl) };
  }
  if (typeof isEmergency === "boolean") result.isEmergency = isEmergency;
  return result;
}

/**
 * Keeps only items with string title, message, url and iconType, string
 * colorScheme.primary and .secondary and a features array (the shape the HTTP contract gives a support card), at most 3.
 * Beyond that shape, for safety and a drawable card: links must be http(s), tel: or sms:
 * (others drop the item); an unknown iconType is inferred from the link; non-hex
 * colours are replaced by Ripple's; non-string features and a malformed extraButton
 * are dropped.
 */
export function validateRecommendations(value: unknown): SupportRecommendation[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(validateItem)
    .filter((item): item is SupportRecommendation => item !== null)
    .slice(0, MAX_RECOMMENDATIONS);
}

/** Model text → recommendations: tolerates code fences and prose around the JSON array. */
export function parseRecommendationsText(text: string): SupportRecommendation[] {
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  if (start === -1 || end <= start) return [];
  try {
    return validateRecommendations(JSON.parse(text.slice(start, end + 1)));
  } catch {
    return [];
  }
}

/** The support block's words outside a crisis (docs/decisions/024-support-in-proportion.md). */
export const SUPPORT_LINES_COPY = {
  intro: "A few things that may help with this feeling. If you'd rather talk to someone, a person is a tap away.",
  talkNow: "Talk to someone now",
  linesLabel: "Lines you can call or text",
} as const;
