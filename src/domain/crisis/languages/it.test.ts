// The Italian crisis table read by the language matcher: each category at its level (decision
// 008), texting forms and missing accents, someone else (concern), laughter, weak phrases, long
// ago, and the idioms, negations, grief and stories that must stay none.
import { describe, expect, it } from "vitest";
import { IT_CRISIS } from "./it";
import { languageHits, levelOfHits } from "./match";
import type { LanguageHit } from "./match";

type Category = LanguageHit["category"];

function assess(text: string): { level: string; categories: Category[]; self: boolean } {
  const hits = languageHits(text, IT_CRISIS);
  return { level: levelOfHits(hits), categories: [...new Set(hits.map((h) => h.category))], self: hits.some((h) => h.self) };
}

const POSITIVES: Array<[Category, "crisis" | "concern", string]> = [
  // Wish to be dead said plainly: crisis, as in English.
  ["wish-to-be-dead", "crisis", "Voglio morire."],
  ["wish-to-be-dead", "crisis", "vorrei solo morire"],
  ["wish-to-be-dead", "crisis", "vojo morì"],
  ["wish-to-be-dead", "crisis", "ho tanta voglia di morire"],
  ["wish-to-be-dead", "crisis", "Non voglio più vivere."],
  ["wish-to-be-dead", "crisis", "nn voglio vivere piu"],
  ["wish-to-be-dead", "crisis", "Vorrei essere morta."],
  ["wish-to-be-dead", "crisis", "questa canzone mi fa venire voglia di morire"],
  ["wish-to-be-dead", "crisis", "Non so perché voglio morire."],
  ["wish-to-be-dead", "crisis", "Preferirei morire piuttosto che vivere così."],
  // Passive wish: concern.
  ["wish-to-be-dead", "concern", "Vorrei addormentarmi e non svegliarmi più."],
  ["wish-to-be-dead", "concern", "vorrei non essere mai nata"],
  ["wish-to-be-dead", "concern", "Vorrei sparire per sempre."],
  ["wish-to-be-dead", "concern", "Sono stanca di vivere."],
  ["wish-to-be-dead", "concern", "sono stufo della vita"],
  ["wish-to-be-dead", "concern", "Ho perso la voglia di vivere."],
  ["wish-to-be-dead", "concern", "spero di non svegliarmi domani"],
  // Suicidal thoughts.
  ["suicidal-thoughts", "crisis", "Voglio uccidermi."],
  ["suicidal-thoughts", "crisis", "mi voglio ammazzare"],
  ["suicidal-thoughts", "crisis", "Voglio farla finita."],
  ["suicidal-thoughts", "crisis", "penso al suicidio ogni giorno"],
  ["suicidal-thoughts", "crisis", "Ho pensieri suicidi da settimane."],
  ["suicidal-thoughts", "crisis", "mi sento suicida"],
  ["suicidal-thoughts", "crisis", "L'unica soluzione è la morte."],
  ["suicidal-thoughts", "crisis", "mi passa per la testa di togliermi la vita"],
  // Intent.
  ["intent", "crisis", "Mi ammazzo."],
  ["intent", "crisis", "stasera la faccio finita"],
  ["intent", "crisis", "Ho deciso di togliermi la vita."],
  ["intent", "crisis", "mi uccido domani"],
  ["intent", "crisis", "Domani non ci sarò più."],
  // Plan.
  ["plan", "crisis", "Ho pianificato di uccidermi venerdì."],
  ["plan", "crisis", "so già come lo farò"],
  ["plan", "crisis", "Ho già deciso come farla finita."],
  // Method: means at hand, and searching for a way.
  ["method", "crisis", "quante pillole servono per morire"],
  ["method", "crisis", "Quale ponte è abbastanza alto?"],
  ["method", "crisis", "Ho la corda."],
  ["method", "crisis", "ho tutte le pillole in mano"],
  ["method", "crisis", "il modo meno doloroso per morire"],
  ["method", "crisis", "Sto mettendo da parte le pastiglie."],
  ["method", "crisis", "vorrei buttarmi dal ponte"],
  ["method", "crisis", "ho le lamette pronte"],
  // Preparatory acts, goodbyes and attempts.
  ["preparatory-acts", "crisis", "Ho scritto la mia lettera d'addio."],
  ["preparatory-acts", "crisis", "Ho provato a uccidermi ieri sera."],
  ["preparatory-acts", "crisis", "ho preso tutte le pillole"],
  ["preparatory-acts", "crisis", "Sto regalando tutte le mie cose."],
  ["preparatory-acts", "crisis", "Addio per sempre."],
  ["preparatory-acts", "crisis", "ho fatto un'overdose stanotte"],
  // Self-harm now.
  ["self-harm", "crisis", "Mi taglio le braccia."],
  ["self-harm", "crisis", "mi autolesiono quando sono sola"],
  ["self-harm", "crisis", "Mi brucio apposta con la sigaretta."],
  ["self-harm", "crisis", "ho voglia di tagliarmi di nuovo"],
  ["self-harm", "crisis", "Mi faccio del male."],
  ["self-harm", "crisis", "mi sono tagliata ieri sera"],
  // Hopelessness, burden, no reason to live: concern.
  ["hopelessness", "concern", "Non ho motivi per vivere."],
  ["hopelessness", "concern", "la mia vita non ha senso"],
  ["hopelessness", "concern", "Starebbero tutti meglio senza di me."],
  ["hopelessness", "concern", "Sono un peso per tutti."],
  ["hopelessness", "concern", "nessuno sentirebbe la mia mancanza"],
  ["hopelessness", "concern", "Non voglio più stare qui."],
  ["hopelessness", "concern", "Non posso andare avanti così."],
  ["hopelessness", "concern", "A che serve vivere?"],
  ["hopelessness", "concern", "Niente cambierà mai e non vedo via d'uscita."],
];

