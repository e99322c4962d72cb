// The French crisis table read by the language matcher: each category at its level (decision
// 008), texting forms and missing accents, someone else (concern), laughter, weak phrases, long
// ago, and the idioms, negations, grief and stories that must stay none.
import { describe, expect, it } from "vitest";
import { FR_CRISIS } from "./fr";
import { languageHits, levelOfHits } from "./match";
import type { LanguageHit } from "./match";

type Category = LanguageHit["category"];

function assess(text: string): { level: string; categories: Category[]; self: boolean } {
  const hits = languageHits(text, FR_CRISIS);
  return { level: levelOfHits(hits), categories: [...new Set(hits.map((h) => h.category))], self: hits.some((h) => h.self) };
}

const POSITIVES: Array<[Category, "crisis" | "concern", string]> = [
  // Wish to be dead said plainly: crisis, as in English.
  ["wish-to-be-dead", "crisis", "Je veux mourir."],
  ["wish-to-be-dead", "crisis", "jveux juste crever"],
  ["wish-to-be-dead", "crisis", "envie de mourir ce soir, encore"],
  ["wish-to-be-dead", "crisis", "J'aimerais être morte, franchement."],
  ["wish-to-be-dead", "crisis", "je ne veux plus vivre"],
  ["wish-to-be-dead", "crisis", "j'ai plus envie de vivre"],
  ["wish-to-be-dead", "crisis", "Laissez-moi mourir."],
  ["wish-to-be-dead", "crisis", "Plutôt mourir que continuer comme ça."],
  ["wish-to-be-dead", "crisis", "je devrais etre morte a l'heure qu'il est"],
  ["wish-to-be-dead", "crisis", "Je ne sais pas pourquoi je veux mourir."],
  ["wish-to-be-dead", "crisis", "Je n'en peux plus et je veux mourir."],
  ["wish-to-be-dead", "crisis", "je n'ai plus aucune envie de vivre"],
  ["wish-to-be-dead", "crisis", "cette chanson me donne envie de mourir"],
  ["wish-to-be-dead", "crisis", "la nuit envie de mourir"],
  ["wish-to-be-dead", "crisis", "parfois on a juste envie de mourir"],
  ["wish-to-be-dead", "crisis", "Je veux mourir. Je ne plaisante pas mdr"],
  // Passive wish: concern.
  ["wish-to-be-dead", "concern", "J'aimerais m'endormir et ne jamais me réveiller."],
  ["wish-to-be-dead", "concern", "j'aurais préféré ne jamais naître"],
  ["wish-to-be-dead", "concern", "Je voudrais disparaître pour toujours."],
  ["wish-to-be-dead", "concern", "Je suis fatiguée de vivre."],
  ["wish-to-be-dead", "concern", "jsuis tellement lasse de cette vie"],
  ["wish-to-be-dead", "concern", "J'espère ne pas me réveiller demain."],
  ["wish-to-be-dead", "concern", "je voudrais juste que tout s'arrête"],
  ["wish-to-be-dead", "concern", "je veux juste que tout s'arrête pour de bon"],
  // Suicidal thoughts.
  ["suicidal-thoughts", "crisis", "Je pense à en finir."],
  ["suicidal-thoughts", "crisis", "je pense au suicide tous les jours"],
  ["suicidal-thoughts", "crisis", "j'ai envie de me foutre en l'air"],
  ["suicidal-thoughts", "crisis", "je veux me suicider"],
  ["suicidal-thoughts", "crisis", "J'ai des pensées suicidaires depuis une semaine."],
  ["suicidal-thoughts", "crisis", "envie d'en finir avec la vie"],
  ["suicidal-thoughts", "crisis", "chui suicidaire"],
  ["suicidal-thoughts", "crisis", "La seule solution c'est d'en finir."],
  ["suicidal-thoughts", "concern", "J'ai des idées noires en ce moment."],
  // Intent.
  ["intent", "crisis", "Je vais me tuer."],
  ["intent", "crisis", "ce soir j'en finis"],
  ["intent", "crisis", "J'ai décidé de mettre fin à mes jours."],
  ["intent", "crisis", "demain je me suicide"],
  ["intent", "crisis", "jvais me foutre en lair ce soir"],
  ["intent", "crisis", "Je ne serai plus là demain."],
  // Plan.
  ["plan", "crisis", "J'ai prévu de me tuer vendredi."],
  ["plan", "crisis", "je sais comment je vais le faire"],
  ["plan", "crisis", "J'ai tout planifié pour en finir samedi."],
  // Method: means at hand, and searching for a way.
  ["method", "crisis", "combien de doliprane il faut pour mourir"],
  ["method", "crisis", "quel pont est assez haut"],
  ["method", "crisis", "J'ai la corde."],
  ["method", "crisis", "j'ai tous mes cachets dans la main"],
  ["method", "crisis", "c'est quoi la façon la moins douloureuse de mourir"],
  ["method", "crisis", "j'ai mis de côté des médocs depuis un mois"],
  ["method", "crisis", "j'ai envie de me jeter sous un train"],
  // Preparatory acts, goodbyes and attempts.
  ["preparatory-acts", "crisis", "J'ai écrit ma lettre d'adieu."],
  ["preparatory-acts", "crisis", "J'ai essayé de me tuer hier soir."],
  ["preparatory-acts", "crisis", "j'ai fait une TS la semaine dernière"],
  ["preparatory-acts", "crisis", "j'ai avalé toute la boîte de somnifères"],
  ["preparatory-acts", "crisis", "J'ai donné toutes mes affaires à mes amis."],
  ["preparatory-acts", "crisis", "Je vous dis adieu pour toujours."],
  ["preparatory-acts", "crisis", "je me suis ouvert les veines"],
  // Self-harm now.
  ["self-harm", "crisis", "je me scarifie encore"],
  ["self-harm", "crisis", "Je me suis coupée les bras hier."],
  ["self-harm", "crisis", "jme brule exprès avec mon briquet"],
  ["self-harm", "crisis", "j'ai envie de me faire du mal"],
  ["self-harm", "crisis", "Je me fais du mal."],
  ["self-harm", "crisis", "jme suis scarifiée hier soir"],
  // Hopelessness, burden, no reason to live: concern.
  ["hopelessness", "concern", "Je n'en peux plus de vivre."],
  ["hopelessness", "concern", "il n'y a plus aucune raison de vivre"],
  ["hopelessness", "concern", "Je ne vois plus aucune raison de continuer, je suis épuisé."],
  ["hopelessness", "concern", "Tout le monde serait mieux sans moi."],
  ["hopelessness", "concern", "ils seraient plus heureux si j'étais plus là"],
  ["hopelessness", "concern", "je suis un fardeau pour ma famille"],
  ["hopelessness", "concern", "ma vie n'a plus aucun sens"],
  ["hopelessness", "concern", "je veux plus être là"],
  ["hopelessness", "concern", "Je ne peux plus continuer comme ça."],
  ["hopelessness", "concern", "Personne ne me regretterait."],
  ["hopelessness", "concern", "Rien ne changera jamais et je ne vois pas l'intérêt."],
  ["hopelessness", "concern", "à quoi bon vivre"],
  ["hopelessness", "concern", "Je n'ai plus goût à rien. J'en peux plus."],
];

