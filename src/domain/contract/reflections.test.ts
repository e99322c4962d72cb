import { describe, expect, it } from "vitest";
import { ReflectionRequestSchema, reflectionModeOf } from "./reflections";

describe("the reflection request", () => {
  it("maps the request's mode to what the server does: a conversational request is one turn, anything else a voice reflection", () => {
    expect(reflectionModeOf("conversational")).toBe("conversational-turn");
    expect(reflectionModeOf("voice")).toBe("voice");
  });

  it("defaults to a voice reflection with speech, saved (not ephemeral), and refuses unknown fields and modes", () => {
    const id = "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01";
    expect(ReflectionRequestSchema.parse({ id, transcript: "hi", duration: 1 })).toEqual({
      id,
      transcript: "hi",
      duration: 1,
      speechDetected: true,
      mode: "voice",
      ephemeral: false,
    });
    expect(
      ReflectionRequestSchema.parse({ id, transcript: "hi", duration: 1, ephemeral: true, recordedAt: "2026-11-20T07:45:00+01:00" }),
    ).toMatchObject({
      ephemeral: true,
      recordedAt: "2026-11-20T07:45:00+01:00",
    });
    expect(ReflectionRequestSchema.safeParse({ id, transcript: "hi", duration: 1, ephemeral: "yes" }).success).toBe(false);
    expect(ReflectionRequestSchema.safeParse({ id, transcript: "hi", duration: 1, save: false }).success).toBe(false);
    expect(ReflectionRequestSchema.safeParse({ id, transcript: "hi", duration: 1, mode: "emotionOnly" }).success).toBe(false);
  });
});
