// The Spanish crisis table read by the language matcher: each category at its level (decision
// 008), texting forms and missing accents, someone else (concern), laughter, weak phrases, long
// ago, and the idioms, negations, grief and stories that must stay none.
import { describe, expect, it } from "vitest";
import { ES_CRISIS } from "./es";
import { languageHits, levelOfHits } from "./match";
import type { LanguageHit } from "./match";

type Category = LanguageHit["category"];

function assess(text: string): { level: string; categories: Category[]; self: boolean } {
  const hits = languageHits(text, ES_CRISIS);
  return { level: levelOfHits(hits), categories: [...new Set(hits.map((h) => h.category))], self: hits.some((h) => h.self) };
}

const POSITIVES: Array<[Category, "crisis" | "concern", string]> = [
  // Wish to be dead said plainly: crisis, as in English.
  ["wish-to-be-dead", "crisis", "Quiero morir."],
  ["wish-to-be-dead", "crisis", "me quiero morir ya"],
  ["wish-to-be-dead", "crisis", "kiero morirme"],
  ["wish-to-be-dead", "crisis", "tengo tantas ganas de morir"],
  ["wish-to-be-dead", "crisis", "Ya no quiero vivir."],
  ["wish-to-be-dead", "crisis", "no quiero seguir viviendo"],
  ["wish-to-be-dead", "crisis", "Ojalá estuviera muerta."],
  ["wish-to-be-dead", "crisis", "esta cancion me da ganas de morir"],
  ["wish-to-be-dead", "crisis", "No sé por qué quiero morir."],
  ["wish-to-be-dead", "crisis", "Prefiero morir que seguir así."],
  // Passive wish: concern.
  ["wish-to-be-dead", "concern", "Quisiera dormirme y no despertar nunca."],
  ["wish-to-be-dead", "concern", "ojala no hubiera nacido"],
  ["wish-to-be-dead", "concern", "Quiero desaparecer para siempre."],
  ["wish-to-be-dead", "concern", "Estoy cansada de vivir."],
  ["wish-to-be-dead", "concern", "toy harto de la vida"],
  ["wish-to-be-dead", "concern", "Perdí las ganas de vivir."],
  ["wish-to-be-dead", "concern", "no quiero despertar mañana"],
  // Suicidal thoughts.
  ["suicidal-thoughts", "crisis", "Quiero matarme."],
  ["suicidal-thoughts", "crisis", "me quiero matar"],
  ["suicidal-thoughts", "crisis", "pienso en suicidarme todos los dias"],
  ["suicidal-thoughts", "crisis", "Quiero acabar con todo."],
  ["suicidal-thoughts", "crisis", "Tengo ideas suicidas desde hace semanas."],
  ["suicidal-thoughts", "crisis", "me siento suicida"],
  ["suicidal-thoughts", "crisis", "La única salida es la muerte."],
  ["suicidal-thoughts", "crisis", "se me pasa por la cabeza quitarme la vida"],
  // Intent.
  ["intent", "crisis", "Me voy a matar."],
  ["intent", "crisis", "voy a suicidarme esta noche"],
  ["intent", "crisis", "Ya decidí quitarme la vida."],
  ["intent", "crisis", "hoy me mato"],
  ["intent", "crisis", "Mañana ya no voy a estar."],
  // Plan.
  ["plan", "crisis", "Tengo planeado matarme el viernes."],
  ["plan", "crisis", "ya se como lo voy a hacer"],
  ["plan", "crisis", "Planeé cómo hacerlo."],
  // Method: means at hand, and searching for a way.
  ["method", "crisis", "cuantas pastillas se necesitan para morir"],
  ["method", "crisis", "¿Qué puente es lo bastante alto?"],
  ["method", "crisis", "Tengo la soga."],
  ["method", "crisis", "tengo todas las pastillas en la mano"],
  ["method", "crisis", "la forma menos dolorosa de morir"],
  ["method", "crisis", "Estoy juntando pastillas."],
  ["method", "crisis", "quiero tirarme del puente"],
  ["method", "crisis", "me voy a aventar del puente"],
  // Preparatory acts, goodbyes and attempts.
  ["preparatory-acts", "crisis", "Escribí mi carta de despedida."],
  ["preparatory-acts", "crisis", "Intenté matarme anoche."],
  ["preparatory-acts", "crisis", "me tomé todas las pastillas"],
  ["preparatory-acts", "crisis", "Estoy regalando todas mis cosas."],
  ["preparatory-acts", "crisis", "Adiós para siempre."],
  ["preparatory-acts", "crisis", "tuve un intento de suicidio la semana pasada"],
  // Self-harm now.
  ["self-harm", "crisis", "Me corto los brazos."],
  ["self-harm", "crisis", "me autolesiono cuando estoy sola"],
  ["self-harm", "crisis", "Me quemo a propósito con el cigarro."],
  ["self-harm", "crisis", "tengo ganas de cortarme otra vez"],
  ["self-harm", "crisis", "hago cutting"],
  ["self-harm", "crisis", "me estoy cortando"],
  // Hopelessness, burden, no reason to live: concern.
  ["hopelessness", "concern", "No tengo razones para vivir."],
  ["hopelessness", "concern", "mi vida no tiene sentido"],
  ["hopelessness", "concern", "Todos estarían mejor sin mí."],
  ["hopelessness", "concern", "Soy una carga para mi familia."],
  ["hopelessness", "concern", "nadie me extrañaría"],
  ["hopelessness", "concern", "Ya no quiero estar aquí."],
  ["hopelessness", "concern", "No puedo seguir así."],
  ["hopelessness", "concern", "¿Para qué seguir viviendo?"],
  ["hopelessness", "concern", "Nada va a cambiar nunca y no veo salida."],
];

