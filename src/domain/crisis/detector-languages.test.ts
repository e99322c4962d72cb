// The detector reads a text in the entry's language, and in the language it is plainly written in
// when that differs; English tables read every text. Each language's own tables are tested beside
// them (languages/<code>.test.ts); here, that the detector picks them.
import { describe, expect, it } from "vitest";
import { crisisLanguagesOf, detectCrisis } from "./detector";

const FRENCH_CRISIS = "Je ne veux plus vivre, je pense à en finir ce soir.";

describe("detectCrisis in the entry's language", () => {
  it("reads a French crisis sentence as a crisis with French declared", () => {
    expect(detectCrisis(FRENCH_CRISIS, { language: "fr-FR" }).level).toBe("crisis");
  });

  it("reads it in French when the entry says English but the text is plainly French", () => {
    expect(crisisLanguagesOf(FRENCH_CRISIS, "en-US")).toContain("fr");
    expect(detectCrisis(FRENCH_CRISIS, { language: "en-US" }).level).toBe("crisis");
    expect(detectCrisis(FRENCH_CRISIS).level).toBe("crisis");
  });

  it("leaves a French idiom of tiredness alone", () => {
    expect(detectCrisis("Je suis mort de fatigue après cette journée, vivement le week-end.", { language: "fr-FR" }).crisis).toBe(false);
  });

  it("still reads English crisis words in an entry declared in another language", () => {
    expect(detectCrisis("I want to kill myself", { language: "es-ES" }).level).toBe("crisis");
  });

  it("reads the declared language even when the text is too short to identify", () => {
    expect(crisisLanguagesOf("quiero morir", "es-MX")).toContain("es");
  });

  it.each([
    ["es-ES", "Quiero morirme, ya no aguanto más.", "Me muero de ganas de verte mañana."],
    ["de-DE", "Ich will nicht mehr leben, ich denke daran, mich umzubringen.", "Ich lache mich tot über diesen Film."],
    ["it-IT", "Voglio morire, penso di farla finita stanotte.", "Sono stanco morto dopo il lavoro."],
    ["pt-BR", "Eu quero me matar, não aguento mais viver.", "Estou morrendo de saudade de você."],
    ["nl-NL", "Ik wil dood, ik denk erover om zelfmoord te plegen.", "Ik lach me dood om die video."],
    ["pl-PL", "Chcę umrzeć, myślę o tym, żeby się zabić.", "Umieram ze śmiechu przez ten film."],
    ["sv-SE", "Jag vill dö, jag tänker på att ta livet av mig.", "Jag dör av skratt åt den filmen."],
    ["tr-TR", "Ölmek istiyorum, kendimi öldürmeyi düşünüyorum.", "Gülmekten öldüm bu videoya."],
    ["hi-IN", "मैं मरना चाहता हूँ, मैं आत्महत्या के बारे में सोच रहा हूँ।", "भूख से मर रहा हूँ, खाना कब मिलेगा?"],
    ["ja-JP", "死にたい。もう自殺するしかないと思っている。", "お腹が空いて死にそう。"],
    ["ko-KR", "죽고 싶다. 자살할 생각을 하고 있어.", "배고파 죽겠다."],
    ["zh-CN", "我想死，我在考虑自杀。", "笑死我了，这个视频太好笑了。"],
  ])("%s: a crisis sentence is a crisis and an idiom is not", (language, crisis, idiom) => {
    expect(detectCrisis(crisis, { language }).level).toBe("crisis");
    expect(detectCrisis(idiom, { language }).crisis).toBe(false);
  });
});
