// The Swedish crisis table read by the shared matcher: every category is found at the level the
// English detector gives it (docs/decisions/008-crisis-detection.md), informal and unaccented
// spellings included, and idioms, negations, grief, stories and someone else's past stay none.
import { describe, expect, it } from "vitest";
import type { CrisisCategory } from "../detector";
import { languageHits, levelOfHits } from "./match";
import { SV_CRISIS } from "./sv";

type Positive = readonly [text: string, level: "crisis" | "concern", category: CrisisCategory];

const POSITIVES: readonly Positive[] = [
  // Wish to be dead said plainly: crisis, as in English.
  ["Jag vill dö.", "crisis", "wish-to-be-dead"],
  ["ja vill typ bara döööö", "crisis", "wish-to-be-dead"],
  ["Ibland vill jag bara dö", "crisis", "wish-to-be-dead"],
  ["jag vill inte leva längre", "crisis", "wish-to-be-dead"],
  ["jag vill inte leva langre", "crisis", "wish-to-be-dead"],
  // Passive wish to be dead: concern.
  ["jag önskar att jag var död", "concern", "wish-to-be-dead"],
  ["jag önskar att jag aldrig hade fötts", "concern", "wish-to-be-dead"],
  ["vill bara somna och aldrig vakna", "concern", "wish-to-be-dead"],
  ["jag vill försvinna för alltid", "concern", "wish-to-be-dead"],
  ["e så trött på livet", "concern", "wish-to-be-dead"],
  ["känner mig så livstrött", "concern", "wish-to-be-dead"],
  ["hoppas jag dör i sömnen", "concern", "wish-to-be-dead"],
  // Suicidal thoughts.
  ["Jag vill ta livet av mig", "crisis", "suicidal-thoughts"],
  ["vill ta mitt liv ikväll", "crisis", "suicidal-thoughts"],
  ["jag tänker på självmord hela tiden", "crisis", "suicidal-thoughts"],
  ["jag tanker pa sjalvmord", "crisis", "suicidal-thoughts"],
  ["jag har haft självmordstankar hela veckan", "crisis", "suicidal-thoughts"],
  ["jag är suicidal igen", "crisis", "suicidal-thoughts"],
  ["kms", "crisis", "suicidal-thoughts"],
  // Intent.
  ["Jag ska ta livet av mig ikväll", "crisis", "intent"],
  ["Jag har bestämt mig för att dö", "crisis", "intent"],
  ["jag kommer inte att finnas kvar imorgon", "crisis", "intent"],
  ["jag litar inte på mig själv ikväll", "crisis", "intent"],
  // Plan.
  ["jag har planerat mitt självmord", "crisis", "plan"],
  ["jag vet hur jag ska göra det. jag orkar inte leva längre", "crisis", "plan"],
  ["Jag har planerat det till fredag. Ingen skulle sakna mig", "crisis", "plan"],
  // Method.
  ["hur många alvedon behövs för att dö", "crisis", "method"],
  ["vad är en dödlig dos av sobril", "crisis", "method"],
  ["vilken bro är tillräckligt hög", "crisis", "method"],
  ["jag har repet. snaran är klar", "crisis", "method"],
  ["jag har tabletterna i handen", "crisis", "method"],
  ["jag ska hoppa framför tåget", "crisis", "method"],
  ["har sparat på mig sömntabletter i flera veckor", "crisis", "method"],
  // Preparatory acts, goodbyes, attempts.
  ["jag har skrivit ett avskedsbrev", "crisis", "preparatory-acts"],
  ["jag har sagt hejdå till alla för alltid", "crisis", "preparatory-acts"],
  ["jag försökte ta livet av mig i natt", "crisis", "preparatory-acts"],
  ["tog en överdos igår", "crisis", "preparatory-acts"],
  ["gav bort alla mina saker. hejdå alla", "crisis", "preparatory-acts"],
  // Self-harm now.
  ["jag skär mig igen", "crisis", "self-harm"],
  ["har rispat armarna ikväll", "crisis", "self-harm"],
  ["jag bränner mig med cigaretter", "crisis", "self-harm"],
  ["jag skadar mig själv", "crisis", "self-harm"],
  // Hopelessness.
  ["jag orkar inte leva", "concern", "hopelessness"],
  ["det finns ingen mening med att leva", "concern", "hopelessness"],
  ["de e ingen mening att leva", "concern", "hopelessness"],
  ["alla skulle ha det bättre utan mig", "concern", "hopelessness"],
  ["ja e en börda för alla", "concern", "hopelessness"],
  ["jag vill inte vara här längre", "concern", "hopelessness"],
  ["inget kommer någonsin att förändras och jag ser ingen mening längre", "concern", "hopelessness"],
  ["ingen skulle märka om jag försvann", "concern", "hopelessness"],
  // Concern in two categories about the writer is a crisis.
  ["jag är så trött på livet. jag är bara en börda", "crisis", "hopelessness"],
  // The writer's own words beside a friend's.
  ["hon vet att jag vill dö", "crisis", "wish-to-be-dead"],
  // Further phrasings, one per rule the lines above do not reach.
  ["jag borde bara dö", "crisis", "wish-to-be-dead"],
  ["jag vill bara ha slut på mitt liv", "crisis", "wish-to-be-dead"],
  ["jag skulle helst vilja vara död", "concern", "wish-to-be-dead"],
  ["jag vill inte vakna igen", "concern", "wish-to-be-dead"],
  ["jag vill inte finnas längre", "concern", "wish-to-be-dead"],
  ["jag kunde lika gärna vara död", "concern", "wish-to-be-dead"],
  ["döden känns som en lättnad", "concern", "wish-to-be-dead"],
  ["jag ska döda mig själv", "crisis", "suicidal-thoughts"],
  ["jag vill begå självmord", "crisis", "suicidal-thoughts"],
  ["jag vill avsluta mitt liv", "crisis", "suicidal-thoughts"],
  ["ikväll avslutar jag allt", "crisis", "suicidal-thoughts"],
  ["jag vill skjuta mig", "crisis", "suicidal-thoughts"],
  ["jag är rädd för vad jag kan göra mot mig själv", "crisis", "intent"],
  ["ikväll gör jag det. jag orkar inte mer", "crisis", "intent"],
  ["jag vet exakt hur jag ska ta livet av mig", "crisis", "plan"],
  ["min plan är att hoppa från bron", "crisis", "plan"],
  ["jag har valt ett datum. det finns ingen utväg", "crisis", "plan"],
  ["hur tar man livet av sig utan att det gör ont", "crisis", "method"],
  ["jag ska dränka mig", "crisis", "method"],
  ["jag ska skära upp handlederna", "crisis", "method"],
  ["jag har inget kvar att leva för", "concern", "hopelessness"],
  ["jag kan inte fortsätta leva så här", "concern", "hopelessness"],
  ["jag orkar inte mer. jag hatar mitt liv", "concern", "hopelessness"],
];

