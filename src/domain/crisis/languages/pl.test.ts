// The Polish crisis table read by the shared matcher: every category is found at the level the
// English detector gives it (docs/decisions/008-crisis-detection.md), informal spellings and text
// typed without ogonki included, and idioms, negations, grief, stories and someone else's past
// stay none.
import { describe, expect, it } from "vitest";
import type { CrisisCategory } from "../detector";
import { languageHits, levelOfHits } from "./match";
import { PL_CRISIS } from "./pl";

type Positive = readonly [text: string, level: "crisis" | "concern", category: CrisisCategory];

const POSITIVES: readonly Positive[] = [
  // Wish to be dead said plainly: crisis, as in English.
  ["Chcę umrzeć.", "crisis", "wish-to-be-dead"],
  ["chce juz po prostu umrzec", "crisis", "wish-to-be-dead"],
  ["chcę umżeć", "crisis", "wish-to-be-dead"],
  ["czasem chce mi sie po prostu umrzec", "crisis", "wish-to-be-dead"],
  ["nie chcę już żyć", "crisis", "wish-to-be-dead"],
  ["nie chce zyc", "crisis", "wish-to-be-dead"],
  // Passive wish to be dead: concern.
  ["nie chce mi sie zyc", "concern", "wish-to-be-dead"],
  ["chciałabym zasnąć i się nie obudzić", "concern", "wish-to-be-dead"],
  ["żałuję, że się urodziłam", "concern", "wish-to-be-dead"],
  ["chcę zniknąć na zawsze", "concern", "wish-to-be-dead"],
  ["mam dosc zycia", "concern", "wish-to-be-dead"],
  ["jestem zmęczona życiem", "concern", "wish-to-be-dead"],
  // Suicidal thoughts.
  ["chcę się zabić", "crisis", "suicidal-thoughts"],
  ["zaraz sie zabije", "crisis", "suicidal-thoughts"],
  ["myślę o samobójstwie", "crisis", "suicidal-thoughts"],
  ["mam mysli samobojcze", "crisis", "suicidal-thoughts"],
  ["chcę odebrać sobie życie", "crisis", "suicidal-thoughts"],
  ["chcę skończyć ze sobą", "crisis", "suicidal-thoughts"],
  ["kms", "crisis", "suicidal-thoughts"],
  // Intent.
  ["zabiję się dziś w nocy. postanowiłam umrzeć", "crisis", "intent"],
  ["jutro mnie już nie będzie", "crisis", "intent"],
  ["boję się, że coś sobie zrobię", "crisis", "intent"],
  // Plan.
  ["planuję samobójstwo", "crisis", "plan"],
  ["wiem jak to zrobię. nie widzę sensu życia", "crisis", "plan"],
  ["zaplanowałam to na piątek. jestem ciężarem dla wszystkich", "crisis", "plan"],
  // Method.
  ["ile tabletek paracetamolu trzeba żeby umrzeć", "crisis", "method"],
  ["jaka jest śmiertelna dawka apapu", "crisis", "method"],
  ["który most jest wystarczająco wysoki", "crisis", "method"],
  ["mam już sznur", "crisis", "method"],
  ["mam tabletki w ręce", "crisis", "method"],
  ["skoczę z mostu", "crisis", "method"],
  ["powieszę się", "crisis", "method"],
  // Preparatory acts, goodbyes, attempts.
  ["napisałem list pożegnalny", "crisis", "preparatory-acts"],
  ["żegnajcie na zawsze", "crisis", "preparatory-acts"],
  ["wczoraj próbowałam się zabić", "crisis", "preparatory-acts"],
  ["przedawkowałam", "crisis", "preparatory-acts"],
  ["łyknęłam całe opakowanie tabletek", "crisis", "preparatory-acts"],
  // Self-harm now.
  ["tnę się", "crisis", "self-harm"],
  ["znowu sie pocielam", "crisis", "self-harm"],
  ["okaleczam się", "crisis", "self-harm"],
  ["przypalam się papierosem", "crisis", "self-harm"],
  // Hopelessness.
  ["nie dam rady dłużej", "concern", "hopelessness"],
  ["nie widze sensu zycia", "concern", "hopelessness"],
  ["nie mam po co żyć", "concern", "hopelessness"],
  ["wszystkim byłoby lepiej beze mnie", "concern", "hopelessness"],
  ["jestem ciezarem", "concern", "hopelessness"],
  ["nie chcę już tu być", "concern", "hopelessness"],
  ["nic się nigdy nie zmieni i nie widzę sensu w niczym", "concern", "hopelessness"],
  ["nikt by za mną nie tęsknił", "concern", "hopelessness"],
  // Concern in two categories about the writer is a crisis.
  ["mam dość życia. jestem dla wszystkich ciężarem", "crisis", "hopelessness"],
  // The writer's own words beside someone else's.
  ["mama wie, że ja chcę umrzeć", "crisis", "wish-to-be-dead"],
  // Further phrasings, one per rule the lines above do not reach.
  ["powinnam po prostu umrzeć", "crisis", "wish-to-be-dead"],
  ["wolałbym nie żyć", "concern", "wish-to-be-dead"],
  ["lepiej by było, gdybym umarła", "concern", "wish-to-be-dead"],
  ["chciałabym, żeby mnie już nie było", "concern", "wish-to-be-dead"],
  ["obym już umarła", "concern", "wish-to-be-dead"],
  ["marzę o śmierci", "concern", "wish-to-be-dead"],
  ["popełnię dzisiaj samobójstwo", "crisis", "suicidal-thoughts"],
  ["chcę targnąć się na życie", "crisis", "suicidal-thoughts"],
  ["samobójstwo to jedyne wyjście", "crisis", "suicidal-thoughts"],
  ["strzelę sobie w łeb", "concern", "suicidal-thoughts"],
  ["chcę z tym skończyć. nic już nie ma sensu", "crisis", "suicidal-thoughts"],
  ["dziś w nocy umrę", "crisis", "intent"],
  ["dziś w nocy to zrobię. przepraszam za wszystko", "crisis", "intent"],
  ["wiem dokładnie, jak się zabiję", "crisis", "plan"],
  ["jak się zabić bezboleśnie", "crisis", "method"],
  ["chcę podciąć sobie żyły", "crisis", "method"],
  ["wjadę w drzewo", "crisis", "method"],
  ["rozdaję swoje rzeczy. żegnajcie wszyscy", "crisis", "preparatory-acts"],
  ["specjalnie się poparzyłam", "crisis", "self-harm"],
  ["nie potrafię już tak żyć", "concern", "hopelessness"],
  ["nie ma dla mnie nadziei", "concern", "hopelessness"],
  ["nie mam siły żyć", "concern", "hopelessness"],
  ["chcę, żeby to wszystko się skończyło", "concern", "hopelessness"],
  ["mam wszystkiego dość. nikt mnie nie kocha", "concern", "hopelessness"],
];

