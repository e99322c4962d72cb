import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CRISIS_CATEGORIES, CRISIS_MAX_CHARS, detectCrisis, explainCrisis, NO_CRISIS } from "./detector";
import type { CrisisCategory, CrisisLevel } from "./detector";

const level = (text: string) => detectCrisis(text).level;
const reasons = (text: string) => detectCrisis(text).reasons;

describe("detectCrisis: each C-SSRS category, in several phrasings", () => {
  const cases: Array<[CrisisCategory, CrisisLevel, string[]]> = [
    [
      "wish-to-be-dead",
      "crisis",
      [
        "I want to die.",
        "i just wanna die tbh",
        "honestly I wish I were dead",
        "I'd be better off dead",
        "I don't want to live anymore",
        "why can't I just die already",
      ],
    ],
    [
      "wish-to-be-dead",
      "concern",
      [
        "I wish I could go to sleep and never wake up",
        "i hope i dont wake up tomorrow",
        "I wish I'd never been born",
        "tired of living",
        "I hope a bus hits me on the way to work",
        "i want to disappear forever",
      ],
    ],
    [
      "suicidal-thoughts",
      "crisis",
      [
        "I keep thinking about killing myself",
        "kms",
        "feeling really suicidal right now",
        "I want to unalive myself",
        "thinking about s*icide a lot lately",
        "I want to end my life",
        "gonna sewerslide fr",
      ],
    ],
    [
      "method",
      "crisis",
      [
        "what's the most painless way to die",
        "I'm going to take all my pills tonight",
        "how many sleeping pills would it take to not wake up",
        "I keep thinking about jumping off the bridge",
        "I'm going to hang myself",
        "does drowning hurt",
      ],
    ],
    [
      "intent",
      "crisis",
      [
        "I'm going to kill myself tonight",
        "I'm ready to end it all",
        "I don't trust myself to be alone tonight",
        "if nothing changes by Friday I'm going to end my life",
      ],
    ],
    [
      "plan",
      "crisis",
      [
        "I'm planning my suicide",
        "my plan is to take the pills after everyone goes to sleep",
        "I've worked out when and where",
        "I'm going to do it on Friday",
      ],
    ],
    [
      "preparatory-acts",
      "crisis",
      [
        "This is goodbye.",
        "my note is in the drawer",
        "giving all my things away this week",
        "I've been stockpiling my meds",
        "I tried to kill myself last night",
        "By the time you read this I'll be gone",
        "please look after my dog when I'm gone",
      ],
    ],
    [
      "self-harm",
      "crisis",
      [
        "I cut myself again tonight",
        "I burned myself with a lighter",
        "relapsed and cut after 40 days clean",
        "I want to hurt myself",
        "been self-harming again",
        "I overdosed on purpose last night",
      ],
    ],
    [
      "hopelessness",
      "concern",
      [
        "There's no reason for me to keep going.",
        "everyone would be better off without me",
        "I can't do this anymore",
        "I don't want to be here anymore",
        "I'm just a burden to everyone",
        "what's the point of living",
      ],
    ],
  ];
  for (const [category, expected, texts] of cases) {
    it.each(texts)(`${category} at level ${expected} or above: %s`, (text) => {
      const result = detectCrisis(text);
      expect(result.reasons).toContain(category);
      expect(result.crisis).toBe(true);
      expect(expected === "crisis" ? result.level : ["concern", "crisis"]).toContain(result.level);
    });
  }

  it("weak phrases count only beside another signal", () => {
    expect(level("tonight's the night")).toBe("none");
    expect(level("tonight's the night. I can't do this anymore")).toBe("crisis");
    expect(level("I have a plan")).toBe("none");
    expect(level("I'm thinking about killing myself tonight, I have a plan")).toBe("crisis");
    expect(reasons("goodbye everyone. I love you all. I'm sorry for everything.")).toEqual(["preparatory-acts"]);
  });

  it("concern from two different categories about the writer is a crisis", () => {
    expect(level("I'm so tired of living")).toBe("concern");
    expect(level("I'm so tired of living. Nobody would miss me.")).toBe("crisis");
    expect(level("I can't do this anymore, I'm a burden")).toBe("concern"); // one category twice
    // One phrase that two tables know ("gonna kms": intent and thoughts) is not two concerns.
    expect(detectCrisis("bro i'm gonna kms this homework")).toMatchObject({ level: "concern", reasons: ["suicidal-thoughts", "intent"] });
  });

  it("the issue's own examples", () => {
    expect(detectCrisis("I want to die, nothing matters anymore, I cannot go on")).toMatchObject({ crisis: true, level: "crisis" });
    expect(detectCrisis("I am thinking about killing myself tonight, I have a plan")).toMatchObject({ crisis: true, level: "crisis" });
    expect(detectCrisis("my manager praised my project and I feel really happy and grateful")).toEqual(NO_CRISIS);
  });
});

