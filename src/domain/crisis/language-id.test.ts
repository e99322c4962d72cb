import { describe, expect, it } from "vitest";
import { identifyLanguage, primaryLanguage } from "./language-id";

describe("identifyLanguage", () => {
  it.each([
    ["en", "I don't know why I keep doing this to myself, it is all too much for me"],
    ["es", "No sé por qué sigo aquí, ya no tengo ganas de nada y estoy muy cansada"],
    ["fr", "Je ne veux plus vivre, je pense à en finir ce soir."],
    ["de", "Ich weiß nicht mehr weiter, es ist alles zu viel für mich und ich bin so müde"],
    ["it", "Non ce la faccio più, sono stanco di tutto e non so cosa fare"],
    ["pt", "Eu não aguento mais, estou muito cansada de tudo e não sei o que fazer"],
    ["nl", "Ik weet het niet meer, het is allemaal te veel voor mij en ik ben zo moe"],
    ["pl", "Nie wiem już co robić, wszystko jest dla mnie za trudne i jestem bardzo zmęczona"],
    ["sv", "Jag vet inte vad jag ska göra, det är för mycket för mig och jag är så trött"],
    ["tr", "Artık ne yapacağımı bilmiyorum, her şey benim için çok fazla"],
    ["hi", "मुझे नहीं पता अब क्या करूँ, सब कुछ बहुत भारी लगता है"],
    ["ja", "もう何もしたくない。毎日がつらい。"],
    ["ko", "요즘 너무 힘들어서 아무것도 하기 싫어"],
    ["zh", "我最近真的很累，什么都不想做"],
  ])("reads %s", (language, text) => {
    expect(identifyLanguage(text).language).toBe(language);
  });

  it("gives no answer for a text too short or mixed to say", () => {
    expect(identifyLanguage("ok").language).toBeUndefined();
    expect(identifyLanguage("").language).toBeUndefined();
    expect(identifyLanguage("12:30 🙂").language).toBeUndefined();
  });

  it("reads a text without accents in its language", () => {
    expect(identifyLanguage("je ne sais plus quoi faire, je suis tellement triste").language).toBe("fr");
    expect(identifyLanguage("nie chce juz zyc, wszystko jest bez sensu").language).toBe("pl");
  });
});

describe("primaryLanguage", () => {
  it("takes the primary subtag, lower-cased, English when absent", () => {
    expect(primaryLanguage("pt-BR")).toBe("pt");
    expect(primaryLanguage("FR_fr")).toBe("fr");
    expect(primaryLanguage(undefined)).toBe("en");
    expect(primaryLanguage("")).toBe("en");
  });
});