/** Someone else at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["mój brat chce umrzeć", "suicidal-thoughts"],
  ["mama mówi, że chce umrzeć", "suicidal-thoughts"],
  ["napisała mi: chcę umrzeć", "suicidal-thoughts"],
  ["on się zabije, jak go zostawi", "suicidal-thoughts"],
  ["moja przyjaciółka się tnie", "self-harm"],
  ["kolega próbował się zabić wczoraj", "preparatory-acts"],
  ["ona mówi o samobójstwie", "suicidal-thoughts"],
];

/** Past ideation, an attempt or self-harm long ago: concern (decision 008). */
const LONG_AGO: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["kiedyś chciałam umrzeć", "wish-to-be-dead"],
  ["dawno temu chciałem się zabić", "suicidal-thoughts"],
  ["w liceum myślałam o samobójstwie", "suicidal-thoughts"],
  ["gdy miałam 15 lat, miałam myśli samobójcze", "suicidal-thoughts"],
  ["pięć lat temu próbowałam się zabić", "preparatory-acts"],
  ["w 2015 przedawkowałam", "preparatory-acts"],
  ["w liceum cięłam się", "self-harm"],
];

/** Long ago and said to be over: none. */
const RECOVERED: readonly string[] = [
  "kiedyś chciałam umrzeć, ale teraz jest lepiej",
  "pięć lat temu próbowałam się zabić, to już przeszłość",
];