const NEGATIVES: string[] = [
  // Idioms of dying and killing.
  "Sono stanco morto dopo il lavoro.",
  "muoio dal ridere con questo video",
  "Muoio di fame, andiamo a mangiare.",
  "Sto morendo di caldo in ufficio.",
  "Ti amo da morire.",
  "Mi fai morire con le tue battute.",
  "Questo caldo mi uccide.",
  "Mia madre mi ammazza se torno tardi.",
  "Mi ammazzo di lavoro tutta la settimana.",
  "Mi ammazzo a studiare e non passo l'esame.",
  "Ammazza che freddo stamattina!",
  "Andiamo ad ammazzare il tempo in centro.",
  "Uscire con questa neve è un suicidio.",
  "C'è da spararsi con questa burocrazia.",
  "Neanche morta mi metto quel vestito.",
  "Falla finita con questa storia!",
  "Muoio dalla voglia di vederti.",
  "Vorrei morire dalla vergogna.",
  "Mi uccido in palestra ogni sera.",
  "Ho voglia di crepare dal ridere.",
  "Preferirei morire piuttosto che mettermi quel vestito.",
  "Ho una voglia di morire dal ridere quando lo vedo.",
  // Negations.
  "Non voglio morire.",
  "Non mi ucciderei mai.",
  "Non sono suicida, sono solo triste.",
  "Non ho mai pensato di uccidermi.",
  "Non ho più pensieri suicidi, sto molto meglio.",
  "Non mi ammazzo, tranquilla.",
  // Grief, someone else's past, news, films, prevention.
  "Mio padre è morto l'anno scorso e mi manca.",
  "Il mio amico si è suicidato nel 2019.",
  "Mia cugina ha tentato il suicidio tre anni fa.",
  "Ho visto un documentario sul suicidio degli adolescenti.",
  "Nel film il protagonista vuole uccidersi.",
  "Come aiutare un amico che ha pensieri suicidi?",
  "Al telegiornale hanno parlato di un uomo che si è buttato da un ponte.",
  "Mia nonna vuole morire a casa sua, serenamente.",
  // Exam and work hyperbole, everyday sad and tired entries.
  "Se mi bocciano all'esame sono morta.",
  "Sono così triste, mi manca mia madre.",
  "Sono stanchissima dopo il lavoro.",
  "Voglio farla finita con questo progetto entro venerdì.",
  "Non ce la faccio più con questo caldo.",
  "Vorrei sparire per un po' dai social.",
  "Non voglio vivere in questa città.",
  "Sono stanca di vivere con i miei genitori.",
  "Mi sono tagliato il dito mentre cucinavo.",
  "Mi sono tagliata ieri sera con il coltello del pane.",
  "Questo esame mi ucciderà.",
  "Mio zio si è ucciso due anni fa.",
  "La faccio finita con te, non ti sopporto più.",
  "Ho voglia di tagliarmi i capelli.",
  "In palestra sono un peso morto.",
  "D'estate ci buttiamo dal ponte nel fiume.",
];

