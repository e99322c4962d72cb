// POST /api/check-ins (decision 048): a check-in without words — a feeling from the app's set, how
// strong it is and an optional line — saved as an entry of kind "check-in", once per client id. The
// answer has the shape of a reflection's: the result (the person's feeling, the support block, the
// crisis lines and calm reply when the line holds crisis language) and the saved entry.
import { z } from "zod";
import { CHECK_IN_NOTE_MESSAGE, MAX_CHECK_IN_NOTE } from "../check-in/kinds";
import { EMOTION_CHOICE_MESSAGE, INTENSITY_CHOICE_MESSAGE, isPickableEmotion } from "../analysis/emotion-choices";
import { EntryInputSchema, NUL_MESSAGE, entryIdSchema, wellFormed } from "../entries/entry-schema";
import { OrchestratorResultSchema } from "./analysis";
import { JournalEntrySchema } from "./entries";
import { LocaleSchema } from "./locale";

export const CheckInRequestSchema = z.strictObject({
  /** The client's UUID: the same check-in sent again is stored once. */
  id: entryIdSchema(),
  emotion: z
    .string({ error: EMOTION_CHOICE_MESSAGE })
    .transform((emotion) => emotion.trim().toLowerCase())
    .refine(isPickableEmotion, EMOTION_CHOICE_MESSAGE),
  emotionIntensity: z
    .number({ error: INTENSITY_CHOICE_MESSAGE })
    .int(INTENSITY_CHOICE_MESSAGE)
    .min(1, INTENSITY_CHOICE_MESSAGE)
    .max(10, INTENSITY_CHOICE_MESSAGE),
  /** The optional line; "" or absent for none. */
  note: z
    .string({ error: "must be text" })
    .trim()
    .max(MAX_CHECK_IN_NOTE, CHECK_IN_NOTE_MESSAGE)
    .refine((text) => !text.includes("\u0000"), NUL_MESSAGE)
    .transform(wellFormed)
    .default(""),
  /** The browser's locale, for the regional crisis lines. */
  locale: LocaleSchema.optional(),
  /** The capture language: the line is read for crisis language in it, and it is the entry's `language`. */
  language: EntryInputSchema.shape.language.unwrap().optional(),
  /** When the person checked in, for one that reaches the server late (kept offline); a time ahead of the server's is taken as now. */
  recordedAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional(),
});
export type CheckInRequest = z.input<typeof CheckInRequestSchema>;

/** 201 with the new check-in, 200 with the stored one when the id was saved before. */
export const CheckInResponseSchema = z.object({ result: OrchestratorResultSchema, entry: JournalEntrySchema });
export type CheckInResponse = z.output<typeof CheckInResponseSchema>;