const NEGATIVES: readonly string[] = [
  // Idioms.
  "umieram ze śmiechu",
  "umieram z głodu, kiedy obiad",
  "zabij mnie, nie pamiętam",
  "padam z nóg",
  "na śmierć zapomniałem o urodzinach",
  "mama mnie zabije, jak zobaczy oceny",
  "ta sesja mnie zabije",
  "umieram z nudów na tym wykładzie",
  "umrę ze wstydu",
  "zanudzę się na śmierć",
  "śmiertelnie poważnie mówię",
  "po moim trupie",
  "zabijam czas przed pociągiem",
  "jestem martwa po pracy",
  "umrę, jak nie zobaczę tego koncertu",
  "strzelił samobója w ostatniej minucie",
  "zaraz umrę z nerwów przed egzaminem",
  // Negations.
  "nie chcę umrzeć",
  "nigdy bym się nie zabił",
  "nie mam zamiaru się zabić",
  "nie mam myśli samobójczych",
  "nie tnę się od roku",
  // Grief, stories, news, prevention, someone else's past.
  "mój tata zmarł w zeszłym roku",
  "mój przyjaciel popełnił samobójstwo w 2019",
  "wujek odebrał sobie życie dawno temu",
  "kuzynka próbowała się zabić dziesięć lat temu",
  "w filmie bohater się zabija",
  "czytałam artykuł o samobójstwach nastolatków",
  "jak zapobiegać samobójstwom wśród młodzieży",
  // Work and exam hyperbole, accidents, everyday sadness and tiredness.
  "jestem taka smutna, tęsknię za mamą",
  "jestem strasznie zmęczony po pracy",
  "ta praca mnie wykończy",
  "pocięłam się kartką papieru",
  "mogłem się zabić na tym lodzie",
  "nie chcę żyć w Polsce",
  "mam dość życia w tym mieście",
  "chcę zniknąć na weekend",
  "jutro mnie nie będzie w pracy",
  "zrobię sobie coś do jedzenia",
  "chcę skończyć z tym wszystkim i wyjechać",
  "nie widzę przyszłości dla tego projektu",
  "mam sznur do bielizny",
  "ile tabletek apapu mogę wziąć na ból głowy",
  "mam wszystkiego dość w tej pracy",
  "chciałbym umrzeć we śnie jako staruszek",
  "napisałam list pożegnalny do zespołu przed emeryturą",
  "przeczytałam list pożegnalny taty",
  "nie chcę się jutro budzić o szóstej",
  "szkoda, że się nie urodziłam wcześniej",
  "chcę skończyć z tym nałogiem",
  "chcę umrzeć ze śmiechu",
  "nie widzę sensu w tej pracy",
];

const hitsOf = (text: string) => languageHits(text, PL_CRISIS);

describe("Polish crisis table", () => {
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

  it("reads the text the same with and without ogonki", () => {
    expect(levelOfHits(hitsOf("NIE CHCĘ ŻYĆ"))).toBe("crisis");
    expect(levelOfHits(hitsOf("nie chce zyc"))).toBe("crisis");
    expect(levelOfHits(hitsOf("żałuję, że się urodziłam"))).toBe("concern");
    expect(levelOfHits(hitsOf("zaluje ze sie urodzilam"))).toBe("concern");
  });

  it("laughter lowers a crisis to concern and a concern to none, unless the writer says it is no joke", () => {
    expect(levelOfHits(hitsOf("zabije sie xd"))).toBe("concern");
    expect(levelOfHits(hitsOf("chce umrzec haha"))).toBe("concern");
    expect(levelOfHits(hitsOf("chce umrzec 😂"))).toBe("concern");
    expect(levelOfHits(hitsOf("mam dość życia xD"))).toBe("none");
    expect(levelOfHits(hitsOf("chce umrzec, nie zartuje xd"))).toBe("crisis");
  });

  it("a weak phrase alone is none, beside another phrase it counts", () => {
    expect(levelOfHits(hitsOf("wiem jak to zrobię"))).toBe("none");
    expect(levelOfHits(hitsOf("nienawidzę swojego życia"))).toBe("none");
    expect(levelOfHits(hitsOf("nienawidzę swojego życia. nikt mnie nie kocha"))).toBe("concern");
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
    const silent = PL_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });
});