/** Someone else at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["min kompis vill dö", "suicidal-thoughts"],
  ["hon pratar om att ta livet av sig", "suicidal-thoughts"],
  ["han säger att han vill dö", "suicidal-thoughts"],
  ['hon skrev "jag vill dö" till mig', "suicidal-thoughts"],
  ["min syster skär sig", "self-harm"],
  ["min kompis försökte ta livet av sig i helgen", "preparatory-acts"],
  ["min bror ger bort alla sina saker", "preparatory-acts"],
];

/** Past ideation, an attempt or self-harm long ago: concern (decision 008). */
const LONG_AGO: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["när jag var 15 ville jag dö", "wish-to-be-dead"],
  ["i tonåren ville jag ta livet av mig", "suicidal-thoughts"],
  ["på gymnasiet tänkte jag ofta på självmord", "suicidal-thoughts"],
  ["på högstadiet hade jag självmordstankar", "suicidal-thoughts"],
  ["för fem år sedan försökte jag ta livet av mig", "preparatory-acts"],
  ["2015 tog jag en överdos", "preparatory-acts"],
  ["i tonåren skar jag mig", "self-harm"],
  ["när jag var 14 rispade jag armarna", "self-harm"],
];

/** Long ago and said to be over: none. */
const RECOVERED: readonly string[] = [
  "för fem år sedan försökte jag ta livet av mig, men nu mår jag mycket bättre",
  "när jag var 15 ville jag dö, men nu är jag glad att jag lever",
];

