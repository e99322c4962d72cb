// The shapes every analysed answer shares (POST /api/reflections, /api/conversations; the support
// cards of /api/chat): written once here, parsed by the client, and the server's types come from them.
import { z } from "zod";
import { MOODS } from "../types";

const CRISIS_LEVELS = ["none", "concern", "crisis"] as const;
export const ICON_TYPES = ["textChat", "phone", "youtube", "calendar"] as const;
export const CONVERSATION_FLOWS = ["deepen", "continue", "complete"] as const;

export const MoodSchema = z.enum(MOODS);
export const CrisisLevelSchema = z.enum(CRISIS_LEVELS);
const IconTypeSchema = z.enum(ICON_TYPES);

export const SupportRecommendationSchema = z.object({
  title: z.string(),
  message: z.string(),
  url: z.string(),
  iconType: IconTypeSchema,
  colorScheme: z.object({ primary: z.string(), secondary: z.string() }),
  features: z.array(z.string()),
  extraButton: z.object({ label: z.string(), url: z.string(), iconType: IconTypeSchema }).optional(),
  isEmergency: z.boolean().optional(),
});

export const AnalysisSchema = z.object({
  primaryEmotion: z.string(),
  /** 1–10. */
  emotionIntensity: z.number(),
  secondaryEmotions: z.array(z.string()),
  mood: MoodSchema,
  insights: z.string(),
  suggestions: z.array(z.string()),
  themes: z.array(z.string()),
  /** 1–10. */
  wellnessScore: z.number(),
  isAiGenerated: z.boolean(),
  errorMessage: z.string().optional(),
  /** Crisis language was detected (decisions 008, 009): supportResources then start with the crisis lines. */
  crisis: z.boolean(),
  crisisLevel: CrisisLevelSchema,
  /**
   * Support recommendations: in a crisis, the region's crisis lines first; otherwise present
   * only at intensity ≥ 7 with a negative or mixed mood.
   */
  supportResources: z.array(SupportRecommendationSchema).optional(),
  /** Spec §8: 'Using offline recommendations - AI suggestions temporarily unavailable' when the AI ones failed. */
  supportNote: z.string().optional(),
  /**
   * Words in a language the on-device reading does not cover: which languages it covers, and that
   * the feeling was not read (docs/decisions/025-replies-in-your-language.md).
   */
  languageNote: z.string().optional(),
});

/** What one analysed reflection answers: its analysis, the companion's reply, whether to show the analysis, the conversation flow and the next prompt. */
export const OrchestratorResultSchema = z.object({
  analysis: AnalysisSchema,
  aiResponse: z.string(),
  responseError: z.string().optional(),
  shouldShowAnalysis: z.boolean(),
  conversationFlow: z.enum(CONVERSATION_FLOWS),
  nextPrompt: z.string().optional(),
});