describe("detectCrisis: what is not a crisis", () => {
  it.each([
    "my feet are killing me",
    "I'm dying to see that film",
    "I could die of embarrassment",
    "this exam will be the death of me",
    "kill me now lol this homework",
    "I killed it at the gym",
    "just killing time before my train",
    "cut the onions",
    "burned the toast",
    "overdosed on coffee this morning",
    "my phone is dead",
    "my grandfather died",
    "a friend died by suicide last year",
    "My uncle took his own life in 2015. We hold a memorial every spring.",
    "I'm so tired after work",
    "sad today",
    "the character wanted to die",
    "in the novel the narrator says he wants to die",
    "Police said the man died by suicide after a standoff.",
    "September is Suicide Prevention Month. If you're struggling, call or text 988.",
    "What are the warning signs that someone is thinking about suicide?",
    "I cut myself shaving",
    "burned myself on the kettle this morning",
    "I need to end it with him this weekend",
    "this cake is to die for",
    "cross my heart and hope to die",
    "i could sleep forever after that hike",
    "The Suicide Squad movie was better than expected",
    "I'm doing a presentation on suicide prevention for my nursing course",
    "bought a rope swing for the kids",
    "I'm not going to make it to the party, sorry",
  ])("%s", (text) => {
    expect(detectCrisis(text)).toEqual(NO_CRISIS);
  });

  it("negation: denials are not crises, unless taken back", () => {
    for (const text of [
      "I would never hurt myself",
      "I don't want to die",
      "I'm not suicidal, just really sad",
      "never had any thoughts of self harm",
      "No, I'm not thinking about suicide.",
      "I have no plans to kill myself",
    ]) {
      expect(detectCrisis(text), text).toEqual(NO_CRISIS);
    }
    expect(level("I don't know why I want to die")).toBe("crisis");
    expect(level("I said I would never hurt myself but I lied")).toBe("crisis");
  });

  it("jokes: laughter lowers one step, laughter about a trivial thing lowers two", () => {
    expect(level("i want to die")).toBe("crisis");
    expect(level("i want to die lol")).toBe("concern");
    expect(level("ugh i want to die this traffic is insane lol")).toBe("none");
    expect(level("my team lost again, i'm going to kms lol")).toBe("none");
    expect(level("lol jk. no actually i am not joking, i want to die")).toBe("crisis");
    expect(level("ugh i want to die")).toBe("concern");
    expect(level("ugh i want to die, my boss just replied all to the whole company lol")).toBe("none");
  });

  it("tense: long past ideation is concern, none when the writer says they are through it", () => {
    expect(level("Last night I wanted to die")).toBe("crisis");
    expect(level("I used to want to die every day. I still do sometimes.")).toBe("concern");
    expect(level("I used to want to die, but I'm doing much better now.")).toBe("none");
    expect(level("Two years ago I attempted suicide. Today I'm two years into recovery and so grateful to be alive.")).toBe("none");
    expect(level("I tried to kill myself when I was 16. I'm doing better now, but some nights the thoughts come back.")).toBe("concern");
  });

  it("someone else: a person the writer knows at risk now is concern; a story, the news or people in general are not", () => {
    expect(detectCrisis("she said she wanted to kill herself")).toMatchObject({
      crisis: true,
      level: "concern",
      reasons: ["suicidal-thoughts"],
    });
    expect(detectCrisis("my friend said she wants to die and I don't know what to do")).toMatchObject({ crisis: true, level: "concern" });
    expect(detectCrisis('he texted me "I want to kill myself"').level).toBe("concern");
    expect(detectCrisis("my girlfriend texted me goodbye and now she won't answer her phone")).toMatchObject({
      level: "concern",
      reasons: ["preparatory-acts"],
    });
    expect(detectCrisis("my brother has been talking about suicide a lot lately").level).toBe("concern");
    expect(detectCrisis("my brother killed himself two years ago")).toEqual(NO_CRISIS);
    expect(detectCrisis("the villain tries to kill himself in the final scene")).toEqual(NO_CRISIS);
    expect(detectCrisis("Why do people self-harm? Trying to understand for my psychology essay")).toEqual(NO_CRISIS);
  });
});