const NEGATIVES: readonly string[] = [
  // Idioms.
  "jag dör av skratt",
  "jag är dödstrött idag",
  "jag svälter ihjäl, när är maten klar",
  "jag är så ihjälskämd",
  "jag dör av värmen på bussen",
  "den här tentan kommer att döda mig",
  "mamma kommer ta livet av mig om hon ser mina betyg",
  "jobbet tar livet av mig",
  "chefen kommer ta ihjäl mig",
  "jag fryser ihjäl på perrongen",
  "skrattade ihjäl mig åt filmen",
  "över min döda kropp",
  "jag dog lite inombords när han sa det",
  "jag kunde dö för den här kakan",
  "jag dör för att få se dem live",
  "det var politiskt självmord av ministern",
  "jag jobbar ihjäl mig den här veckan",
  // Negations.
  "jag vill inte dö",
  "jag skulle aldrig ta livet av mig",
  "jag har inga planer på att ta mitt liv",
  "jag har aldrig tänkt på självmord",
  "jag är inte suicidal, bara trött",
  "jag har inte självskadat på ett år",
  "Jag har inga självmordstankar längre",
  // Grief, stories, news, prevention, someone else's past.
  "min pappa dog förra året och jag saknar honom",
  "min vän tog livet av sig 2019",
  "min morbror begick självmord 2015",
  "min kusin försökte ta livet av sig för tio år sedan",
  "i boken tar huvudpersonen livet av sig",
  "jag såg en film om självmord igår",
  "hur kan vi förebygga självmord bland unga",
  "vi pratade om självmord på lektionen",
  // Exam and work hyperbole, everyday sadness and tiredness.
  "jag orkar inte mer med den här kursen",
  "jag vill bara försvinna en stund",
  "jag är så ledsen, jag saknar min mamma",
  "jag är så trött efter jobbet",
  "jag skar mig i fingret när jag lagade mat",
  "jag brände mig på spisen",
  "jag vill inte leva i stockholm längre",
  "jag är så trött på att leva på nudlar",
  "trött på livet i storstan",
  "jag hatar mitt liv just nu, allt går fel",
  "jag vill leva länge och bli gammal",
  "jag vill ta mitt liv tillbaka efter skilsmässan",
  "vi skrev ett avskedsbrev till vår kollega som går i pension",
  "alla ska dö en dag",
  "jag ska avsluta allt på jobbet innan semestern",
  "den här veckan tar död på mig",
];

const hitsOf = (text: string) => languageHits(text, SV_CRISIS);

describe("Swedish crisis table", () => {
  it.each(POSITIVES)("%s → %s (%s)", (text, level, category) => {
    const hits = hitsOf(text);
    expect(levelOfHits(hits)).toBe(level);
    expect(hits.map((h) => h.category)).toContain(category);
  });

  it.each(SOMEONE_ELSE)("someone else: %s → concern (%s)", (text, category) => {
    const hits = hitsOf(text);
    expect(levelOfHits(hits)).toBe("concern");
    expect(hits.some((h) => h.category === category && !h.self)).toBe(true);
  });

  it.each(LONG_AGO)("long ago: %s → concern (%s)", (text, category) => {
    const hits = hitsOf(text);
    expect(levelOfHits(hits)).toBe("concern");
    expect(hits.map((h) => h.category)).toContain(category);
  });

  it.each(RECOVERED)("long ago and over: %s → none", (text) => {
    expect(hitsOf(text)).toEqual([]);
  });

  it.each(NEGATIVES)("none: %s", (text) => {
    expect(hitsOf(text)).toEqual([]);
    expect(levelOfHits(hitsOf(text))).toBe("none");
  });

  it("reads the text the same with and without å, ä, ö", () => {
    expect(levelOfHits(hitsOf("jag vill do"))).toBe("crisis");
    expect(levelOfHits(hitsOf("JAG VILL DÖ"))).toBe("crisis");
    expect(levelOfHits(hitsOf("jag onskar att jag aldrig hade fotts"))).toBe("concern");
  });

  it("laughter lowers a crisis to concern and a concern to none, unless the writer says it is no joke", () => {
    expect(levelOfHits(hitsOf("Ja vill ta livet av mej lol"))).toBe("concern");
    expect(levelOfHits(hitsOf("jag vill dö 😂 den här trafiken"))).toBe("concern");
    expect(levelOfHits(hitsOf("jag vill dö haha"))).toBe("concern");
    expect(levelOfHits(hitsOf("jag är så trött på livet xD"))).toBe("none");
    expect(levelOfHits(hitsOf("jag vill dö, jag skämtar inte haha"))).toBe("crisis");
  });

  it("a weak phrase alone is none, beside another phrase it counts", () => {
    expect(levelOfHits(hitsOf("jag vet hur jag ska göra det"))).toBe("none");
    expect(levelOfHits(hitsOf("jag hatar mitt liv"))).toBe("none");
    expect(levelOfHits(hitsOf("jag hatar mitt liv. ingen bryr sig om mig"))).toBe("concern");
  });

  it("has at least two positives for every category", () => {
    const counts = new Map<CrisisCategory, number>();
    for (const [, , category] of POSITIVES) counts.set(category, (counts.get(category) ?? 0) + 1);
    for (const category of [
      "wish-to-be-dead",
      "suicidal-thoughts",
      "method",
      "intent",
      "plan",
      "preparatory-acts",
      "self-harm",
      "hopelessness",
    ] as const) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("every rule is exercised by a text above", () => {
    const texts = [...POSITIVES.map(([text]) => text), ...SOMEONE_ELSE.map(([text]) => text), ...LONG_AGO.map(([text]) => text)];
    const fired = new Set(texts.flatMap((text) => hitsOf(text).map((h) => h.pattern)));
    const silent = SV_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });
});
