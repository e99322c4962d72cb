// The Dutch crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), texting forms ("k", "ff", "nie", "m'n"), slang and
// euphemisms, negation after the verb, someone else at risk, laughter, and the idioms, negations,
// grief and stories that must stay none. Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { foldLanguageText, languageHits, levelOfHits } from "./match";
import { NL_CRISIS } from "./nl";

const read = (text: string) => {
  const hits = languageHits(text, NL_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["Ik wil dood.", "wish-to-be-dead", "crisis"],
  ["k wil ff dood", "wish-to-be-dead", "crisis"],
  ["soms wil ik gewoon dood", "wish-to-be-dead", "crisis"],
  ["wil gewoon sterven", "wish-to-be-dead", "crisis"],
  ["soms wil je gewoon dood", "wish-to-be-dead", "crisis"],
  ["ik huil omdat ik dood wil", "wish-to-be-dead", "crisis"],
  ["ik wil niet meer leven", "wish-to-be-dead", "crisis"],
  ["k wil nie meer leven", "wish-to-be-dead", "crisis"],
  ["laat me gewoon doodgaan", "wish-to-be-dead", "crisis"],
  ["ik wou dat ik dood was", "wish-to-be-dead", "concern"],
  ["was ik maar dood", "wish-to-be-dead", "concern"],
  ["liever dood dan zo verder", "wish-to-be-dead", "concern"],
  ["ik wou dat ik nooit geboren was", "wish-to-be-dead", "concern"],
  ["waarom ben ik geboren", "wish-to-be-dead", "concern"],
  ["gewoon gaan slapen en nooit meer wakker worden", "wish-to-be-dead", "concern"],
  ["ik hoop dat ik niet meer wakker word", "wish-to-be-dead", "concern"],
  ["ik wil voorgoed verdwijnen", "wish-to-be-dead", "concern"],
  ["ik wil niet meer bestaan", "wish-to-be-dead", "concern"],
  ["ik ben levensmoe", "wish-to-be-dead", "concern"],
  ["ik ben het leven moe", "wish-to-be-dead", "concern"],
  ["klaar met het leven", "wish-to-be-dead", "concern"],
  ["het hoeft voor mij niet meer", "wish-to-be-dead", "concern"],
  ["het hoeft niet meer. niemand zou me missen", "wish-to-be-dead", "crisis"],
  ["ik wil gewoon verdwijnen. ik kan niet meer", "wish-to-be-dead", "crisis"],
  // Suicidal thoughts.
  ["ik wil zelfmoord plegen", "suicidal-thoughts", "crisis"],
  ["k wil mezelf van kant maken", "suicidal-thoughts", "crisis"],
  ["ik wil er gewoon een eind aan maken", "suicidal-thoughts", "crisis"],
  ["ik heb de neiging om mezelf iets aan te doen", "suicidal-thoughts", "crisis"],
  ["ik schrijf dit omdat ik zelfmoord wil plegen", "suicidal-thoughts", "crisis"],
  ["ik ben bang dat ik mezelf iets aandoe", "suicidal-thoughts", "crisis"],
  ["ik denk er steeds aan om er een eind aan te maken", "suicidal-thoughts", "crisis"],
  ["ik denk aan zelfmoord", "suicidal-thoughts", "crisis"],
  ["ik denk erover na om mezelf van kant te maken", "suicidal-thoughts", "crisis"],
  ["ik overweeg zelfmoord", "suicidal-thoughts", "crisis"],
  ["ik heb zelfmoordgedachten", "suicidal-thoughts", "crisis"],
  ["ik ben suïcidaal", "suicidal-thoughts", "crisis"],
  ["k voel me suicidaal", "suicidal-thoughts", "crisis"],
  ["zelfmoord is de enige oplossing", "suicidal-thoughts", "crisis"],
  ["ik denk steeds aan de dood", "suicidal-thoughts", "concern"],
  ["toen ik 15 was dacht ik aan zelfmoord", "suicidal-thoughts", "concern"],
  // Intent.
  ["ik ga mezelf van kant maken", "intent", "crisis"],
  ["ik ga zelfmoord plegen", "intent", "crisis"],
  ["vannacht ga ik er een eind aan maken", "intent", "crisis"],
  ["ik heb besloten om te sterven", "intent", "crisis"],
  ["ik pleeg zelfmoord", "intent", "crisis"],
  ["vannacht maak ik er een eind aan", "intent", "crisis"],
  ["ik breng mezelf om", "intent", "crisis"],
  ["vannacht doe ik het. ik kan niet meer", "intent", "crisis"],
  // Plan.
  ["ik ben van plan om zelfmoord te plegen", "plan", "crisis"],
  ["ik heb mijn zelfmoord gepland", "plan", "crisis"],
  ["ik weet hoe ik mezelf van kant ga maken", "plan", "crisis"],
  ["ik weet al hoe ik het ga doen. ik zie het niet meer zitten", "plan", "crisis"],
  ["ik heb het gepland voor vrijdag. het heeft allemaal geen zin meer", "plan", "crisis"],
  ["ik heb een plan. ik wil niet meer leven", "plan", "crisis"],
  // Method.
  ["hoeveel pillen heb je nodig om dood te gaan", "method", "crisis"],
  ["dodelijke dosis paracetamol", "method", "crisis"],
  ["welke pillen zijn dodelijk", "method", "crisis"],
  ["de pijnloze manier om dood te gaan", "method", "crisis"],
  ["hoe pleeg je zelfmoord", "method", "crisis"],
  ["welke brug is hoog genoeg", "method", "crisis"],
  ["ik wil voor de trein springen", "method", "crisis"],
  ["ik spring van de flat", "method", "crisis"],
  ["het touw hangt al", "method", "crisis"],
  ["de pillen liggen klaar", "method", "crisis"],
  ["ik spaar pillen op", "method", "crisis"],
  ["ik wil mezelf ophangen", "method", "crisis"],
  ["ik denk erover om mijn polsen door te snijden", "method", "crisis"],
  ["ik heb een touw gekocht. ik wil niet meer", "method", "crisis"],
  // Preparatory acts, goodbyes and attempts.
  ["ik heb een afscheidsbrief geschreven", "preparatory-acts", "crisis"],
  ["mijn afscheidsbrief ligt klaar", "preparatory-acts", "crisis"],
  ["ik geef mijn spullen weg, ik heb ze toch niet meer nodig", "preparatory-acts", "crisis"],
  ["ik geef al mijn spullen weg. niemand zou me missen", "preparatory-acts", "crisis"],
  ["vaarwel voor altijd", "preparatory-acts", "crisis"],
  ["dit is mijn laatste bericht", "preparatory-acts", "crisis"],
  ["Sorry voor alles. Bedankt voor alles.", "preparatory-acts", "crisis"],
  ["ik heb gisteren geprobeerd om zelfmoord te plegen", "preparatory-acts", "crisis"],
  ["mijn zelfmoordpoging was vorige week", "preparatory-acts", "crisis"],
  ["ik heb een poging gedaan. ik ben het allemaal zo zat", "preparatory-acts", "crisis"],
  ["ik heb een hele strip paracetamol genomen", "preparatory-acts", "crisis"],
  ["ik heb 30 pillen geslikt", "preparatory-acts", "crisis"],
  ["toen ik 16 was heb ik geprobeerd zelfmoord te plegen", "preparatory-acts", "concern"],
  // Self-harm, now.
  ["ik snij mezelf", "self-harm", "crisis"],
  ["vandaag sneed ik mezelf weer", "self-harm", "crisis"],
  ["ik heb mezelf weer gesneden", "self-harm", "crisis"],
  ["ik wil mezelf pijn doen", "self-harm", "crisis"],
  ["de drang om te krassen is groot", "self-harm", "crisis"],
  ["ik ben weer aan het krassen", "self-harm", "crisis"],
  ["ik heb weer gesneden", "self-harm", "crisis"],
  ["ik snijd weer", "self-harm", "crisis"],
  ["ik heb gisteren weer gekrast", "self-harm", "crisis"],
  ["ik doe weer aan zelfbeschadiging", "self-harm", "crisis"],
  ["nieuwe wonden op mijn arm. ik haat mijn leven", "self-harm", "crisis"],
  ["vroeger sneed ik mezelf", "self-harm", "concern"],
  // Hopelessness.
  ["ik kan niet meer", "hopelessness", "concern"],
  ["k kan nie meer", "hopelessness", "concern"],
  ["ik trek het niet meer", "hopelessness", "concern"],
  ["ik hou het niet meer vol", "hopelessness", "concern"],
  ["ik zie het niet meer zitten", "hopelessness", "concern"],
  ["het leven heeft geen zin", "hopelessness", "concern"],
  ["het heeft allemaal geen zin meer", "hopelessness", "concern"],
  ["geen reden om te leven", "hopelessness", "concern"],
  ["waarom zou ik nog leven", "hopelessness", "concern"],
  ["wat heeft het leven nog voor zin", "hopelessness", "concern"],
  ["iedereen is beter af zonder mij", "hopelessness", "concern"],
  ["ik ben een last voor iedereen", "hopelessness", "concern"],
  ["niemand zou me missen", "hopelessness", "concern"],
  ["ik wil er niet meer zijn", "hopelessness", "concern"],
  ["ik wil niet meer", "hopelessness", "concern"],
  ["niets zal ooit veranderen en ik zie het niet meer zitten", "hopelessness", "concern"],
  // Concern in two categories about the writer is crisis.
  ["ik ben levensmoe. iedereen is beter af zonder mij", "hopelessness", "crisis"],
];

/** Someone the writer knows, at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["mijn vriendin wil dood", "suicidal-thoughts"],
  ["hij praat over zelfmoord", "suicidal-thoughts"],
  ["mijn broer heeft gisteren geprobeerd zelfmoord te plegen", "preparatory-acts"],
  ["mijn zus snijdt zichzelf", "self-harm"],
];

const NEGATIVE: readonly string[] = [
  // Idioms of dying and killing.
  "ik lach me dood",
  "ik ben doodmoe",
  "ik ben doodsbang voor de tandarts",
  "ik verveel me dood",
  "ik ben me doodgeschrokken",
  "ik sterf van de honger",
  "ik ga dood van de hitte",
  "die examens worden nog mijn dood",
  "val dood",
  "over mijn lijk",
  "ik zou een moord doen voor een kop koffie",
  "dat plan is een zelfmoordactie",
  "mijn moeder vermoordt me als ze dit ziet",
  // Negations, after the verb and in subordinate clauses.
  "ik wil niet dood",
  "ik ga mezelf niet van kant maken",
  "ik zou nooit zelfmoord plegen",
  "ik heb geen zelfmoordgedachten",
  "ik ben niet suicidaal",
  "ik denk niet aan zelfmoord",
  "ik zou nooit voor de trein springen",
  "ik weet zeker dat ik niet dood wil",
  // Grief, someone else's past, stories and news, prevention.
  "mijn vader is vorig jaar overleden",
  "mijn vriend heeft in 2019 zelfmoord gepleegd",
  "mijn tante heeft jaren geleden geprobeerd zelfmoord te plegen",
  "in de film wil de hoofdpersoon dood",
  "in het nieuws ging het over een dodelijke dosis fentanyl",
  "hoe kan je zelfmoord voorkomen?",
  // Hyperbole about exams, work and heat; everyday sad or tired entries.
  "als ik zak voor dit tentamen ga ik dood",
  "dit werk maakt me kapot",
  "ik ben zo verdrietig, ik mis mijn moeder",
  "ik ben zo moe na het werk",
  // Near misses of the rules.
  "ik kan niet meer slapen",
  "ik wil niet zonder jou leven",
  "ik wil oud worden",
  "ik heb mezelf gesneden bij het koken",
  "ik heb een plan voor het weekend",
  "het hoeft niet meer, ik heb al gegeten",
  "ik sta op de brug en maak foto's",
  "ik wil verdwijnen uit deze stad",
  "ik geef mijn oude kleren weg, ik heb ze toch niet meer nodig",
  "ik schreef een afscheidsbrief aan mijn collega's",
  "het heeft geen zin meer om te wachten",
  "ik zie het niet zitten om te gaan sporten",
  "hij wil me van kant maken",
  "ik zou nooit mezelf iets aandoen",
  "zelfmoord is nooit de oplossing",
  "bel 113 als je aan zelfmoord denkt",
  "ik heb me gesneden aan een glas",
  "ik wil niet meer naar school",
  "ik kan niet meer wachten op de vakantie",
  "ik wil dood gaan van het lachen",
  "ik heb een poging gedaan om de taart te bakken",
  "ik sta op het spoor",
  "ik stop met roken, ik maak er een eind aan",
];

describe("Dutch crisis table", () => {
  it.each(POSITIVE)("%s → %s (%s)", (text, category, level) => {
    const result = read(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
    expect(result.self).toBe(true);
  });

  it.each(SOMEONE_ELSE)("someone else: %s → concern (%s)", (text, category) => {
    const hits = languageHits(text, NL_CRISIS);
    expect(hits.map((h) => h.category)).toContain(category);
    expect(hits.every((h) => !h.self)).toBe(true);
    expect(levelOfHits(hits)).toBe("concern");
  });

  it.each(NEGATIVE)("none: %s", (text) => {
    expect(read(text)).toEqual({ level: "none", categories: [], self: false });
  });

  it("laughter lowers a phrase one step, unless the writer says it is no joke", () => {
    expect(read("ik wil dood hahaha").level).toBe("concern");
    expect(read("ik pleeg zelfmoord lol").level).toBe("concern");
    expect(read("ik kan niet meer 😂").level).toBe("none");
    expect(read("ik wil dood, grapje").level).toBe("concern");
    expect(read("geen grapje, ik wil dood").level).toBe("crisis");
  });

  it("reads texting forms of 'ik' and no diaeresis", () => {
    expect(foldLanguageText("Ik ben SUÏCIDAAL, wil m'n leven beëindigen", true)).toBe("ik ben suicidaal, wil m'n leven beeindigen");
    expect(read("'k wil dood").level).toBe("crisis");
    expect(read("ok wil dood").level).toBe("none");
    expect(read("ik wil m'n leven beëindigen").level).toBe("crisis");
  });

  it("every rule is reached by an example above", () => {
    const reached = new Set<string>();
    for (const [text] of [...POSITIVE, ...SOMEONE_ELSE]) for (const hit of languageHits(text, NL_CRISIS)) reached.add(hit.pattern);
    const unreached = NL_CRISIS.rules.map((r) => r.pattern.source).filter((source) => !reached.has(source));
    expect(unreached).toEqual([]);
  });

  it("every idiom blanks words of a negative example", () => {
    const folded = NEGATIVE.map((text) => foldLanguageText(text, true));
    const unused = NL_CRISIS.idioms.filter((idiom) => !folded.some((text) => idiom.test(text))).map((idiom) => idiom.source);
    expect(unused).toEqual([]);
  });

  it("reads a long entry quickly (no runaway backtracking)", () => {
    const long = `${"ik weet niet wat ik met mijn leven moet en alles is nu zo zwaar, echt waar, ".repeat(40)}einde`;
    const start = performance.now();
    for (let i = 0; i < 20; i += 1) languageHits(long, NL_CRISIS);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