describe("detectCrisis: broader slots and phrases (decision 008, addendum 2026-11-24)", () => {
  const cases: Array<[CrisisCategory, string]> = [
    ["wish-to-be-dead", "i just want to check out for good"], // {euph}
    ["wish-to-be-dead", "i want off this ride"],
    ["wish-to-be-dead", "can't wait to meet my maker"],
    ["wish-to-be-dead", "i'd be better off six feet under"], // {deadstate}
    ["wish-to-be-dead", "i wish i was in the ground already"],
    ["wish-to-be-dead", "i wish the accident had killed me"],
    ["hopelessness", "i'm just tired of breathing"], // {lifeobj}, a scored signal weighing 3
    ["wish-to-be-dead", "i just wanna rest for good"], // {vanish}
    ["wish-to-be-dead", "i pray every night to not wake up"], // {adv}: every night
    ["wish-to-be-dead", "i'm jealous of dead people"],
    ["wish-to-be-dead", "i regret being born"],
    ["wish-to-be-dead", "i don't deserve to live"],
    ["wish-to-be-dead", "i don't want to see another birthday"],
    ["wish-to-be-dead", "i feel like dying"],
    ["wish-to-be-dead", "the only way out is death"],
    ["wish-to-be-dead", "i'd honestly rather die than face tomorrow"],
    ["wish-to-be-dead", "i wish i never existed at all 💔"],
    ["suicidal-thoughts", "tonight i'm going to end the pain for good"], // {endit}
    ["intent", "i'm so close to just ending it"],
    ["intent", "if i had the guts i'd do it"],
    ["hopelessness", "i don't have any reason to keep going"],
    ["hopelessness", "nothing is worth living for"],
    ["preparatory-acts", "woke up in the hospital again. they pumped my stomach"],
    ["preparatory-acts", "my last day on earth"],
    ["method", "how many of my sleeping pills would be too many"],
    ["wish-to-be-dead", "i wish i wasn't born"],
    ["hopelessness", "i can't take this pain anymore"],
    ["intent", "i'm scared i'm going to do something stupid tonight"],
    ["intent", "i don't think i can make it through tonight"],
    ["wish-to-be-dead", "I feel like I've already lived too long. 26 and done"],
    ["wish-to-be-dead", "if I didn't wake up tomorrow I wouldn't be sad about it at all"],
    ["wish-to-be-dead", "i keep having this daydream where i get a terminal diagnosis"],
    ["suicidal-thoughts", "the thoughts of dying never go away"],
    ["method", "one turn of the wheel and it would all be over"],
    ["wish-to-be-dead", "My only wish is to fall asleep one night and just not wake up."],
    ["wish-to-be-dead", "if i disappeared nobody would even look for me"],
    ["preparatory-acts", "I've started leaving things in order."],
  ];
  it.each(cases)("%s: %s", (category, text) => {
    expect(detectCrisis(text).reasons).toContain(category);
  });

  it("weak phrases: 'ready to go' and a one-word 'soon' count beside another signal", () => {
    expect(level("ready to go. i'm just ready to go")).not.toBe("none");
    expect(level("ive been planning it for weeks. soon")).not.toBe("none");
    expect(level("soon")).toBe("none");
  });

  it.each([
    "i'd rather die than wear crocs in public",
    "i'm so tired of fighting with my landlord about the heating",
    "no reason to stay up so late but here i am",
    "i don't see a future for this relationship honestly, we want different things",
    "i'm going to hurt myself laughing if you keep sending these memes",
    "i want to disappear forever into this book series, it's so good",
    "just want to fall asleep and never wake up before noon fr",
    "the way i want to unalive my alarm clock every morning",
    "my team got destroyed in the playoffs. i wanted to die watching it",
  ])("still none: %s", (text) => {
    expect(detectCrisis(text)).toEqual(NO_CRISIS);
  });

  it("'not a joke' is not a trivial cause", () => {
    expect(level("i just wanna sleep and never wake up 😴💀 not a joke")).toBe("concern");
    expect(level("i just wanna sleep and never wake up lol")).toBe("none");
  });

  it("a past told as past: 'in my early 20s' is long ago, 'life is genuinely good' is through it", () => {
    expect(level("I used to think about suicide a lot in my early 20s. I'm 35 now and life is genuinely good.")).toBe("none");
  });

  it("'got better at hiding it' is not a recovery", () => {
    expect(level("I tried to kill myself when I was 16. I just got better at hiding it.")).not.toBe("none");
    expect(level("I tried to kill myself when I was 16. Things got better and I'm doing well.")).toBe("none");
  });
});

