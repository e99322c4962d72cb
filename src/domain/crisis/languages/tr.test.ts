// The Turkish crisis table read by the shared matcher: every category is found at the level the
// English detector gives it (docs/decisions/008-crisis-detection.md), texting forms and text typed
// without Turkish letters included, person and negation read from the suffix, and idioms,
// negations, grief, stories and someone else's past stay none.
import { describe, expect, it } from "vitest";
import type { CrisisCategory } from "../detector";
import { languageHits, levelOfHits } from "./match";
import { TR_CRISIS } from "./tr";

type Positive = readonly [text: string, level: "crisis" | "concern", category: CrisisCategory];

const POSITIVES: readonly Positive[] = [
  // Wish to be dead said plainly: crisis, as in English.
  ["Ölmek istiyorum.", "crisis", "wish-to-be-dead"],
  ["olmek istiyom ya", "crisis", "wish-to-be-dead"],
  ["bugün çok kötüydü, ölmek istiyorum", "crisis", "wish-to-be-dead"],
  ["artık yaşamak istemiyorum", "crisis", "wish-to-be-dead"],
  ["yasamak istemiyom", "crisis", "wish-to-be-dead"],
  ["annem ölmek istediğimi bilmiyor", "crisis", "wish-to-be-dead"],
  // Passive wish to be dead: concern.
  ["keşke ölsem", "concern", "wish-to-be-dead"],
  ["keske hic dogmasaydim", "concern", "wish-to-be-dead"],
  ["bir daha hiç uyanmamak istiyorum", "concern", "wish-to-be-dead"],
  ["sonsuza dek kaybolmak istiyorum", "concern", "wish-to-be-dead"],
  ["yaşamaktan yoruldum", "concern", "wish-to-be-dead"],
  ["hayattan biktim", "concern", "wish-to-be-dead"],
  ["ölesim var", "concern", "wish-to-be-dead"],
  // Suicidal thoughts.
  ["intihar etmek istiyorum", "crisis", "suicidal-thoughts"],
  ["intihar etmeyi düşünüyorum", "crisis", "suicidal-thoughts"],
  ["intihar düşüncelerim var", "crisis", "suicidal-thoughts"],
  ["kendimi öldürmek istiyorum", "crisis", "suicidal-thoughts"],
  ["canıma kıyacağım", "crisis", "suicidal-thoughts"],
  ["canima kiycam", "crisis", "suicidal-thoughts"],
  ["hayatıma son vermek istiyorum", "crisis", "suicidal-thoughts"],
  ["her şeye son vermek istiyorum", "crisis", "suicidal-thoughts"],
  ["kms", "crisis", "suicidal-thoughts"],
  // Intent.
  ["intihar edeceğim", "crisis", "intent"],
  ["bu gece intihar edicem", "crisis", "intent"],
  ["bu gece ölcem", "crisis", "intent"],
  ["ölmeye karar verdim", "crisis", "intent"],
  ["yarını göremeyeceğim", "crisis", "intent"],
  ["kendime bir şey yapmaktan korkuyorum", "crisis", "intent"],
  // Plan.
  ["intiharımı planlıyorum", "crisis", "plan"],
  ["nasıl yapacağımı biliyorum. yaşamanın anlamı yok", "crisis", "plan"],
  ["cumaya planladım. herkese yük oluyorum", "crisis", "plan"],
  // Method.
  ["kaç parol içersem ölürüm", "crisis", "method"],
  ["ölümcül doz ne kadar", "crisis", "method"],
  ["hangi köprü yeterince yüksek", "crisis", "method"],
  ["ipi aldım", "crisis", "method"],
  ["haplar elimde", "crisis", "method"],
  ["köprüden atlayacağım", "crisis", "method"],
  ["kendimi asıcam", "crisis", "method"],
  // Preparatory acts, goodbyes, attempts.
  ["veda mektubu yazdım", "crisis", "preparatory-acts"],
  ["elveda dünya", "crisis", "preparatory-acts"],
  ["dün gece intihar etmeye çalıştım", "crisis", "preparatory-acts"],
  ["bütün hapları içtim", "crisis", "preparatory-acts"],
  // Self-harm now.
  ["kendime zarar veriyorum", "crisis", "self-harm"],
  ["kendimi kesiyorum", "crisis", "self-harm"],
  ["jilet attım yine", "crisis", "self-harm"],
  ["sigarayla kolumu yaktım", "crisis", "self-harm"],
  // Hopelessness.
  ["artık dayanamıyorum", "concern", "hopelessness"],
  ["artik devam edemiyorum", "concern", "hopelessness"],
  ["yaşamanın anlamı yok", "concern", "hopelessness"],
  ["yaşamak için bir sebebim yok", "concern", "hopelessness"],
  ["herkes bensiz daha iyi olur", "concern", "hopelessness"],
  ["ben bir yüküm", "concern", "hopelessness"],
  ["artık burada olmak istemiyorum", "concern", "hopelessness"],
  ["hiçbir şey değişmeyecek ve devam etmenin anlamı yok", "concern", "hopelessness"],
  ["kimse beni özlemez", "concern", "hopelessness"],
  ["ölsem kimse fark etmez", "concern", "hopelessness"],
  // Concern in two categories about the writer is a crisis.
  ["yaşamaktan yoruldum. herkese yük oluyorum", "crisis", "hopelessness"],
  // Further phrasings, one per rule the lines above do not reach.
  ["ölmeliyim", "crisis", "wish-to-be-dead"],
  ["ölüm benim için kurtuluş olur", "concern", "wish-to-be-dead"],
  ["ölmeyi düşünüyorum", "crisis", "suicidal-thoughts"],
  ["kafama sıkacağım", "concern", "suicidal-thoughts"],
  ["aklımda hep intihar var. artık dayanamıyorum", "crisis", "suicidal-thoughts"],
  ["bu gece yapacağım. her şey için özür dilerim", "crisis", "intent"],
  ["en acısız ölüm yolu ne", "crisis", "method"],
  ["trenin önüne atlayacağım", "crisis", "method"],
  ["eşyalarımı dağıtıyorum. kedime iyi bakın", "crisis", "preparatory-acts"],
  ["hiç umudum kalmadı", "concern", "hopelessness"],
];