const NEGATIVES: string[] = [
  // Idioms of dying and killing.
  "Me muero de ganas de verte.",
  "me muero de risa con este video",
  "Estoy muerta de hambre.",
  "Me quiero morir de la vergüenza.",
  "Me mata el calor.",
  "Me matas con tus chistes.",
  "Mi mamá me va a matar cuando vea las notas.",
  "Me mato estudiando y no apruebo.",
  "Hoy me mato estudiando para el final.",
  "Tengo ganas de morirme de la risa con ella.",
  "Me estoy matando a trabajar.",
  "Me muero por verte.",
  "Ese pastel está para morirse.",
  "Ni muerta me pongo eso.",
  "Vamos a matar el tiempo en el centro.",
  "Salir con esta tormenta es un suicidio.",
  "La película es para cortarse las venas.",
  "Llegué muerto del trabajo.",
  "Me tiro a la piscina y se lo digo mañana.",
  "Que alguien me mate, esta reunión no termina.",
  "Prefiero morir que ponerme ese vestido.",
  "Qué oso, me quiero morir.",
  "Me voy a morir de hambre si no comemos ya.",
  "Este examen me va a matar.",
  "Estoy que me muero de sueño.",
  // Negations.
  "No quiero morir.",
  "Nunca me mataría.",
  "No soy suicida, solo estoy triste.",
  "No me voy a matar, tranquila.",
  "Nunca he pensado en suicidarme.",
  "Ya no tengo ideas suicidas, estoy mucho mejor.",
  // Grief, someone else's past, news, films, prevention.
  "Mi papá murió el año pasado y lo extraño.",
  "Mi amigo se suicidó en 2019.",
  "Mi tío se mató hace dos años.",
  "No quiero despertar mañana temprano para el trabajo.",
  "Mi prima intentó suicidarse hace tres años.",
  "Vi un documental sobre el suicidio adolescente.",
  "En la película, el protagonista quiere matarse.",
  "¿Cómo ayudar a alguien que tiene ideas suicidas?",
  "En las noticias hablaron de un hombre que se tiró de un puente.",
  "Mi abuela quiere morir en casa, tranquila.",
  // Exam and work hyperbole, everyday sad and tired entries.
  "Si repruebo el examen estoy muerta.",
  "Estoy tan triste, extraño a mi mamá.",
  "Estoy agotada después del trabajo.",
  "Quiero acabar con todo el trabajo antes del viernes.",
  "No puedo más con este calor.",
  "Quiero desaparecer un rato del grupo.",
  "No quiero vivir en esta ciudad.",
  "Estoy harta de vivir con mis papás.",
  "Me corté el dedo cocinando.",
  "Tengo ganas de cortarme el pelo.",
  "Soy un problema en matemáticas.",
  "Saltamos del puente al río en verano.",
];

