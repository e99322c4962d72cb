import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../../domain/types";
import { flowOptions, showsFlowPrompt } from "./flow-prompt";

const user: ChatMessage = { id: "1", type: "user", content: "hi", timestamp: "2026-03-01T10:00:00.000Z" };
const ai: ChatMessage = { id: "2", type: "ai", content: "hello", timestamp: "2026-03-01T10:00:01.000Z" };

describe("flowOptions", () => {
  it("offers 'Let's explore deeper' when the flow is deepen, always with 'That feels complete'", () => {
    expect(flowOptions("deepen")).toEqual([
      { action: "deepen", label: "Let's explore deeper" },
      { action: "complete", label: "That feels complete" },
    ]);
  });
  it("offers 'Continue sharing' when the flow is continue", () => {
    expect(flowOptions("continue")).toEqual([
      { action: "continue", label: "Continue sharing" },
      { action: "complete", label: "That feels complete" },
    ]);
  });
  it("offers only 'That feels complete' when the flow is complete", () => {
    expect(flowOptions("complete")).toEqual([{ action: "complete", label: "That feels complete" }]);
  });
});

describe("showsFlowPrompt", () => {
  it("shows right after a companion reply", () => {
    expect(showsFlowPrompt([user, ai], false, "continue")).toBe(true);
  });
  it("does not show while the companion is replying, after a user message, or without a flow", () => {
    expect(showsFlowPrompt([user, ai], true, "continue")).toBe(false);
    expect(showsFlowPrompt([ai, user], false, "continue")).toBe(false);
    expect(showsFlowPrompt([user, ai], false, null)).toBe(false);
    expect(showsFlowPrompt([], false, "deepen")).toBe(false);
  });
});