describe("Italian crisis table", () => {
  it.each(POSITIVES)("%s (%s): %s", (category, level, text) => {
    const result = assess(text);
    expect(result.level).toBe(level);
    expect(result.categories).toContain(category);
  });

  it.each(NEGATIVES)("none: %s", (text) => {
    expect(assess(text).level).toBe("none");
  });

  it("makes concern about the writer in two categories a crisis", () => {
    expect(assess("Sono stanca di vivere. Nessuno sentirebbe la mia mancanza.").level).toBe("crisis");
  });

  it.each([
    ["suicidal-thoughts", "Mio fratello vuole uccidersi e non so cosa fare."],
    ["suicidal-thoughts", "la mia migliore amica parla di suicidarsi"],
    ["intent", "dice che sta per uccidersi"],
    ["suicidal-thoughts", "il mio ragazzo ha pensieri suicidi"],
    ["self-harm", "mia figlia si taglia le braccia"],
    ["preparatory-acts", "mio fratello ha tentato di uccidersi ieri"],
    ["preparatory-acts", "Mio figlio sta regalando le sue cose."],
  ] as Array<[Category, string]>)("someone else at risk is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
    expect(result.self).toBe(false);
  });

  it.each(["mi ammazzo ahahah", "voglio morire xD questo esame", "voglio uccidermi 😂", "voglio morire asd"])(
    "laughter lowers a crisis to concern: %s",
    (text) => {
      expect(assess(text).level).toBe("concern");
    },
  );

  it("drops a concern phrase said laughing, and keeps it when it is no joke", () => {
    expect(assess("nessuno sentirebbe la mia mancanza ahah").level).toBe("none");
    expect(assess("Voglio morire. Non sto scherzando ahah").level).toBe("crisis");
  });

  it.each([
    ["Ho un piano.", "none"],
    ["Ho un piano. Voglio morire.", "crisis"],
    ["Addio a tutti.", "none"],
    ["Addio a tutti. Ho scritto la mia lettera d'addio.", "crisis"],
    ["Lo faccio stasera.", "none"],
    ["Lo faccio stasera. Ho la corda.", "crisis"],
    ["Non ce la faccio più.", "none"],
    ["Sono ricaduta ieri. Non ce la faccio più.", "crisis"],
    ["Ho comprato una corda. Ho le pillole.", "crisis"],
  ])("weak phrases count only beside another: %s", (text, level) => {
    expect(assess(text).level).toBe(level);
  });

  it.each([
    ["preparatory-acts", "Ho tentato il suicidio a sedici anni."],
    ["suicidal-thoughts", "Quando avevo 15 anni pensavo di uccidermi."],
    ["self-harm", "Mi sono tagliata le braccia al liceo."],
  ] as Array<[Category, string]>)("long ago is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
  });

  it("every rule is reached by a text of this file", () => {
    const texts = [
      ...POSITIVES.map(([, , text]) => text),
      "Mio fratello vuole uccidersi.",
      "dice che sta per uccidersi",
      "il mio ragazzo ha pensieri suicidi",
      "mia figlia si taglia le braccia",
      "mio fratello ha tentato di uccidersi ieri",
      "Mio figlio sta regalando le sue cose.",
      "Ho un piano. Voglio morire.",
      "Addio a tutti. Voglio morire.",
      "Lo faccio stasera. Voglio morire.",
      "Sono ricaduta ieri. Voglio morire.",
      "Ho comprato una corda. Voglio morire.",
      "Non ce la faccio più. Voglio morire.",
      "Niente cambierà mai. Voglio morire.",
      "Non vedo via d'uscita. Voglio morire.",
      "Ho tentato il suicidio a sedici anni.",
      "Quando avevo 15 anni pensavo di uccidermi.",
      "Mi sono tagliata le braccia al liceo.",
      "Penso spesso alla morte.",
      "A volte l'idea di suicidarmi mi calma.",
      "Dovrei essere morta.",
      "Sono sul bordo del ponte.",
      "Fa male impiccarsi?",
      "Qual è la dose letale di paracetamolo?",
      "Non voglio vivere così.",
    ];
    const reached = new Set(texts.flatMap((text) => languageHits(text, IT_CRISIS).map((h) => h.pattern)));
    const unreached = IT_CRISIS.rules.flatMap((rule, i) => (reached.has(rule.pattern.source) ? [] : [`${i} ${rule.category}`]));
    expect(unreached).toEqual([]);
  });
});
