// How real people say it, read in proportion: method questions with the means at hand are a
// crisis, quiet hopelessness is at least a concern, exam jokes, presentation nerves and grief are
// not crises (docs/decisions/008 and 022).
import { describe, expect, it } from "vitest";
import { detectCrisis } from "./detector";
import { readByRules } from "./rules";

describe("detectCrisis, calibrated", () => {
  it.each([
    "would a bottle of ibuprofen do it, i have a whole bottle in my hand",
    "cliff or train which one would you choose",
    "hopefully i wont wake up tomorrow i just took about 10 hydros",
    "Why shouldn't I kill myself?",
    "In about 30 mins I will cease to exist",
  ])("a crisis: %s", (text) => {
    expect(detectCrisis(text).level).toBe("crisis");
  });

  it("quiet hopelessness is at least a concern", () => {
    expect(detectCrisis("I'm so tired of everything, nothing will ever change and I don't see the point anymore").crisis).toBe(true);
  });

  it.each([
    "this exam is killing me lol",
    "This exam is killing me. I have studied for weeks and I still feel so stressed and anxious about tomorrow.",
    "I have a presentation tomorrow and I'm so nervous I could die",
    "My grandmother died last spring and I still miss her every day",
    "Would a bottle of wine be enough for six people? I have a whole bottle in my hand already.",
  ])("not a crisis: %s", (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
  });
});

// Wordings found missing on the training and tune splits of the real posts (decision 022, "Tables
// read on real wording"); the examples here are our own. Each rule has its hard negatives beside it.
describe("detectCrisis, real wording the tables learned", () => {
  it.each([
    "the one thing I still want is to be dead",
    "somebody just kill me, I mean it",
    "I'm looking for someone to shoot me",
    "this could be my last month on earth",
    "I just want to fade into nothing",
    "let me die. I'm begging you",
    "I can't find the will to live anymore",
    "talk me out of killing myself",
    "tell me one good reason not to jump",
    "if I owned a gun I would end it",
    "is 30 mg of my meds enough to not wake up",
    "would a bottle of bleach kill me",
    "how long does drowning take, it's for me",
    "any painless ways to end it?",
    "is a ten storey building high enough for instant death",
    "by this time next week I'll be gone",
    "I'm probably gonna die tonight and nobody will notice",
    "heading to the woods and not planning on coming back",
    "I will walk into the river tomorrow",
    "I'll be gone before christmas. I can't do this anymore",
    "I'm going to take a whole load of pills tonight",
  ])("at least a concern: %s", (text) => {
    expect(detectCrisis(text).crisis).toBe(true);
  });

  it.each([
    "the one thing I want is to be done with this essay",
    "my coach will kill me if I am late again",
    "someone kill me, this lecture is so long lol",
    "if you want to join, just shoot me a message",
    "last year of uni, can't wait to graduate",
    "I want to be erased from that group chat",
    "let me die on this hill: pineapple belongs on pizza",
    "I can't find the remote anywhere",
    "talk me out of buying another guitar",
    "give me a reason to go to the gym tomorrow",
    "if I had a gun license I would go hunting with my uncle",
    "will 400 mg of ibuprofen be enough for a migraine",
    "how painful is a tattoo on the ribs",
    "what are the odds of rain if I go tomorrow",
    "by this time tomorrow I will be in Lisbon",
    "I'm going to die tomorrow of embarrassment at the recital",
    "moving to Canada and not planning on coming back anytime soon",
    "we walked into the sea to cool off",
    "I'll be gone by next week, the new job starts on Monday",
    "I took a load of photos today",
  ])("not a crisis: %s", (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
  });

  it("'anyone else' asked about oneself is the writer's own; about others or a film it stays set aside", () => {
    expect(detectCrisis("does anyone else feel like they want to die every single morning").crisis).toBe(true);
    expect(detectCrisis("is anyone else here thinking about suicide again").crisis).toBe(true);
    expect(detectCrisis("does anyone else think the hero wanted to die at the end of the movie").crisis).toBe(false);
    expect(detectCrisis("why do people want to die more often in winter").crisis).toBe(false);
  });

  it("'my last year' is not long ago: the last year of one's life stays", () => {
    expect(detectCrisis("this may be my last year alive").crisis).toBe(true);
    expect(detectCrisis("last year I wanted to die, but life is good now").crisis).toBe(false);
  });
});

// The model may read a short text (12 to 40 words) in which the tables heard signals that counted
// but fell short of a concern; what context set aside, plain words of death and a goodbye alone
// still keep it out (decision 022).
describe("readByRules' heard: set aside by context, not merely below the threshold", () => {
  it.each([
    ["the doctors told my mum I was close to dying after the crash", true],
    ["I said goodbye to my cousin at the station this morning", true],
    ["my friend says she wants to die when she is stressed", true],
    ["I will never hurt myself, I promised my sister", true],
    ["on holiday I want to sleep and never wake up before 11", true],
    ["I hate my life and I am so tired of all of it", false],
    ["nothing ever changes and I am so tired", false],
  ] as const)("%s → heard %s", (text, heard) => {
    expect(readByRules(text).heard).toBe(heard);
  });
});