const NEGATIVES: string[] = [
  "J'aimerais que tout s'arrête pour ce soir, je suis crevée après cette journée.",
  "Je ne vois aucune raison de changer de banque.",
  // Idioms of dying and killing.
  "Je suis mort de fatigue après cette journée.",
  "je suis morte de rire devant cette vidéo",
  "je meurs de faim, vivement le dîner",
  "Tu me tues avec tes blagues.",
  "ça me tue de voir ça",
  "Je suis crevée après le boulot.",
  "Ce boulot va me tuer.",
  "Je me tue au travail depuis des semaines.",
  "Je me tue à te le dire !",
  "Cet exam va m'achever.",
  "La réunion était ennuyeuse à mourir.",
  "Il fait une chaleur à crever dans ce bureau.",
  "Plutôt mourir que de porter ce pull.",
  "Je préférerais mourir que de chanter devant eux.",
  "je voudrais mourir de honte",
  "j'ai envie de mourir de rire quand je le vois danser",
  "Je vais me tuer au travail cette semaine.",
  "Sortir par ce temps, c'est du suicide.",
  "Je vais me faire tuer par ma mère si je rentre tard.",
  "Je t'aime à mort.",
  "Je meurs d'envie de te voir.",
  "Je vais mourir de stress avant l'oral.",
  "ce film m'a fait mourir de rire",
  "c'est à se pendre, cette administration",
  "je me jette à l'eau, je lui dis demain",
  "c'est mortel ce jeu",
  // Negations.
  "Je ne veux pas mourir.",
  "Je ne me suiciderai jamais.",
  "je suis pas suicidaire, juste fatiguée",
  "Je n'ai jamais pensé à me suicider.",
  "Je n'ai plus d'idées suicidaires depuis deux ans, je vais mieux.",
  "je vais pas me tuer, t'inquiète",
  // Grief, someone else's past, news, films, prevention.
  "Mon père est mort l'an dernier, il me manque.",
  "Mon ami s'est suicidé en 2019.",
  "Ma cousine a fait une TS il y a trois ans.",
  "J'ai vu un documentaire sur le suicide des jeunes.",
  "Dans le film, l'héroïne veut se tuer.",
  "Comment aider quelqu'un qui a des idées suicidaires ?",
  "Aux infos ils parlaient d'un homme qui a sauté d'un pont.",
  "Ma soeur parlait de suicide quand elle était petite.",
  "Mon grand-père veut mourir chez lui, entouré de sa famille.",
  // Exam and work hyperbole, everyday sad and tired entries.
  "Si je rate ce partiel je suis morte.",
  "Je suis tellement triste, ma mère me manque.",
  "Je suis épuisée après le travail.",
  "Je veux en finir avec ce dossier avant vendredi.",
  "Je n'en peux plus de cette chaleur.",
  "J'ai envie de disparaître sous terre tellement j'avais honte.",
  "Je ne veux plus vivre ici, je déménage en septembre.",
  "J'en ai marre de la vie en colocation.",
  "Je me suis coupé le doigt en cuisinant.",
  "Je ne sais pas comment je vais le faire, ce devoir.",
  "On a sauté du pont dans le lac cet été.",
  "Je suis sur le pont toute la semaine pour le lancement.",
  "J'ai donné mes affaires de bébé à une association.",
  "J'ai envie de me couper les cheveux.",
  "je suis un boulet en maths",
  "je vais tuer le temps en lisant",
  "j'ai envie de tuer mon chef",
];

