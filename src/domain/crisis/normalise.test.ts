import { describe, expect, it } from "vitest";
import { crisisSentences, normaliseCrisisText } from "./normalise";

describe("normaliseCrisisText", () => {
  it.each([
    ["I’m DONE", "i am done"],
    ["I can't, I won't, I don't", "i cannot , i will not , i do not"],
    ["im tired, dont care, cant sleep, wont stop", "i am tired , do not care , cannot sleep , will not stop"],
    ["I'd rather die. I'd never been happier", "i would rather die . i had never been happier"],
    ["tonight's the night", "tonight is the night"],
    ["my mum's car", "my mums car"],
    ["wanna kil myslef rn", "want to kill myself right now"],
    ["soooo tiiiired", "so tired"],
    ["su1c1dal and k!ll", "suicidal and kill"],
    ["s*icide", "suicide"],
    ["sewerslide", "suicide"],
    ["un-alive", "unalive"],
    ["self-harming", "self harm"],
    ["Crème brûlée, naïve café", "creme brulee , naive cafe"],
    ["dead 💀 lmao", "dead lol lmao"],
    ["I'll be gone. ill be gone", "i will be gone . i will be gone"],
    ["I feel ill", "i feel ill"],
    ["at 3am, 10pm, 4.5 stars, mp3", "at 3am , 10pm , 4 5 stars , mp3"],
    ["wait... what?! ok", "wait . what . ok"],
    ["the train at 11:40", "the train at 11 40"],
    ['she said "I want out"', 'she said "i want out"'],
    ["idk abt u, idc", "i do not know about you , i do not care"],
    ["better off w/o me", "better off without me"],
    ["theyd be fine", "they would be fine"],
    ['"im done"', '"i am done"'],
    ["kys myself", "kill myself"],
    ["i want to kys", "i want to kill myself"],
    ["kys loser", "kys loser"],
    // A title joined to its post with no space is two sentences; brand names stay whole.
    ["Please helpI'm thinking tonight is the night", "please help . i am thinking tonight is the night"],
    ["Struggling to keep existingI don’t know", "struggling to keep existing . i do not know"],
    ["anymoreThis year", "anymore . this year"],
    ["my iPhone, eBay and YouTube at McDonald", "my iphone , ebay and youtube at mcdonald"],
    ["macOS and PhD", "macos and phd"],
  ])("%s → %s", (text, expected) => {
    expect(normaliseCrisisText(text)).toBe(expected);
  });
});

describe("crisisSentences", () => {
  it("cuts at sentence ends and drops empty pieces", () => {
    expect(crisisSentences(normaliseCrisisText("Goodbye. , I'm sorry!! ... ok"))).toEqual(["goodbye", "i am sorry", "ok"]);
    expect(crisisSentences("")).toEqual([]);
  });
});
