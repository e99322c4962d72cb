// The German crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), forms with and without umlauts, texting and slang,
// verb-final negation, someone else at risk, laughter, and the idioms, negations, grief and
// stories that must stay none. Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { DE_CRISIS } from "./de";
import { foldLanguageText, languageHits, levelOfHits } from "./match";

const read = (text: string) => {
  const hits = languageHits(text, DE_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["Ich will sterben.", "wish-to-be-dead", "crisis"],
  ["will einfach nur noch sterben", "wish-to-be-dead", "crisis"],
  ["manchmal möchte ich tot sein", "wish-to-be-dead", "crisis"],
  ["ich moechte sterben", "wish-to-be-dead", "crisis"],
  ["ich will verrecken", "wish-to-be-dead", "crisis"],
  ["ich merke, dass ich sterben will", "wish-to-be-dead", "crisis"],
  ["ich will nicht mehr leben", "wish-to-be-dead", "crisis"],
  ["ich mag nimmer leben", "wish-to-be-dead", "crisis"],
  ["Ich möchte nicht mehr weiterleben.", "wish-to-be-dead", "crisis"],
  ["lasst mich einfach sterben", "wish-to-be-dead", "crisis"],
  ["ich verdiene es zu sterben", "wish-to-be-dead", "crisis"],
  ["ich wünschte, ich wäre tot", "wish-to-be-dead", "concern"],
  ["wär ich doch tot", "wish-to-be-dead", "concern"],
  ["ich waere lieber tot", "wish-to-be-dead", "concern"],
  ["lieber tot als so weiterleben", "wish-to-be-dead", "concern"],
  ["manchmal denke ich, es wäre besser, wenn ich tot wäre", "wish-to-be-dead", "concern"],
  ["ich wünschte, ich wäre nie geboren worden", "wish-to-be-dead", "concern"],
  ["warum bin ich überhaupt geboren", "wish-to-be-dead", "concern"],
  ["ich hätte nie geboren werden sollen", "wish-to-be-dead", "concern"],
  ["ich wär so gern tot", "wish-to-be-dead", "concern"],
  ["ich bin so lebensmüde", "wish-to-be-dead", "concern"],
  ["bin lebensmuede", "wish-to-be-dead", "concern"],
  ["ich hab das Leben so satt", "wish-to-be-dead", "concern"],
  ["kein Bock mehr zu leben", "wish-to-be-dead", "concern"],
  ["einfach einschlafen und nie mehr aufwachen", "wish-to-be-dead", "concern"],
  ["ich hoffe, ich wache morgen nicht mehr auf", "wish-to-be-dead", "concern"],
  ["ich will für immer verschwinden", "wish-to-be-dead", "concern"],
  ["einfach aufhören zu existieren", "wish-to-be-dead", "concern"],
  ["ich will einfach nur verschwinden. niemand würde mich vermissen", "wish-to-be-dead", "crisis"],
  // Suicidal thoughts.
  ["ich will mich umbringen", "suicidal-thoughts", "crisis"],
  ["ich möchte mir das Leben nehmen", "suicidal-thoughts", "crisis"],
  ["ich will Schluss machen mit allem", "suicidal-thoughts", "crisis"],
  ["am liebsten würde ich mich umbringen", "suicidal-thoughts", "crisis"],
  ["ich wuerde mich am liebsten umbringen", "suicidal-thoughts", "crisis"],
  ["ich habe den Drang, mich umzubringen", "suicidal-thoughts", "crisis"],
  ["ich denke oft an Selbstmord", "suicidal-thoughts", "crisis"],
  ["ich denke darüber nach, mich umzubringen", "suicidal-thoughts", "crisis"],
  ["ich spiele mit dem Gedanken, mir das Leben zu nehmen", "suicidal-thoughts", "crisis"],
  ["ich habe wieder Suizidgedanken", "suicidal-thoughts", "crisis"],
  ["Selbstmordgedanken seit Tagen", "suicidal-thoughts", "crisis"],
  ["ich bin suizidal", "suicidal-thoughts", "crisis"],
  ["Selbstmord ist die einzige Lösung", "suicidal-thoughts", "crisis"],
  ["ich hab heute überlegt, mich umzubringen", "suicidal-thoughts", "crisis"],
  ["ich denke ständig an den Tod", "suicidal-thoughts", "concern"],
  ["ich denke jeden Tag an den Tod und will nicht mehr", "suicidal-thoughts", "crisis"],
  ["als ich 15 war, dachte ich oft an Selbstmord", "suicidal-thoughts", "concern"],
  // Intent.
  ["ich werde mich umbringen", "intent", "crisis"],
  ["heute nacht werde ich mir das Leben nehmen", "intent", "crisis"],
  ["ich hab vor, mich umzubringen", "intent", "crisis"],
  ["ich habe beschlossen zu sterben", "intent", "crisis"],
  ["ich bring mich um", "intent", "crisis"],
  ["heute nacht bringe ich mich um", "intent", "crisis"],
  ["ich setze meinem Leben heute ein Ende", "intent", "crisis"],
  ["ich tu es heute Nacht. ich kann nicht mehr", "intent", "crisis"],
  ["Ich hab schon alles vorbereitet. Morgen bin ich weg.", "plan", "crisis"],
  ["ich will Schluss machen. alle wären besser dran ohne mich", "intent", "crisis"],
  // Plan.
  ["ich plane meinen Suizid", "plan", "crisis"],
  ["ich weiß, wie ich mich umbringe", "plan", "crisis"],
  ["ich habe es für Freitag geplant. es hat alles keinen Sinn mehr", "plan", "crisis"],
  ["ich weiss schon, wie ich es mache. ich kann nicht mehr", "plan", "crisis"],
  ["ich hab einen Plan. ich will nicht mehr leben", "plan", "crisis"],
  // Method.
  ["wie viele Tabletten braucht man zum Sterben", "method", "crisis"],
  ["tödliche Dosis Paracetamol", "method", "crisis"],
  ["welche Tabletten sind tödlich", "method", "crisis"],
  ["die schmerzloseste Art zu sterben", "method", "crisis"],
  ["wie bringt man sich am schnellsten um", "method", "crisis"],
  ["welche Brücke ist hoch genug", "method", "crisis"],
  ["ich will vor den Zug springen", "method", "crisis"],
  ["ich denke daran, von der Brücke zu springen", "method", "crisis"],
  ["den Strick habe ich schon gekauft", "method", "crisis"],
  ["die Tabletten liegen bereit", "method", "crisis"],
  ["ich sammle Schlaftabletten", "method", "crisis"],
  ["ich will mich aufhängen", "method", "crisis"],
  ["ich denke daran, mir die Pulsadern aufzuschneiden", "method", "crisis"],
  ["ich hab ein Seil. ich will nicht mehr", "method", "crisis"],
  ["ich stehe auf der Brücke. es hat alles keinen Sinn mehr", "method", "crisis"],
  // Preparatory acts, goodbyes and attempts.
  ["ich habe meinen Abschiedsbrief geschrieben", "preparatory-acts", "crisis"],
  ["ich glaube, der Abschiedsbrief ist fertig", "preparatory-acts", "crisis"],
  ["ich verschenke meine Sachen, ich brauche sie eh nicht mehr", "preparatory-acts", "crisis"],
  ["ich verschenke alle meine Sachen. niemand würde mich vermissen", "preparatory-acts", "crisis"],
  ["ich verabschiede mich für immer", "preparatory-acts", "crisis"],
  ["das ist meine letzte Nachricht", "preparatory-acts", "crisis"],
  ["Danke für alles. Lebt wohl.", "preparatory-acts", "crisis"],
  ["gestern habe ich versucht, mich umzubringen", "preparatory-acts", "crisis"],
  ["mein Suizidversuch ist eine Woche her", "preparatory-acts", "crisis"],
  ["ich habe eine ganze Packung Tabletten geschluckt", "preparatory-acts", "crisis"],
  ["ich habe 40 Tabletten genommen", "preparatory-acts", "crisis"],
  ["hab ne überdosis genommen", "preparatory-acts", "crisis"],
  ["mit 16 habe ich versucht, mich umzubringen", "preparatory-acts", "concern"],
  // Self-harm, now.
  ["ich ritze mich wieder", "self-harm", "crisis"],
  ["hab mich gestern wieder geritzt", "self-harm", "crisis"],
  ["der Druck zu ritzen ist so stark", "self-harm", "crisis"],
  ["ich schneide mich", "self-harm", "crisis"],
  ["ich hab mich heute wieder geschnitten", "self-harm", "crisis"],
  ["ich will mir wehtun", "self-harm", "crisis"],
  ["ich habe mich absichtlich verbrannt", "self-harm", "crisis"],
  ["ich hab mir heute wieder die Arme aufgeschnitten", "self-harm", "crisis"],
  ["hatte heute einen Rückfall mit SVV", "self-harm", "crisis"],
  ["neue Schnitte am Arm. ich hasse mein Leben", "self-harm", "crisis"],
  ["früher habe ich mich geritzt", "self-harm", "concern"],
  // Hopelessness.
  ["ich kann nicht mehr", "hopelessness", "concern"],
  ["ich halte das alles nicht mehr aus", "hopelessness", "concern"],
  ["i kann nimmer", "hopelessness", "concern"],
  ["ich will nicht mehr", "hopelessness", "concern"],
  ["ich will nicht mehr hier sein", "hopelessness", "concern"],
  ["das Leben hat keinen Sinn", "hopelessness", "concern"],
  ["mein Leben ist sinnlos", "hopelessness", "concern"],
  ["ich will nimma", "hopelessness", "concern"],
  ["ich sehe keinen Sinn mehr", "hopelessness", "concern"],
  ["kein Grund mehr zu leben", "hopelessness", "concern"],
  ["es wird sich nie was ändern und ich sehe keinen Sinn mehr", "hopelessness", "concern"],
  ["alle wären besser dran ohne mich", "hopelessness", "concern"],
  ["ohne mich wären alle glücklicher", "hopelessness", "concern"],
  ["ich bin nur eine Last für alle", "hopelessness", "concern"],
  ["ich bin allen nur eine Last", "hopelessness", "concern"],
  ["niemand würde mich vermissen", "hopelessness", "concern"],
  ["kein Ausweg. ich will einfach nur verschwinden", "hopelessness", "crisis"],
  // Concern in two categories about the writer is crisis.
  ["ich bin lebensmüde. alle wären besser dran ohne mich", "hopelessness", "crisis"],
];

/** Someone the writer knows, at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["meine Freundin will sich umbringen", "suicidal-thoughts"],
  ["er redet davon, sich das Leben zu nehmen", "suicidal-thoughts"],
  ["mein Bruder hat gestern versucht, sich umzubringen", "preparatory-acts"],
  ["meine Schwester ritzt sich", "self-harm"],
];

const NEGATIVE: readonly string[] = [
  // Idioms of dying and killing.
  "ich lach mich tot",
  "ich bin todmüde",
  "bin todmuede nach der Schicht",
  "ich sterbe vor Hunger",
  "die Hitze bringt mich noch um",
  "diese Prüfung bringt mich um",
  "ich habe mich zu Tode gelangweilt",
  "heute war es sterbenslangweilig",
  "ich habe mit meinem Freund Schluss gemacht",
  "bist du lebensmüde, so zu fahren?",
  "das Projekt ist ein Selbstmordkommando",
  "ich fall gleich tot um, so müde bin ich",
  "ich arbeite mich tot für diesen Chef",
  "ich könnte mich erschießen, dass ich den Schlüssel vergessen habe",
  "meine Mutter killt mich, wenn sie das sieht",
  // Negations, including verb-final ones.
  "ich will nicht sterben",
  "ich würde mich nie umbringen",
  "ich habe keine Suizidgedanken",
  "ich bin nicht suizidal",
  "ich denke nicht an Selbstmord",
  "ich verspreche, dass ich mich nicht umbringe",
  "ich habe nicht vor, mich umzubringen",
  "ich ritze mich seit zwei Jahren nicht mehr",
  "ich würde nie vor einen Zug springen",
  // Grief, someone else's past, stories and news, prevention.
  "mein Opa ist letztes Jahr gestorben",
  "mein Freund hat sich 2019 das Leben genommen",
  "meine Tante hat vor Jahren versucht, sich umzubringen",
  "im Film will die Hauptfigur sterben",
  "in den Nachrichten ging es um eine tödliche Dosis Fentanyl",
  "wie kann man Suizid vorbeugen?",
  // Hyperbole about exams, work and heat; everyday sad or tired entries.
  "wenn ich durch die Prüfung falle, sterbe ich",
  "ich kann nicht mehr vor Lachen",
  "ich bin so traurig, ich vermisse meine Mutter",
  "ich bin so müde nach der Arbeit",
  // Near misses of the rules.
  "ich kann nicht mehr schlafen",
  "ich will nicht ohne dich leben",
  "ich will alt sterben",
  "ich bringe mich um den Schlaf",
  "ich habe mich beim Kochen geschnitten",
  "ich hab mich schon wieder beim Rasieren geschnitten",
  "ich denke nicht an den Tod",
  "es hat keinen Sinn mehr, auf den Bus zu warten",
  "ich kann nicht mehr laufen, meine Füße tun weh",
  "ich habe einen Plan für das Wochenende",
  "ich mach Schluss für heute",
  "ich verschenke meine alten Klamotten, ich brauche sie nicht mehr",
  "ich wäre lieber tot als in diesen Schuhen gesehen zu werden",
  "das macht keinen Sinn",
  "er will mich umbringen, weil ich sein Auto zerkratzt habe",
  "ich habe heute einen Abschiedsbrief an meine Kollegen geschrieben",
  "ich will Schluss machen",
  "ich stehe auf der Brücke und mache Fotos",
  "ich habe alle Tabletten genommen, die mir der Arzt verschrieben hat",
  "ich will nicht mehr so leben wie bisher, ich will mehr Sport machen",
  "ich würde für dich sterben",
  "ich habe keine Lust mehr auf die Arbeit",
];

describe("German crisis table", () => {
  it.each(POSITIVE)("%s → %s (%s)", (text, category, level) => {
    const result = read(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
    expect(result.self).toBe(true);
  });

  it.each(SOMEONE_ELSE)("someone else: %s → concern (%s)", (text, category) => {
    const hits = languageHits(text, DE_CRISIS);
    expect(hits.map((h) => h.category)).toContain(category);
    expect(hits.every((h) => !h.self)).toBe(true);
    expect(levelOfHits(hits)).toBe("concern");
  });

  it.each(NEGATIVE)("none: %s", (text) => {
    expect(read(text)).toEqual({ level: "none", categories: [], self: false });
  });

  it("laughter lowers a phrase one step", () => {
    expect(read("ich will sterben hahaha").level).toBe("concern");
    expect(read("ich bring mich um lol").level).toBe("concern");
    expect(read("ich kann nicht mehr 😂").level).toBe("none");
    expect(read("ich will mich umbringen, war nur Spaß").level).toBe("concern");
    expect(read("Spaß beiseite, ich will mich umbringen").level).toBe("crisis");
  });

  it("reads umlauts, their ae/oe/ue spellings and ß alike", () => {
    expect(foldLanguageText("Müde, MÖCHTE, Straße", true)).toBe("mude, mochte, strasse");
    expect(read("ich möchte sterben").level).toBe("crisis");
    expect(read("ich moechte sterben").level).toBe("crisis");
    expect(read("ich mochte sterben").level).toBe("crisis");
    expect(read("ich bin lebensmüde").level).toBe("concern");
    expect(read("ich bin lebensmuede").level).toBe("concern");
  });

  it("every rule is reached by an example above", () => {
    const reached = new Set<string>();
    for (const [text] of [...POSITIVE, ...SOMEONE_ELSE]) for (const hit of languageHits(text, DE_CRISIS)) reached.add(hit.pattern);
    const unreached = DE_CRISIS.rules.map((r) => r.pattern.source).filter((source) => !reached.has(source));
    expect(unreached).toEqual([]);
  });

  it("every idiom blanks words of a negative example", () => {
    const folded = NEGATIVE.map((text) => foldLanguageText(text, true));
    const unused = DE_CRISIS.idioms.filter((idiom) => !folded.some((text) => idiom.test(text))).map((idiom) => idiom.source);
    expect(unused).toEqual([]);
  });

  it("reads a long entry quickly (no runaway backtracking)", () => {
    const long = `${"ich weiß nicht, was ich mit meinem Leben machen soll, und alles ist gerade so schwer, ".repeat(40)}ende`;
    const start = performance.now();
    for (let i = 0; i < 20; i += 1) languageHits(long, DE_CRISIS);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
