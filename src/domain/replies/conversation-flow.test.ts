import { describe, expect, it } from "vitest";
import type { Analysis } from "../types";
import { decideConversationFlow, NEXT_PROMPTS, nextPromptFor } from "./conversation-flow";

type FlowInput = Pick<Analysis, "emotionIntensity" | "mood" | "themes" | "wellnessScore">;
const base: FlowInput = { emotionIntensity: 5, mood: "neutral", themes: ["work"], wellnessScore: 5 };
const flow = (overrides: Partial<FlowInput>) => decideConversationFlow({ ...base, ...overrides });

describe("decideConversationFlow", () => {
  it("deepens at intensity 8 and above, not at 7", () => {
    expect(flow({ emotionIntensity: 8 })).toBe("deepen");
    expect(flow({ emotionIntensity: 10 })).toBe("deepen");
    expect(flow({ emotionIntensity: 7 })).toBe("continue");
  });

  it("deepen wins over mixed mood, many themes and high wellness", () => {
    expect(flow({ emotionIntensity: 9, mood: "mixed", themes: ["a", "b", "c"], wellnessScore: 9 })).toBe("deepen");
  });

  it("continues for mixed mood even when the complete rule would hold", () => {
    expect(flow({ emotionIntensity: 2, wellnessScore: 9, mood: "mixed" })).toBe("continue");
  });

  it("continues for more than 2 themes, but 2 themes may complete", () => {
    expect(flow({ emotionIntensity: 3, wellnessScore: 8, themes: ["a", "b", "c"] })).toBe("continue");
    expect(flow({ emotionIntensity: 3, wellnessScore: 8, themes: ["a", "b"] })).toBe("complete");
  });

  it("completes at intensity 4 or less with wellness 7 or more", () => {
    expect(flow({ emotionIntensity: 4, wellnessScore: 7 })).toBe("complete");
    expect(flow({ emotionIntensity: 1, wellnessScore: 10 })).toBe("complete");
  });

  it("continues just outside the complete boundaries", () => {
    expect(flow({ emotionIntensity: 5, wellnessScore: 7 })).toBe("continue");
    expect(flow({ emotionIntensity: 4, wellnessScore: 6 })).toBe("continue");
  });
});

describe("nextPromptFor", () => {
  it("gives a distinct prompt per flow", () => {
    expect(nextPromptFor("deepen")).toBe(NEXT_PROMPTS.deepen);
    expect(nextPromptFor("continue")).toBe("What else is on your mind right now?");
    expect(new Set(Object.values(NEXT_PROMPTS)).size).toBe(3);
  });
});
