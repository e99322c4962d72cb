// The flow prompt after a companion reply, from the conversation flow state:
// 'Let's explore deeper' when the flow is deepen, 'Continue sharing' when it
// is continue, and always 'That feels complete'.
import type { ChatMessage, ConversationFlow } from "../../../../domain/types";
import { CONVERSATION_COPY } from "../../../../domain/ui-copy";

export type FlowAction = ConversationFlow;

export interface FlowOption {
  action: FlowAction;
  label: string;
}

const COMPLETE: FlowOption = { action: "complete", label: CONVERSATION_COPY.feelsComplete };

export function flowOptions(flow: ConversationFlow): FlowOption[] {
  if (flow === "deepen") return [{ action: "deepen", label: CONVERSATION_COPY.exploreDeeper }, COMPLETE];
  if (flow === "continue") return [{ action: "continue", label: CONVERSATION_COPY.continueSharing }, COMPLETE];
  return [COMPLETE];
}

/** The prompt shows only right after a companion reply, never while the next one is coming. */
export function showsFlowPrompt(messages: readonly ChatMessage[], loading: boolean, flow: ConversationFlow | null | undefined): boolean {
  return Boolean(flow) && !loading && messages.at(-1)?.type === "ai";
}