describe("Spanish crisis table", () => {
  it.each(POSITIVES)("%s (%s): %s", (category, level, text) => {
    const result = assess(text);
    expect(result.level).toBe(level);
    expect(result.categories).toContain(category);
  });

  it.each(NEGATIVES)("none: %s", (text) => {
    expect(assess(text).level).toBe("none");
  });

  it("makes concern about the writer in two categories a crisis", () => {
    expect(assess("Estoy cansada de vivir. Nadie me extrañaría.").level).toBe("crisis");
  });

  it.each([
    ["suicidal-thoughts", "Mi hermano quiere matarse y no sé qué hacer."],
    ["suicidal-thoughts", "mi mejor amiga habla de suicidarse"],
    ["intent", "dice que se va a matar"],
    ["suicidal-thoughts", "mi novio tiene ideas suicidas"],
    ["self-harm", "mi hija se corta los brazos"],
    ["preparatory-acts", "mi hermano intentó suicidarse anoche"],
    ["preparatory-acts", "Mi hijo está regalando sus cosas."],
  ] as Array<[Category, string]>)("someone else at risk is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
    expect(result.self).toBe(false);
  });

  it.each(["me voy a matar jajaja", "quiero morir xD este examen", "me quiero matar 😂", "ganas de morir jsjsjs"])(
    "laughter lowers a crisis to concern: %s",
    (text) => {
      expect(assess(text).level).toBe("concern");
    },
  );

  it("drops a concern phrase said laughing, and keeps it when it is no joke", () => {
    expect(assess("nadie me extrañaría jaja").level).toBe("none");
    expect(assess("Quiero morir. No es broma jaja").level).toBe("crisis");
  });

  it.each([
    ["Tengo un plan.", "none"],
    ["Tengo un plan. Quiero morir.", "crisis"],
    ["Adiós a todos.", "none"],
    ["Adiós a todos. Escribí mi carta de despedida.", "crisis"],
    ["Lo voy a hacer esta noche.", "none"],
    ["Lo voy a hacer esta noche. Tengo la soga.", "crisis"],
    ["Ya no puedo más.", "none"],
    ["Recaí anoche. Ya no puedo más.", "crisis"],
    ["Compré una soga. Tengo las pastillas.", "crisis"],
  ])("weak phrases count only beside another: %s", (text, level) => {
    expect(assess(text).level).toBe(level);
  });

  it.each([
    ["preparatory-acts", "Intenté suicidarme a los 16 años."],
    ["suicidal-thoughts", "Cuando tenía 15 años pensaba en matarme."],
    ["self-harm", "Me cortaba y me corté los brazos en la secundaria."],
  ] as Array<[Category, string]>)("long ago is concern: %s — %s", (category, text) => {
    const result = assess(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
  });

  it("every rule is reached by a text of this file", () => {
    const texts = [
      ...POSITIVES.map(([, , text]) => text),
      "Mi hermano quiere matarse.",
      "dice que se va a matar",
      "mi novio tiene ideas suicidas",
      "mi hija se corta los brazos",
      "mi hermano intentó suicidarse anoche",
      "Mi hijo está regalando sus cosas.",
      "Tengo un plan. Quiero morir.",
      "Adiós a todos. Quiero morir.",
      "Lo voy a hacer esta noche. Quiero morir.",
      "Recaí anoche. Quiero morir.",
      "Compré una soga. Quiero morir.",
      "Ya no puedo más. Quiero morir.",
      "Nada va a cambiar nunca. Quiero morir.",
      "No veo salida. Quiero morir.",
      "Intenté suicidarme a los 16 años.",
      "Cuando tenía 15 años pensaba en matarme.",
      "Me corté los brazos en la secundaria.",
      "Pienso mucho en la muerte.",
      "A veces la idea de suicidarme me calma.",
      "Estoy en el borde del puente.",
      "¿Duele ahorcarse?",
      "¿Cuál es la dosis letal de paracetamol?",
      "No quiero vivir así.",
    ];
    const reached = new Set(texts.flatMap((text) => languageHits(text, ES_CRISIS).map((h) => h.pattern)));
    const unreached = ES_CRISIS.rules.flatMap((rule, i) => (reached.has(rule.pattern.source) ? [] : [`${i} ${rule.category}`]));
    expect(unreached).toEqual([]);
  });
});
