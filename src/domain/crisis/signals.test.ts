// The scored layer (src/domain/crisis/signals.ts): weaker signals that add up in one post. Each family has
// an example that reaches "concern" with it, and the rules of the sum are pinned down: the
// threshold, the core a sum needs, the cap on distress, a family heard again, weak phrases,
// and the same context rules as the phrase tables.
import { describe, expect, it } from "vitest";
import { detectCrisisByRules as detectCrisis, explainCrisis, explainCrisisSignals, NO_CRISIS } from "./rules";
import type { CrisisCategory } from "./rules";
import { SIGNAL_CATEGORY, SIGNAL_DISTINCT_CAP, SIGNAL_THRESHOLD } from "./signals";
import type { SignalFamily } from "./signals";

const families = (text: string) => Object.fromEntries(explainCrisisSignals(text).signals.map((s) => [s.family, s.weight]));

describe("scored signals: each family, in a text no phrase rule decides", () => {
  const cases: Array<[SignalFamily, CrisisCategory, string]> = [
    ["death-wish", "wish-to-be-dead", "can't wait for the day i stop breathing 🙏"],
    ["death-wish", "wish-to-be-dead", "sometimes when im crossing the road i slow down and kind of hope a car doesnt stop"],
    ["death-thoughts", "suicidal-thoughts", "my brain keeps telling me to just end things. and i'm starting to listen"],
    ["no-future", "hopelessness", "can't see myself making it to 25. or 21 honestly"],
    ["weary-of-life", "hopelessness", "existence is exhausting and i want to opt out"],
    ["burden", "hopelessness", "the people in my life would be better off w/o me honestly"],
    ["burden", "hopelessness", "one less mouth to feed, one less disappointment"],
    ["means", "method", "Last night I sat in my car in the garage with the engine running. I'm scared of myself right now."],
    ["self-injury", "self-harm", "my scars are healing but i'm so numb lately"],
    ["farewell", "preparatory-acts", "wrote my note today. feels weird"],
    ["reasons-to-stay", "hopelessness", "the only thing stopping me is my mom and i'm so tired"],
    ["death-talk", "suicidal-thoughts", "death. that's all i can picture lately. i'm depressed and alone"],
  ];
  it.each(cases)("%s → %s: %s", (family, category, text) => {
    expect(families(text)).toHaveProperty(family);
    expect(SIGNAL_CATEGORY[family]).toBe(category);
    expect(explainCrisis(text).map((h) => h.category)).toEqual([category]);
    expect(detectCrisis(text)).toEqual({ crisis: true, level: "concern", reasons: [category] });
  });
});

describe("scored signals: the concepts behind each rule reach concern", () => {
  it.each([
    "if there was a way to just quietly not be here, I'd take it",
    "I keep hoping I'll get sick with something serious so it can be over",
    "whats the point of recovering. I'd rather it all just stopped",
    "does anyone else feel like they're just waiting for their life to end?",
    "Lately I've been thinking I'd like to just go somewhere quiet and not come back. There's nothing left in me, I'm so empty",
    "I've been looking at the beams in the garage. It would just be a relief.",
    "i keep thinking it would leave no hole if i was gone. that thought is weirdly peaceful to me",
    "I wish I could press a button and just cease to exist. I'm so tired and empty",
    "I'd like to set it down for good. I'm exhausted",
    "I hate that I'm still here",
    "every day feels like a punishment for still being alive",
    "nothing makes me want to stay. not my job, not my friends, nothing",
    "everyone keeps telling me to hold on but I don't know what I'm holding on for",
    "I've been depressed for so long that I can't remember what wanting to live felt like",
    "I'm just surviving, not living. and I'm tired of surviving",
    "I don't expect to be around next summer",
    "i don't think i'm gonna make it to 2026",
    "I don't want decades. I'm not sure I want next month. I feel so hopeless",
    "one day i'll be gone and everyone will finally be at peace",
    "one turn of the wheel would solve everything. the thought keeps getting louder",
    "the idea of living another 50 years like this is unbearable",
    "I feel like I'm failing everyone. its time i left too",
    "i want to disappear for real this time",
    "i dread waking up every single day",
    "I keep hoping something will take me out so I don't have to do it myself.",
    "Every morning I wake up disappointed that I'm still here.",
    "If I'm honest, the idea of dying doesn't scare me anymore. It sounds like rest.",
    "Why does everyone expect me to want to live? I never asked to be born.",
    "i keep imagining what it would be like if i just stopped existing. i think about it every night",
    "not gonna make it to my birthday i think",
    "Is it normal to not want a future? I can't imagine being alive at 40.",
    "I don't think I'm meant to be alive.",
    "i'm tired boss. of everything. of being alive",
    "I'm running out of reasons to stay alive.",
    "I've been trying so hard for so long and I'm just out of energy to keep living.",
    "The thought of another year like this makes me want to give up completely.",
    "I'm exhausted from fighting my own brain every day. I don't want to fight anymore.",
    "I think it'd hurt her less if I just wasn't around anymore",
    "I've been driving around looking for a place to crash the car so it looks like an accident",
    "i've been saying goodbye to people without them knowing",
    "I've made sure my dog will be taken care of. I'm just finished.",
    "how nice it would be to just lie down somewhere and not have to get back up",
  ])("%s", (text) => {
    expect(detectCrisis(text).crisis).toBe(true);
  });
});