describe("detectCrisis: normalised spellings", () => {
  it.each([
    ["I want to die", "I WANT TO DIE"],
    ["I don't want to live anymore", "i dont want to live anymore"],
    ["I don't want to live anymore", "I don’t want to live any more"],
    ["I'm going to kill myself", "im gonna kill myslef"],
    ["I want to die", "i wnat to diee"],
    ["I want to die", "i want to dieeeee"],
    ["I am suicidal", "su1c1dal again"],
    ["I want to die", "Je veux mourir? no — I want to díe"],
    ["I keep thinking about ending it", "thinking abt ending it again"],
    ["my family would be better off without me", "my family would be better off w/o me"],
    ["I want to kill myself", "i want to kys myself"],
    ["I want to kill myself", "i wanna kys"],
    ["if I die tonight I don't care", "if i die tonight idc"],
  ])("%s ~ %s", (plain, variant) => {
    expect(detectCrisis(variant).crisis).toBe(true);
    expect(detectCrisis(variant).reasons).toEqual(detectCrisis(plain).reasons);
  });

  it("a time of day does not cut a sentence in two", () => {
    expect(detectCrisis("the train comes at 11:40 and I know where to stand. I have the pills too").crisis).toBe(true);
  });
});

describe("detectCrisis: output", () => {
  const crisisText = fc.constantFrom("i want to die", "kill myself", "no reason to keep going", "this is goodbye", "I cut myself");

  it("has exactly crisis, level and reasons; crisis is level ≠ none; reasons are known categories, unique, in order", () => {
    fc.assert(
      fc.property(fc.string(), crisisText, fc.string(), (before, phrase, after) => {
        for (const text of [`${before} ${phrase} ${after}`, before]) {
          const result = detectCrisis(text);
          expect(Object.keys(result).sort()).toEqual(["crisis", "level", "reasons"]);
          expect(result.crisis).toBe(result.level !== "none");
          expect(result.reasons.length > 0).toBe(result.crisis);
          const order = result.reasons.map((r) => CRISIS_CATEGORIES.indexOf(r));
          expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reasons never carry words from the text", () => {
    const result = detectCrisis("Zelphina wrote: I want to kill myself with Qwertyuiop tonight");
    expect(JSON.stringify(result)).not.toMatch(/zelphina|qwertyuiop|tonight/i);
    expect(JSON.stringify(explainCrisis("Zelphina wants to die, Qwertyuiop"))).not.toMatch(/zelphina|qwertyuiop/i);
  });

  it("is deterministic: the same text gives the same answer, whatever came before", () => {
    const texts = [
      "I want to die lol",
      "I used to want to die, but I'm doing much better now.",
      "goodbye everyone. I love you all.",
      "sad today",
      "kms",
    ];
    const first = texts.map((text) => detectCrisis(text));
    for (let round = 0; round < 3; round += 1)
      expect(
        [...texts]
          .reverse()
          .map((text) => detectCrisis(text))
          .reverse(),
      ).toEqual(first);
  });

  it("answers NO_CRISIS for empty input or a non-string, and NO_CRISIS cannot be changed", () => {
    expect(detectCrisis("")).toBe(NO_CRISIS);
    expect(detectCrisis("   \n ")).toBe(NO_CRISIS);
    expect(detectCrisis(undefined as unknown as string)).toBe(NO_CRISIS);
    expect(NO_CRISIS).toEqual({ crisis: false, level: "none", reasons: [] });
    expect(Object.isFrozen(NO_CRISIS) && Object.isFrozen(NO_CRISIS.reasons)).toBe(true);
  });

  it(`reads the first ${CRISIS_MAX_CHARS} characters of a long post`, () => {
    const filler = "Today was an ordinary day at work. ".repeat(400);
    expect(detectCrisis(`${filler} I want to die.`).crisis).toBe(true);
    expect(detectCrisis(`${"x".repeat(CRISIS_MAX_CHARS)} I want to die.`).crisis).toBe(false);
  });

  it("explainCrisis names the rules that counted, with the level each earned", () => {
    expect(explainCrisis("I want to die, I can't do this anymore").map((h) => [h.category, h.level])).toEqual([
      ["wish-to-be-dead", "crisis"],
      ["hopelessness", "concern"],
    ]);
    expect(explainCrisis("tonight's the night")).toEqual([]);
  });
});

describe("detectCrisis: a post's title joined to its body with no space", () => {
  it("reads the body's first sentence as a sentence of its own", () => {
    // Read as one run ("outi am ready to go"), the second sentence's "I" is lost and nothing is heard.
    expect(level("no way outI'm ready to go")).not.toBe("none");
    expect(level("I can't do this anymoreI want to kill myself")).toBe("crisis");
  });
});
