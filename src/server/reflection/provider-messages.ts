// ProviderError → the exact user-facing texts (domain/messages.ts). Providers raise codes; only this
// file turns them into words.
import {
  ANALYSIS_MESSAGES,
  CHAT_ANALYSIS_FALLBACK_MESSAGES,
  CHAT_MESSAGES,
  REPLY_MESSAGES,
  emotionApiFailedMessage,
  emotionUnavailableMessage,
} from "../../domain/messages";
import { ProviderError } from "../providers/types";

/** The texts live in the domain (one place for every spec string); this file picks among them. */
const EKMAN_EMPTY_INPUT_MESSAGE = ANALYSIS_MESSAGES.noText;
export const REPLY_FAILURE_MESSAGE = REPLY_MESSAGES.unavailable;
const COMPANION_FAILURE_MESSAGE = CHAT_MESSAGES.unavailable;
const COMPANION_UNAUTHORIZED_MESSAGE = CHAT_MESSAGES.authentication;
const COMPANION_NO_CONTENT_MESSAGE = CHAT_MESSAGES.noContent;

const CHAT_ANALYSIS_MESSAGES = {
  rateLimited: CHAT_ANALYSIS_FALLBACK_MESSAGES.quota,
  unauthorized: CHAT_ANALYSIS_FALLBACK_MESSAGES.authentication,
  serverError: CHAT_ANALYSIS_FALLBACK_MESSAGES.serverDown,
  network: CHAT_ANALYSIS_FALLBACK_MESSAGES.network,
  other: CHAT_ANALYSIS_FALLBACK_MESSAGES.other,
} as const;

function asProviderError(error: unknown): ProviderError | undefined {
  return error instanceof ProviderError ? error : undefined;
}

/** The chat-model analysis failed; local keyword analysis is used with this errorMessage. */
export function chatAnalysisFailureMessage(error: unknown): string {
  const failure = asProviderError(error);
  if (!failure) return CHAT_ANALYSIS_MESSAGES.other;
  if (failure.status === 429 || failure.code === "rate_limited") return CHAT_ANALYSIS_MESSAGES.rateLimited;
  if (failure.status === 401 || failure.code === "unauthorized") return CHAT_ANALYSIS_MESSAGES.unauthorized;
  if ((failure.status !== undefined && failure.status >= 500) || failure.code === "server_error") {
    return CHAT_ANALYSIS_MESSAGES.serverError;
  }
  if (failure.code === "network") return CHAT_ANALYSIS_MESSAGES.network;
  return CHAT_ANALYSIS_MESSAGES.other;
}

/**
 * Why the Ekman call failed — 'API request failed: {status} - {detail}' for a non-OK
 * answer, 'No text provided for analysis' for empty input, a short reason otherwise.
 */
export function ekmanFailureReason(error: unknown): string {
  const failure = asProviderError(error);
  if (!failure) return "Unexpected error";
  if (failure.status !== undefined && failure.status >= 400) {
    return emotionApiFailedMessage(failure.status, failure.detail ?? "Unknown error");
  }
  switch (failure.code) {
    case "empty_input":
      return EKMAN_EMPTY_INPUT_MESSAGE;
    case "timeout":
      return "Request timed out";
    case "network":
      return "Network error";
    case "bad_response":
      return "Invalid response from emotion service";
    case "not_configured":
      return "Emotion service not configured";
    case "aborted":
      return "Request cancelled";
    default:
      return "Unexpected error";
  }
}

/** The errorMessage shown in the amber banner when Ekman fails and keyword detection is used. */
export function ekmanFallbackMessage(error: unknown): string {
  return emotionUnavailableMessage(ekmanFailureReason(error));
}

/** The companion chat's error message (a local fallback reply goes with it). */
export function companionChatFailureMessage(error: unknown): string {
  const failure = asProviderError(error);
  if (failure?.status === 401 || failure?.code === "unauthorized") return COMPANION_UNAUTHORIZED_MESSAGE;
  if (failure?.code === "no_content") return COMPANION_NO_CONTENT_MESSAGE;
  return COMPANION_FAILURE_MESSAGE;
}

/** The reply service's message; the same for every failure (a canned reply goes with it). */
export function replyFailureMessage(_error: unknown): string {
  return REPLY_FAILURE_MESSAGE;
}