describe("scored signals: how they add up", () => {
  it(`a text needs ${SIGNAL_THRESHOLD} and a core family; amplifiers alone never count`, () => {
    expect(SIGNAL_THRESHOLD).toBe(3);
    expect(explainCrisisSignals("Life is exhausting.").score).toBe(2);
    expect(detectCrisis("Life is exhausting.")).toEqual(NO_CRISIS);
    expect(detectCrisis("Life is exhausting and I'm so depressed.").level).toBe("concern");
    const amplifiers = "idk why i'm posting this. i keep thinking about it every day. i'm so depressed and alone, i just cry";
    expect(explainCrisisSignals(amplifiers).score).toBeGreaterThanOrEqual(SIGNAL_THRESHOLD);
    expect(Object.keys(families(amplifiers)).every((f) => SIGNAL_CATEGORY[f as SignalFamily] === null)).toBe(true);
    expect(detectCrisis(amplifiers)).toEqual(NO_CRISIS);
  });

  it("a weight-3 signal is enough alone; a weight-2 one needs company", () => {
    expect(families("i'd be okay with dying tomorrow")).toEqual({ "death-wish": 3 });
    expect(detectCrisis("i'd be okay with dying tomorrow").level).toBe("concern");
    expect(families("i think about not being here")).toEqual({ "death-thoughts": 2 });
    expect(detectCrisis("i think about not being here")).toEqual(NO_CRISIS);
    expect(detectCrisis("i think about not being here like 24/7 now").level).toBe("concern");
  });

  it(`distress counts each kind once, up to ${SIGNAL_DISTINCT_CAP.distress}`, () => {
    expect(families("i'm depressed, empty, alone and exhausted")).toEqual({ distress: 2 });
    expect(families("depressed. so depressed. depression every day")).toMatchObject({ distress: 1 });
  });

  it("a core family heard again in another sentence adds 1", () => {
    expect(families("i think i'm ready")).toEqual({ farewell: 2 });
    expect(detectCrisis("i think i'm ready")).toEqual(NO_CRISIS);
    expect(explainCrisisSignals("i said goodbye to my sister tonight. i think i'm ready").score).toBe(3);
    expect(detectCrisis("i said goodbye to my sister tonight. i think i'm ready").level).toBe("concern");
  });

  it("a weak behaviour phrase weighs 2 and is core; a weak hopelessness phrase weighs 1", () => {
    expect(detectCrisis("there's a bottle of pills on my desk and i feel so empty")).toMatchObject({
      level: "concern",
      reasons: ["method"],
    });
    expect(detectCrisis("I'm exhausted. Three night shifts in a row and I can barely keep my eyes open.")).toEqual(NO_CRISIS);
    expect(detectCrisis("i hate my acne so much. i've tried everything and nothing works")).toEqual(NO_CRISIS);
  });

  it("a weak phrase counted only because of the signals around it is concern, not crisis", () => {
    expect(explainCrisis("goodbye everyone. i feel oddly calm")).toEqual([
      expect.objectContaining({ category: "preparatory-acts", level: "concern" }),
    ]);
  });

  it("a phrase decides on its own; signals in the same words add nothing", () => {
    expect(detectCrisis("I want to die")).toEqual({ crisis: true, level: "crisis", reasons: ["wish-to-be-dead"] });
    expect(explainCrisis("I want to die, I'm so depressed").map((h) => h.category)).toEqual(["wish-to-be-dead"]);
  });

  it("explainCrisis names the families that made the score", () => {
    expect(explainCrisis("i think about not being here like 24/7 now")).toEqual([
      { category: "suicidal-thoughts", level: "concern", pattern: "score 3 ≥ 3: death-thoughts 2, rumination 1" },
    ]);
  });
});

describe("scored signals: context", () => {
  it("negation, someone else, a story or a joke do not add up", () => {
    expect(families("i am not a burden to my family, i know that now")).toEqual({});
    expect(detectCrisis("i would never want to disappear, i'm so depressed though")).toEqual(NO_CRISIS);
    expect(families("my brother keeps saying he can't wait for the day he stops breathing")).toEqual({});
    expect(detectCrisis("in the song she sings about wanting to disappear forever and feeling so alone")).toEqual(NO_CRISIS);
    expect(detectCrisis("i wanna disappear lol")).toEqual(NO_CRISIS);
  });

  it("hard negatives stay negative", () => {
    for (const text of [
      "my feet are killing me",
      "I'm dying to see that film",
      "I could die of embarrassment",
      "this exam will be the death of me",
      "my grandfather died and i'm so sad and alone",
      "I would never hurt myself",
      "bruh i just died 5 times to the same guy, so frustrated",
      "i'm so done with this week, exhausted",
      "ready to go on vacation NOW please",
      "can't wait to not exist in this office by 5pm",
      "counting down the days until summer break",
      "I'm so tired after this long week at work, and a bit sad that the holiday is over.",
      "I'm tired of living in this tiny flat",
      "Long rant about my roommate. I'm counting down the days. I'm at the end of my rope with her.",
      "just want to fall asleep and never wake up before noon. weekends are sacred",
      "no reason to stay up so late but here i am",
      "i don't see a future for this relationship honestly",
      "7-3 is the best thing I've ever done with my life",
      "As long as I have my plasma rifle I think I can traverse the wastes just fine",
      "cross my heart and hope to die",
      "I want to move to Japan for good",
      "this mom wants her child to die",
      "I want capitalism to die, I'm so tired",
      "I would love you forever! I'm so lonely without you",
      "i hate my commute so much, dreading waking up for it",
      "I wish I could make this meeting disappear into thin air",
      "if I was gone for a week nobody at work would notice",
      "waiting for the end of the semester like",
    ]) {
      expect(detectCrisis(text), text).toEqual(NO_CRISIS);
    }
  });
});
