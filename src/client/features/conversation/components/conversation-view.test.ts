// The conversation view and result rendered to markup (no DOM needed): copy, roles, labels.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../../domain/types";
import { ConversationResult } from "./conversation-result";
import type { ConversationState, ConversationViewProps } from "./conversation-view";
import { ConversationView } from "./conversation-view";

const messages: ChatMessage[] = [
  { id: "1", type: "user", content: "I feel a bit lost today.", timestamp: "2026-03-01T10:00:00.000Z" },
  { id: "2", type: "ai", content: "That sounds hard. I'm here.", timestamp: "2026-03-01T10:00:04.000Z" },
];
const play = async () => undefined;

/** The view of `messages` (or those given), with the conversation's state and the view's props given. */
function view({
  messages: shown = messages,
  loading,
  flow,
  notice,
  ...props
}: Partial<ConversationState> & Partial<Omit<ConversationViewProps, "conversation">>) {
  return renderToStaticMarkup(
    createElement(ConversationView, { conversation: { messages: shown, loading, flow, notice }, muted: false, onPlay: play, ...props }),
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("ConversationView", () => {
  it("shows the empty state with no messages", () => {
    const html = text(view({ messages: [] }));
    expect(html).toContain("I'm here with you");
    expect(html).toContain("Take your time...");
  });

  it("shows user and companion bubbles with time stamps in a log", () => {
    const html = view({});
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-label="You said"');
    expect(html).toContain('aria-label="Ripple said"');
    expect(html).toContain('dateTime="2026-03-01T10:00:00.000Z"');
    expect(html).toContain('dateTime="2026-03-01T10:00:04.000Z"');
    expect(text(html)).toContain("I feel a bit lost today.");
  });

  it("keeps the bubbles a list inside the scrolling log", () => {
    expect(view({})).toMatch(/<div[^>]*role="log"[^>]*class="[^"]*overflow-y-auto[^"]*"[^>]*><ol[^>]*><li/);
  });

  it("shows the whole conversation without an inner scroll when not following", () => {
    const html = view({ follow: false });
    expect(html).toContain('role="log"');
    expect(html).not.toContain("overflow-y-auto");
  });

  it("puts each companion message's play button inside its bubble", () => {
    expect(view({})).toMatch(/<article aria-label="Ripple said"(?:(?!<\/article>).)*aria-label="Play this message"/s);
  });

  it("has one play button per companion message, disabled when muted", () => {
    const on = view({});
    expect(on.match(/aria-label="Play this message"/g)).toHaveLength(1);
    expect(on.match(/<button[^>]*aria-label="Play this message"[^>]*>/)?.[0]).not.toContain(' disabled=""');
    const muted = view({ muted: true });
    expect(muted).toMatch(/<button[^>]*aria-label="Play this message \(unmute to hear it\)"[^>]*disabled=""/);
  });

  it("shows the loading bubble while the companion replies, and no flow prompt then", () => {
    const html = text(view({ messages: messages.slice(0, 1), loading: true, flow: "deepen" }));
    expect(html).toContain("I'm reflecting on what you shared...");
    expect(html).not.toContain("Let's explore deeper");
  });

  it("after a companion reply offers the flow prompt for deepen, continue and complete", () => {
    const deepen = text(view({ flow: "deepen" }));
    expect(deepen).toContain("Let's explore deeper");
    expect(deepen).toContain("That feels complete");
    expect(deepen).not.toContain("Continue sharing");
    const cont = text(view({ flow: "continue" }));
    expect(cont).toContain("Continue sharing");
    expect(cont).toContain("That feels complete");
    const complete = text(view({ flow: "complete" }));
    expect(complete).toContain("That feels complete");
    expect(complete).not.toContain("Continue sharing");
    expect(complete).not.toContain("Let's explore deeper");
  });

  it("shows a failed request as an alert and a fallback message as a status", () => {
    expect(view({ notice: { tone: "error", text: "Something went wrong. Let me try to respond..." } })).toMatch(
      /role="alert"[^>]*>Something went wrong\. Let me try to respond\.\.\./,
    );
    expect(view({ notice: { tone: "info", text: "No response generated" } })).toMatch(/role="status"[^>]*>No response generated/);
  });
});

describe("ConversationResult", () => {
  it("shows the messages, the analysis and the two choices", () => {
    const html = renderToStaticMarkup(
      createElement(ConversationResult, {
        messages,
        analysisCard: createElement("div", { "data-testid": "card" }, "ANALYSIS"),
        muted: false,
        onTalkMore: () => undefined,
        onNotToday: () => undefined,
      }),
    );
    const plain = text(html);
    expect(plain).toContain("Your reflection has been saved");
    expect(plain).toContain("That sounds hard. I'm here.");
    expect(plain).toContain("Here's what I noticed in your thoughts:");
    expect(plain).toContain("ANALYSIS");
    expect(plain).toContain("Want to talk more?");
    expect(plain).toContain("Not today");
    expect(html).not.toContain("overflow-y-auto");
  });

  it("leaves out the analysis heading when there is no analysis", () => {
    const html = renderToStaticMarkup(
      createElement(ConversationResult, { messages, muted: true, onTalkMore: () => undefined, onNotToday: () => undefined }),
    );
    expect(text(html)).not.toContain("Here's what I noticed");
  });
});
