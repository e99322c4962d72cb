// Intensity in proportion to how strongly a text says its feeling, mood from the feelings it
// holds, and the analyser read in the entry's language
// (docs/decisions/023-analyser-languages-and-intensity.md).
import { describe, expect, it } from "vitest";
import { analyseKeywords } from "./keyword-analyser";
import { intensityOf, moodOf } from "./keyword-intensity";
import { analyserLanguageOf } from "./keyword-analyser-languages";
import { localWellness } from "./local-wellness";

const HOPEFUL_ESSAY = `This year has been a long road, and I want to write down where I am. In January I started a new job that I was nervous about, and it has turned out to be a good place with kind people. I have been going to the gym twice a week and I feel stronger. My sister and I talk more often now, and I am grateful for that. There were hard weeks in the spring when money was tight and I worried a lot, but we got through it. Looking ahead, I am hopeful about next year. I want to travel, to learn to cook properly, and to keep writing here. I think things are getting better, slowly, and I am looking forward to what comes next. I feel calm tonight, happy with the small things, and excited about the plans we made together. I'm proud of how far I've come and optimistic that the good days will keep coming. Some evenings I sit on the balcony and watch the light change over the rooftops, and I notice I am breathing more slowly than I used to. My friends have been patient with me. We cooked together on Sunday, laughed at old photos and made plans for the summer. I don't know exactly what the next months will bring, but I feel ready for them, and that is new.`;

describe("intensity follows how strongly the text says it, not its length", () => {
  it("keeps plain exam stress and presentation nerves moderate", () => {
    expect(analyseKeywords("I'm a bit stressed about my exam tomorrow").emotionIntensity).toBeLessThanOrEqual(6);
    expect(analyseKeywords("I'm stressed about my exam tomorrow").emotionIntensity).toBeLessThanOrEqual(6);
    expect(analyseKeywords("I have a presentation at work on Monday and I'm nervous about it").emotionIntensity).toBeLessThanOrEqual(6);
  });

  it("reads a grief memory as moderate", () => {
    const memory = "Today I remembered my dad's funeral. It was five years ago. I still miss him, though it's gentler now.";
    const { primaryEmotion, emotionIntensity } = analyseKeywords(memory);
    expect(primaryEmotion).toBe("sad");
    expect(emotionIntensity).toBeGreaterThanOrEqual(3);
    expect(emotionIntensity).toBeLessThanOrEqual(7);
  });

  it("does not push a long hopeful essay to 8 or more", () => {
    const result = analyseKeywords(HOPEFUL_ESSAY);
    expect(["hopeful", "happy", "grateful", "calm", "content"]).toContain(result.primaryEmotion);
    expect(result.emotionIntensity).toBeLessThan(8);
  });

  it("reads strong words said strongly as high", () => {
    expect(analyseKeywords("I'm absolutely devastated, I can't stop crying")).toMatchObject({ primaryEmotion: "sad" });
    expect(analyseKeywords("I'm absolutely devastated, I can't stop crying").emotionIntensity).toBeGreaterThanOrEqual(8);
  });

  it("lets repeating the same feeling add at most a little", () => {
    expect(intensityOf([10])).toBe(6);
    expect(intensityOf([10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10])).toBeLessThanOrEqual(7);
    expect(intensityOf([15, 15])).toBeGreaterThanOrEqual(8);
    expect(intensityOf([7])).toBeLessThan(intensityOf([10]));
    expect(intensityOf([])).toBe(1);
  });
});

describe("mood", () => {
  it("is negative for fury, and for fury with anxiety", () => {
    for (const text of [
      "I'm furious",
      "I'm furious with my landlord and anxious about whether he'll evict us",
      "I'm livid. I'm also terrified he'll do it again.",
      "I am so furious and so scared at the same time, my heart is pounding",
      "I'm fuming, and honestly I'm worried sick about what happens next",
    ]) {
      expect(analyseKeywords(text).mood, text).toBe("negative");
    }
    expect(moodOf(["angry", "anxious"])).toBe("negative");
  });

  it("is mixed only when the text holds a positive and a negative feeling", () => {
    expect(analyseKeywords("I'm happy about the new job but sad to leave my team").mood).toBe("mixed");
    expect(moodOf(["happy", "anxious"])).toBe("mixed");
    expect(
      moodOf(
        ["angry", "happy"],
        new Map([
          ["angry", 10],
          ["happy", 5],
        ]),
      ),
    ).toBe("negative");
  });

  it("does not count a good feeling only wished for: fury and anxiety with a wish stay negative", () => {
    for (const text of [
      "I'm furious and anxious, I just want some peace",
      "I am furious and so anxious I feel sick, I need to relax",
      "I'm so angry and worried, I just want this to be over so I can smile again",
    ]) {
      expect(analyseKeywords(text).mood, text).toBe("negative");
    }
  });
});

describe("the entry's language", () => {
  it("maps BCP 47 tags to an analyser language, English and others to none", () => {
    expect(analyserLanguageOf("fr-FR")).toBe("fr");
    expect(analyserLanguageOf("pt_BR")).toBe("pt");
    expect(analyserLanguageOf("DE")).toBe("de");
    expect(analyserLanguageOf("en-US")).toBeNull();
    expect(analyserLanguageOf("nl")).toBeNull();
    expect(analyserLanguageOf(undefined)).toBeNull();
  });

  it("reads French grief as sad, not happy", () => {
    const result = analyseKeywords("Je suis tellement triste… ma mère me manque", { language: "fr-FR" });
    expect(result.primaryEmotion).toBe("sad");
    expect(result.mood).toBe("negative");
    expect(localWellness(result)).toBeLessThanOrEqual(4);
  });

  it("reads each language's plain feelings", () => {
    const cases: Array<[string, string, string]> = [
      ["es", "estoy muy triste, echo de menos a mi padre", "sad"],
      ["es", "estoy furiosa con mi hermano", "angry"],
      ["es", "tengo miedo de la operación de mañana", "anxious"],
      ["fr", "je suis tellement heureux aujourd'hui", "happy"],
      ["fr", "je suis en colère contre mon patron", "angry"],
      ["de", "ich bin so traurig heute", "sad"],
      ["de", "ich habe angst vor morgen", "anxious"],
      ["it", "sono molto felice oggi", "happy"],
      ["it", "sono arrabbiato con mia sorella", "angry"],
      ["pt", "estou muito triste hoje", "sad"],
      ["pt", "estou com medo da prova", "anxious"],
    ];
    for (const [language, text, emotion] of cases)
      expect(analyseKeywords(text, { language }).primaryEmotion, `${language}: ${text}`).toBe(emotion);
  });

  it("reads a negated good feeling as not good", () => {
    expect(analyseKeywords("je ne suis pas heureuse", { language: "fr" }).mood).not.toBe("positive");
    expect(analyseKeywords("no estoy feliz", { language: "es" }).mood).not.toBe("positive");
  });

  it("keeps English the default, with or without a tag", () => {
    const text = "I'm so happy today";
    expect(analyseKeywords(text, { language: "en-GB" })).toEqual(analyseKeywords(text));
    expect(analyseKeywords(text, { language: "nl" })).toEqual(analyseKeywords(text));
    expect(analyseKeywords(text, {})).toEqual(analyseKeywords(text));
  });
});