/** Someone else at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["arkadaşım ölmek istiyor", "suicidal-thoughts"],
  ["arkadaşım ölmek istiyorum dedi", "suicidal-thoughts"],
  ["kız arkadaşım intihar edeceğini söyledi", "suicidal-thoughts"],
  ["kardeşim kendini kesiyor", "self-harm"],
  ["arkadaşım dün intihar etmeye çalıştı", "preparatory-acts"],
];

/** Past ideation, an attempt or self-harm long ago: concern (decision 008). */
const LONG_AGO: ReadonlyArray<readonly [text: string, category: CrisisCategory]> = [
  ["lisedeyken ölmek istiyordum", "wish-to-be-dead"],
  ["yıllar önce intihar etmeyi düşündüm", "suicidal-thoughts"],
  ["çocukken kendimi öldürmek istedim", "suicidal-thoughts"],
  ["beş yıl önce kendimi öldürmeye çalıştım", "preparatory-acts"],
  ["2015'te bütün hapları içtim", "preparatory-acts"],
  ["çocukken kendime zarar verdim", "self-harm"],
  ["ergenken kendimi kesiyordum", "self-harm"],
  ["eskiden jilet atıyordum", "self-harm"],
];

/** Long ago and said to be over: none. */
const RECOVERED: readonly string[] = [
  "beş yıl önce kendimi öldürmeye çalıştım ama artık iyiyim",
  "lisedeyken ölmek istiyordum ama atlattım",
];

