// The Hindi crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), in Devanagari and romanised Hindi, someone else at
// risk, and the idioms, negations, grief and stories that must stay none. Texts written for
// this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { HI_CRISIS } from "./hi";
import { languageHits, levelOfHits } from "./match";

const read = (text: string) => {
  const hits = languageHits(text, HI_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["मैं मरना चाहता हूँ", "wish-to-be-dead", "crisis"],
  ["मैं मरना चाहती हूं", "wish-to-be-dead", "crisis"],
  ["मुझे मरना है", "wish-to-be-dead", "crisis"],
  ["mujhe marna hai", "wish-to-be-dead", "crisis"],
  ["main mrna chahta hu", "wish-to-be-dead", "crisis"],
  ["mujhe mar jana hai", "wish-to-be-dead", "crisis"],
  ["काश मैं मर जाऊँ", "wish-to-be-dead", "crisis"],
  ["marne ka mann karta hai", "wish-to-be-dead", "crisis"],
  ["jeena nahi chahta", "wish-to-be-dead", "crisis"],
  ["मुझे जीना नहीं है", "wish-to-be-dead", "crisis"],
  ["काश मौत आ जाए", "wish-to-be-dead", "crisis"],
  ["मम्मी ने डाँटा और मैं मरना चाहता हूँ", "wish-to-be-dead", "crisis"],
  ["jeene ka mann nahi karta", "wish-to-be-dead", "concern"],
  ["kaash main paida hi na hota", "wish-to-be-dead", "concern"],
  ["गायब हो जाना चाहता हूँ", "wish-to-be-dead", "concern"],
  ["जीने से थक गया हूँ", "wish-to-be-dead", "concern"],
  ["zindagi se thak gayi hu", "wish-to-be-dead", "concern"],
  ["भगवान मुझे उठा ले", "wish-to-be-dead", "concern"],
  ["सो जाऊँ और फिर कभी न उठूँ", "wish-to-be-dead", "concern"],
  // Suicidal thoughts.
  ["आत्महत्या करने का मन करता है", "suicidal-thoughts", "crisis"],
  ["खुदकुशी के ख्याल आते हैं", "suicidal-thoughts", "crisis"],
  ["suicide karne ka mann karta hai", "suicidal-thoughts", "crisis"],
  ["khudkushi ke khayal aate hain", "suicidal-thoughts", "crisis"],
  ["zindagi khatam karne ka mann hai", "suicidal-thoughts", "crisis"],
  ["अपनी जान लेना चाहता हूँ", "suicidal-thoughts", "crisis"],
  ["khud ko maarna chahti hu", "suicidal-thoughts", "crisis"],
  // Intent.
  ["मैं आत्महत्या कर लूँगा", "intent", "crisis"],
  ["ज़िंदगी ख़त्म कर दूँगा", "intent", "crisis"],
  ["zindagi khatam kar dunga", "intent", "crisis"],
  ["suicide kar lungi", "intent", "crisis"],
  ["aaj raat mar jaunga", "intent", "crisis"],
  ["मरने का फैसला कर लिया", "intent", "crisis"],
  // Plan.
  ["मरने का तरीका सोच लिया", "plan", "crisis"],
  ["marne ka plan bana liya", "plan", "crisis"],
  ["friday ko suicide karunga", "plan", "crisis"],
  // Method.
  ["कितनी नींद की गोलियाँ खाने से मौत होती है", "method", "crisis"],
  ["kitni goliyan khane se mar jaunga", "method", "crisis"],
  ["marne ka aasan tarika", "method", "crisis"],
  ["पंखे से लटक जाऊँगा", "method", "crisis"],
  ["fansi laga lunga", "method", "crisis"],
  ["chhat se kood jaun", "method", "crisis"],
  ["zeher kha lunga", "method", "crisis"],
  ["neend ki goliyan jama kar raha hu", "method", "crisis"],
  // Preparatory acts and attempts.
  ["सुसाइड नोट लिख दिया", "preparatory-acts", "crisis"],
  ["suicide note likh diya", "preparatory-acts", "crisis"],
  ["मैंने मरने की कोशिश की", "preparatory-acts", "crisis"],
  ["kal raat suicide attempt kiya", "preparatory-acts", "crisis"],
  ["सबको अलविदा हमेशा के लिए", "preparatory-acts", "crisis"],
  // Self-harm, now.
  ["खुद को चोट पहुँचाई", "self-harm", "crisis"],
  ["khud ko hurt kiya", "self-harm", "crisis"],
  ["ब्लेड से हाथ काट लिया", "self-harm", "crisis"],
  ["haath ki nas kaat li", "self-harm", "crisis"],
  ["phir se self harm kiya", "self-harm", "crisis"],
  // Hopelessness.
  ["जीने का कोई मतलब नहीं", "hopelessness", "concern"],
  ["jeene ka koi matlab nahi", "hopelessness", "concern"],
  ["मेरे बिना सब खुश रहेंगे", "hopelessness", "concern"],
  ["main sabpe bojh hu", "hopelessness", "concern"],
  ["अब और नहीं जी सकता", "hopelessness", "concern"],
  ["mere marne se kisi ko fark nahi padega", "hopelessness", "concern"],
  ["kya fayda jeene ka", "hopelessness", "concern"],
  // Long ago, not said to be over: concern.
  ["कुछ साल पहले मैं मरना चाहता था", "suicidal-thoughts", "concern"],
];

const OTHER: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["मेरा दोस्त मरना चाहता है", "suicidal-thoughts"],
  ["meri dost marna chahti hai", "suicidal-thoughts"],
  ["mera bhai kehta hai ki wo suicide kar lega", "suicidal-thoughts"],
  ["उसने कहा कि उसे मरना है", "suicidal-thoughts"],
  ["वो खुद को चोट पहुँचाती है", "self-harm"],
];

