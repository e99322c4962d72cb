// POST /api/conversations: a finished conversation saved as one ripple. The person's words of the
// whole conversation are analysed as one reflection and saved as the entry text; the id is the
// client's session UUID, so a retry stores it once.
import { z } from "zod";
import { MAX_ENTRY_TEXT, entryIdSchema } from "../entries/entry-schema";
import { OrchestratorResultSchema } from "./analysis";
import { JournalEntrySchema } from "./entries";
import { LocaleSchema } from "./locale";

const CONVERSATION_MAX_MESSAGES = 200;
const CONVERSATION_MESSAGE_ID_MAX_CHARS = 100;
const CONVERSATION_TIMESTAMP_MAX_CHARS = 40;
export const CONVERSATION_TOO_LONG_MESSAGE = "This conversation is too long to save as one ripple.";

/** A message of the conversation as the client keeps it: who said it, the words and when. */
const ConversationMessageSchema = z.strictObject({
  id: z.string().min(1).max(CONVERSATION_MESSAGE_ID_MAX_CHARS),
  type: z.enum(["user", "ai"]),
  content: z.string().max(MAX_ENTRY_TEXT),
  timestamp: z.string().max(CONVERSATION_TIMESTAMP_MAX_CHARS),
});
export type ConversationMessage = z.output<typeof ConversationMessageSchema>;

export const ConversationRequestSchema = z.strictObject({
  id: entryIdSchema(),
  messages: z.array(ConversationMessageSchema).max(CONVERSATION_MAX_MESSAGES),
  /** Seconds; more than an entry can hold is kept as the most it can. */
  duration: z.number().min(0),
  /** The browser's locale, for the regional crisis lines. */
  locale: LocaleSchema.optional(),
});
export type ConversationRequest = z.input<typeof ConversationRequestSchema>;

export const ConversationResponseSchema = z.object({
  result: OrchestratorResultSchema,
  entry: JournalEntrySchema,
});
export type ConversationResponse = z.output<typeof ConversationResponseSchema>;

/** The entry text: the person's messages, blank ones dropped, joined with blank lines. */
export function conversationText(messages: readonly { type: "user" | "ai"; content: string }[]): string {
  return messages
    .filter((message) => message.type === "user")
    .map((message) => message.content.trim())
    .filter((content) => content !== "")
    .join("\n\n");
}