const NEGATIVES: readonly string[] = [
  // Idioms.
  "gülmekten öldüm",
  "açlıktan ölüyorum, yemek ne zaman",
  "sıcaktan öldüm bugün",
  "ölürüm sana",
  "canım sıkılıyor",
  "bu sınav beni öldürecek",
  "annem beni öldürecek",
  "ölesiye yorgunum",
  "seni ölümüne seviyorum",
  "ölü gibi uyudum",
  "ölmeden önce görülecek yerler",
  "meraktan ölüyorum söyle",
  "utancımdan öldüm",
  "sınavda öldüm resmen",
  "bugün okulda öldüm",
  "canım çıktı bugün",
  "siyasi intihar bu",
  "ölmek var dönmek yok",
  // Negations (suffixes).
  "ölmek istemiyorum",
  "yaşamak istiyorum",
  "kendimi asla öldürmem",
  "intihar düşüncem yok",
  "intihar etmeyi hiç düşünmedim",
  "kendime zarar vermiyorum artık",
  // Grief, stories, news, prevention, someone else's past.
  "babam geçen yıl öldü",
  "arkadaşım 2019'da intihar etti",
  "dayım yıllar önce kendini öldürmüş",
  "filmde karakter intihar ediyor",
  "haberlerde bir adam köprüden atladı",
  "intiharı önlemek için ne yapabiliriz",
  "babamın veda mektubunu okudum",
  // Work and exam hyperbole, accidents, everyday sadness and tiredness.
  "çok üzgünüm, annemi özlüyorum",
  "işten sonra çok yorgunum",
  "burada yaşamak istemiyorum, taşınmak istiyorum",
  "dağlarda kaybolmak istiyorum",
  "bu sıcağa artık dayanamıyorum",
  "bu işe devam edemiyorum",
  "yemek yaparken kendimi kestim",
  "her şeye son verip yeniden başlamak istiyorum",
  "işten ayrılırken ekibime veda mektubu yazdım",
  "kaç tane parol içmeliyim baş ağrısı için",
  "ipi aldım çamaşırlar için",
  "olum ya çok komik",
  "kimseye yük olmak istemiyorum",
];

const hitsOf = (text: string) => languageHits(text, TR_CRISIS);

describe("Turkish crisis table", () => {
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

  it("reads the text the same with and without Turkish letters", () => {
    expect(levelOfHits(hitsOf("İNTİHAR ETMEK İSTİYORUM"))).toBe("crisis");
    expect(levelOfHits(hitsOf("INTIHAR ETMEK ISTIYORUM"))).toBe("crisis");
    expect(levelOfHits(hitsOf("keşke hiç doğmasaydım"))).toBe("concern");
    expect(levelOfHits(hitsOf("keske hic dogmasaydim"))).toBe("concern");
  });

  it("reads person and negation from the suffix", () => {
    expect(levelOfHits(hitsOf("ölmek istiyorum"))).toBe("crisis");
    expect(hitsOf("ölmek istemiyorum")).toEqual([]);
    expect(hitsOf("ölmek istiyor")[0]?.self).toBe(false);
    expect(levelOfHits(hitsOf("yaşamak istemiyorum"))).toBe("crisis");
    expect(hitsOf("yaşamak istiyorum")).toEqual([]);
  });

  it("laughter and keyboard smashes lower a crisis to concern and a concern to none, unless the writer says it is no joke", () => {
    expect(levelOfHits(hitsOf("ölmek istiyorum hahaha"))).toBe("concern");
    expect(levelOfHits(hitsOf("kendimi öldürcem sdfgsdfg"))).toBe("concern");
    expect(levelOfHits(hitsOf("intihar edicem asdfasd"))).toBe("concern");
    expect(levelOfHits(hitsOf("hayattan bıktım ahahah"))).toBe("none");
    expect(levelOfHits(hitsOf("ölmek istiyorum ajsjsjs şaka değil"))).toBe("crisis");
  });

  it("a weak phrase alone is none, beside another phrase it counts", () => {
    expect(levelOfHits(hitsOf("nasıl yapacağımı biliyorum"))).toBe("none");
    expect(levelOfHits(hitsOf("kendimden nefret ediyorum"))).toBe("none");
    expect(levelOfHits(hitsOf("kendimden nefret ediyorum. kimse beni sevmiyor"))).toBe("concern");
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
    const silent = TR_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });
});
