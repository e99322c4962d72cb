import { describe, expect, it } from "vitest";
import { ProviderError } from "../providers/types";
import {
  chatAnalysisFailureMessage,
  companionChatFailureMessage,
  ekmanFailureReason,
  ekmanFallbackMessage,
  replyFailureMessage,
} from "./provider-messages";

const http = (status: number, code: ConstructorParameters<typeof ProviderError>[0], detail?: string) =>
  new ProviderError(code, { status, detail });

describe("chatAnalysisFailureMessage (the chat model's analysis failed)", () => {
  it.each([
    [http(429, "rate_limited"), "AI analysis quota exceeded - using basic emotion detection"],
    [http(401, "unauthorized"), "AI analysis authentication failed - using basic emotion detection"],
    [http(403, "unauthorized"), "AI analysis authentication failed - using basic emotion detection"],
    [http(500, "server_error"), "AI analysis service temporarily down - using basic emotion detection"],
    [http(503, "server_error"), "AI analysis service temporarily down - using basic emotion detection"],
    [new ProviderError("network", { detail: "ECONNREFUSED" }), "Network connection issue - using basic emotion detection"],
    [http(400, "bad_request"), "AI analysis temporarily unavailable - using basic emotion detection"],
    [new ProviderError("timeout"), "AI analysis temporarily unavailable - using basic emotion detection"],
    [new ProviderError("bad_response"), "AI analysis temporarily unavailable - using basic emotion detection"],
    [new ProviderError("no_content"), "AI analysis temporarily unavailable - using basic emotion detection"],
    [new Error("boom"), "AI analysis temporarily unavailable - using basic emotion detection"],
    [undefined, "AI analysis temporarily unavailable - using basic emotion detection"],
  ])("%s → %s", (error, message) => {
    expect(chatAnalysisFailureMessage(error)).toBe(message);
  });
});

describe("Ekman messages", () => {
  it("says 'API request failed: {status} - {detail}' for a non-OK answer", () => {
    expect(ekmanFailureReason(http(500, "server_error", "Internal Server Error"))).toBe("API request failed: 500 - Internal Server Error");
    expect(ekmanFailureReason(http(403, "unauthorized", "You are not subscribed to this API."))).toBe(
      "API request failed: 403 - You are not subscribed to this API.",
    );
  });

  it("wraps the reason in the fallback banner text", () => {
    expect(ekmanFallbackMessage(http(429, "rate_limited", "Too many requests"))).toBe(
      "Emotion analysis temporarily unavailable: API request failed: 429 - Too many requests",
    );
    expect(ekmanFallbackMessage(new ProviderError("network"))).toBe("Emotion analysis temporarily unavailable: Network error");
    expect(ekmanFallbackMessage(new ProviderError("timeout"))).toBe("Emotion analysis temporarily unavailable: Request timed out");
    expect(ekmanFallbackMessage(new Error("x"))).toBe("Emotion analysis temporarily unavailable: Unexpected error");
  });

  it("says 'No text provided for analysis' for empty input", () => {
    expect(ekmanFailureReason(new ProviderError("empty_input"))).toBe("No text provided for analysis");
  });

  it("does not present a malformed 200 as a failed request", () => {
    expect(ekmanFailureReason(new ProviderError("bad_response", { detail: "body is not JSON" }))).toBe(
      "Invalid response from emotion service",
    );
  });
});

describe("companionChatFailureMessage", () => {
  it("answers 401 with the connection-trouble line", () => {
    expect(companionChatFailureMessage(http(401, "unauthorized"))).toBe(
      "I'm having trouble connecting right now, but I want you to know I'm listening",
    );
  });

  it("answers no content with 'No response generated'", () => {
    expect(companionChatFailureMessage(new ProviderError("no_content"))).toBe("No response generated");
  });

  it.each([http(429, "rate_limited"), http(500, "server_error"), new ProviderError("network"), new Error("x")])(
    "answers other failures with the deeper-wisdom line (%s)",
    (error) => {
      expect(companionChatFailureMessage(error)).toBe("My deeper wisdom is temporarily unavailable, but I'm still here with you");
    },
  );
});

describe("replyFailureMessage", () => {
  it("is 'AI response temporarily unavailable' whatever failed", () => {
    for (const error of [http(500, "server_error"), new ProviderError("timeout"), new Error("x")]) {
      expect(replyFailureMessage(error)).toBe("AI response temporarily unavailable");
    }
  });
});