const NONE: readonly string[] = [
  // Idioms and hyperbole.
  "हँसते हँसते मर गया",
  "hanste hanste mar gaya",
  "भूख से मर रहा हूँ",
  "garmi se mar gaya",
  "mar jaava",
  "जान ले लोगे क्या",
  "तेरे लिए जान दे दूँगा",
  "tere liye jaan de dunga",
  "हम तुम पर मर मिटेंगे",
  "exam ne maar diya",
  "मरने की भी फुर्सत नहीं",
  "मैं मर गया",
  "mar jaunga tere bina",
  // Negations.
  "मैं मरना नहीं चाहता",
  "मैं नहीं मरना चाहता",
  "mujhe marna nahi hai",
  "marna nahi chahta",
  "kabhi nahi marna chahta",
  // Grief and others' past.
  "मेरे पापा पिछले साल गुज़र गए",
  "मेरे दोस्त ने 2019 में आत्महत्या कर ली",
  // Stories, news.
  "फ़िल्म में हीरो मरना चाहता था",
  "news mein suicide ki khabar padhi",
  // Everyday sadness, work, exams.
  "बहुत उदास हूँ, माँ की याद आती है",
  "ऑफिस के बाद बहुत थक गया हूँ",
  "सब्ज़ी काटते हुए हाथ कट गया",
  "alvida sabko",
  "ab bardasht nahi hota",
  "कुछ साल पहले मैं मरना चाहता था, अब मैं ठीक हूँ",
];

describe("Hindi crisis table", () => {
  it.each(POSITIVE)("%s → %s (%s)", (text, category, level) => {
    const result = read(text);
    expect(result.level).toBe(level);
    expect(result.categories).toContain(category);
    expect(result.self).toBe(true);
  });

  it.each(OTHER)("someone else at risk: %s → concern (%s)", (text, category) => {
    const result = read(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
    expect(result.self).toBe(false);
  });

  it.each(NONE)("none: %s", (text) => {
    expect(read(text).level).toBe("none");
  });

  it("laughter lowers one step: crisis to concern, concern to none", () => {
    expect(read("mai marna chahta hu hahaha").level).toBe("concern");
    expect(read("mujhe marna hai lol").level).toBe("concern");
    expect(read("marne ka mann karta hai 😂").level).toBe("concern");
    expect(read("jeene ka koi matlab nahi lol").level).toBe("none");
    expect(read("mazak nahi kar raha, mujhe marna hai").level).toBe("crisis");
  });

  it("concern in two categories about the writer is a crisis", () => {
    expect(read("जीने से थक गया हूँ। मेरे बिना सब खुश रहेंगे").level).toBe("crisis");
  });

  it("weak phrases count only beside another", () => {
    expect(read("sab plan kar liya").level).toBe("none");
    expect(read("sab plan kar liya. alvida sabko").level).toBe("crisis");
    expect(read("koi umeed nahi. mujhe marna hai").level).toBe("crisis");
  });

  it("nukta and ँ/ं may be left out", () => {
    expect(read("जिंदगी खत्म कर दूंगा").level).toBe("crisis");
    expect(read("ज़िन्दगी ख़त्म कर दुंगी").level).toBe("crisis");
  });

  it("every rule fires on one of the examples", () => {
    const texts = [
      ...POSITIVE.map(([text]) => text),
      ...OTHER.map(([text]) => text),
      "faisla kar liya. alvida sabko",
      "rassi le aaya. ab bardasht nahi hota",
    ];
    const fired = new Set(texts.flatMap((text) => languageHits(text, HI_CRISIS).map((h) => h.pattern)));
    const silent = HI_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });

  it("reads a long text quickly (no runaway backtracking)", () => {
    const long = "मेरा दोस्त बहुत अच्छा है aur bhook se mar raha hu, ".repeat(400) + "jeene ka koi matlab nahi";
    const started = performance.now();
    expect(read(long).level).toBe("concern");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