describe("French crisis table", () => {
  it("reads the sentence it was written for as a crisis", () => {
    const result = assess("Je ne veux plus vivre, je pense à en finir ce soir.");
    expect(result.level).toBe("crisis");
    expect(result.categories).toEqual(expect.arrayContaining(["wish-to-be-dead", "suicidal-thoughts"]));
  });

  it.each(POSITIVES)("%s (%s): %s", (category, level, text) => {
    const result = assess(text);
    expect(result.level).toBe(level);
    expect(result.categories).toContain(category);
  });

  it.each(NEGATIVES)("none: %s", (text) => {
    expect(assess(text).level).toBe("none");
  });

  it("makes concern about the writer in two categories a crisis", () => {
    expect(assess("Je suis fatiguée de vivre. Personne ne me regretterait.").level).toBe("crisis");
  });

  it.each([
    ["suicidal-thoughts", "Mon frère veut mourir, je ne sais pas quoi faire."],
    ["suicidal-thoughts", "ma meilleure amie m'a dit qu'elle voulait se suicider"],
    ["intent", "il va se tuer si personne ne fait rien"],
    ["self-harm", "elle se scarifie depuis des mois"],
    ["preparatory-acts", "mon fils vient de faire une TS"],
    ["preparatory-acts", "Ma fille donne toutes ses affaires."],
  ] as Array<[Category, string]>)("someone else at risk is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
    expect(result.self).toBe(false);
  });

  it.each(["je vais me tuer mdr", "envie de mourir ptdr ce cours", "jveux mourir 😂", "je me suicide lol"])(
    "laughter lowers a crisis to concern: %s",
    (text) => {
      expect(assess(text).level).toBe("concern");
    },
  );

  it("drops a concern phrase said laughing", () => {
    expect(assess("personne ne me regretterait haha").level).toBe("none");
  });

  it.each([
    ["J'ai un plan.", "none"],
    ["J'ai un plan. Je veux mourir.", "crisis"],
    ["Adieu à tous.", "none"],
    ["Adieu à tous. J'ai écrit ma lettre d'adieu.", "crisis"],
    ["Je vais le faire ce soir.", "none"],
    ["Je vais le faire ce soir. J'ai la corde.", "crisis"],
    ["J'en peux plus.", "none"],
    ["J'ai rechuté hier. Je suis à bout.", "crisis"],
    ["J'ai acheté une corde. J'ai les cachets.", "crisis"],
  ])("weak phrases count only beside another: %s", (text, level) => {
    expect(assess(text).level).toBe(level);
  });

  it.each([
    ["preparatory-acts", "J'ai fait une TS il y a cinq ans."],
    ["suicidal-thoughts", "Quand j'avais 16 ans je pensais au suicide."],
    ["self-harm", "Je me scarifiais encore au lycée, je me suis coupée les bras au lycée."],
  ] as Array<[Category, string]>)("long ago is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
  });

  it("every rule is reached by a text of this file", () => {
    const texts = [
      ...POSITIVES.map(([, , text]) => text),
      "Mon frère veut mourir.",
      "il va se tuer si personne ne fait rien",
      "ma meilleure amie est suicidaire",
      "elle se scarifie depuis des mois",
      "mon fils vient de faire une TS",
      "Ma fille donne toutes ses affaires.",
      "J'ai un plan. Je veux mourir.",
      "Adieu à tous. Je veux mourir.",
      "Je vais le faire ce soir. Je veux mourir.",
      "Ça ne s'arrangera jamais. Je veux mourir.",
      "J'en ai marre de tout. Je veux mourir.",
      "J'ai rechuté hier. Je veux mourir.",
      "J'ai acheté une corde. Je veux mourir.",
      "J'ai fait une TS il y a cinq ans.",
      "Quand j'avais 16 ans je pensais au suicide.",
      "Je me suis coupée les bras au lycée.",
      "Je n'ai qu'une envie, mourir.",
      "J'ai des idées noires.",
      "Je suis tellement lasse de vivre, ma vie ne vaut rien.",
      "Je ne manquerais à personne.",
      "Je suis au bord du toit.",
      "Ça fait mal de se noyer ?",
      "Quelle dose mortelle de paracétamol ?",
      "J'ai perdu le goût de vivre.",
      "J'ai décidé de mourir.",
      "je sais comment je vais le faire",
    ];
    const reached = new Set(texts.flatMap((text) => languageHits(text, FR_CRISIS).map((h) => h.pattern)));
    const unreached = FR_CRISIS.rules.flatMap((rule, i) => (reached.has(rule.pattern.source) ? [] : [`${i} ${rule.category}`]));
    expect(unreached).toEqual([]);
  });
});
