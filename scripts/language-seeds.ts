// Curated feeling words for the Spanish, French, German, Italian and Portuguese analysers
// (docs/decisions/023-analyser-languages-and-intensity.md), written for this project. Each is
// a word start without accents, lower case: it matches any word that begins with it
// ("triste" → "tristesse", "stress" → "stressé"), so keep them long enough to mean one thing.
// Two-word entries match two neighbouring words. Subtitles rarely say how the speaker feels
// in a journal's words; these teach the model that vocabulary, as lexicon-seeds.ts does for English.
import type { AnalyserLanguage } from "../src/domain/analysis/keyword-analyser-languages";
import type { LocalEmotion } from "../src/domain/types";

type Seeds = Partial<Record<LocalEmotion, string>>;

export const LANGUAGE_SEEDS: Readonly<Record<AnalyserLanguage, Seeds>> = {
  es: {
    sad: "triste tristeza deprimid depresion desanimad desolad devastad abatid melancol nostalgi llorar llorando llore lagrima sola soledad vacio vacia echo_de extrano perdida luto duelo dolid desesperanz desgraciad infeliz decepcionad hundid apenad",
    happy: "feliz felicidad alegr content encantad emocionad ilusionad genial maravill disfrut orgullos euforic entusiasm",
    angry: "enfadad enojad furios rabia ira harta harto cabread molest indignad frustrad odio irritad colera",
    anxious:
      "ansios ansiedad nervios preocupad preocupacion miedo asustad aterrad panico estres estresad agobiad inquiet angusti temor tension",
    calm: "tranquil calma relajad sereno serena paz_interior",
    grateful: "agradecid gracias_a",
    hopeful: "esperanz optimist ilusion",
    tired: "cansad agotad exhaust",
  },
  fr: {
    sad: "triste tristesse deprim deprime abattu abattue malheureu desespere chagrin pleur larme solitude vide manque_ deuil decu decue effondre effondree nostalgi melancol devaste",
    happy: "heureu joie joyeu content ravi ravie enchante super_content genial merveill fier fiere enthousias epanoui bonheur",
    angry: "colere furieu enerve enervee rage fache fachee agace agacee exaspere irrite indign marre haine frustre",
    anxious: "anxieu angoiss inquiet stress nerveu peur effray terrifi panique trac apprehen tendu tendue crainte",
    calm: "calme serein sereine apaise detendu detendue tranquil",
    grateful: "reconnaissant gratitude",
    hopeful: "espoir optimist",
    tired: "fatigue epuise epuisee crevee creve",
  },
  de: {
    sad: "traurig trauer deprimiert niedergeschlagen unglucklich verzweifelt einsam allein weinen weine geweint trane leer vermisse vermiss enttauscht kummer schmerz herzschmerz hoffnungslos betrubt",
    happy: "glucklich gluck froh freude freue freut begeistert toll wunderbar super stolz zufrieden heiter",
    angry: "wutend wut sauer zornig zorn verargert argere arger genervt hass emport frustriert rasend",
    anxious:
      "angst angstlich nervos besorgt sorgen sorge gestresst stress panik unruhig furcht beunruhigt aufgeregt lampenfieber verangstigt",
    calm: "ruhig entspannt gelassen friedlich",
    grateful: "dankbar dankbarkeit",
    hopeful: "hoffnungsvoll zuversicht optimist",
    tired: "mude muede erschopft ausgelaugt kaputt",
  },
  it: {
    sad: "triste tristezza depress giu_di abbattut infelic disperat sola solitudine vuoto vuota piango pianto piangere lacrim manca mancano lutto delus nostalgi malinconi devastat addolorat fallit fallimento spezzat scoraggiat sconfortat avvilit",
    happy: "felic felicita gioia gioios content entusias fantastic meraviglios orgoglios allegr contentissim",
    angry:
      "arrabbiat rabbia furios furia incazzat irritat odio frustrat sdegn indignat scocciat nervoso_con fastidio infastidit seccat stufo stufa esasperat",
    anxious:
      "ansia ansios preoccupat preoccupazion paura spaventat terrorizzat panico stress agitat inquiet nervos angosci timore preoccup terror",
    calm: "calm seren rilassat tranquill pace",
    grateful: "grato grata gratitudine riconoscent",
    hopeful: "speranz ottimist fiducios",
    tired: "stanc esaust sfinit",
  },
  pt: {
    sad: "triste tristeza deprimid depressao desanimad abatid infeliz desesperad sozinh solidao vazio vazia chorar chorando chorei lagrima saudade luto decepcionad arrasad magoad melancol falta_de fracass coracao_partido",
    happy: "feliz felicidade alegr content animad empolgad radiante maravilh orgulhos encantad entusiasm",
    angry: "raiva irritad furios bravo brava zangad odio revoltad frustrad indignad chatead puto puta irrita incomod farto farta",
    anxious:
      "ansios ansiedade nervos preocupad medo assustad apavorad panico estress aflit angusti inquiet tenso tensa receio preocup pavor",
    calm: "calmo calma tranquil relaxad seren paz",
    grateful: "grato grata gratidao agradecid",
    hopeful: "esperanc otimist",
    tired: "cansad exaust esgotad",
  },
};

/** Seed key (folded word start, or two words) → emotion, for one language. */
export function languageSeedMap(language: AnalyserLanguage): Map<string, LocalEmotion> {
  const map = new Map<string, LocalEmotion>();
  for (const [emotion, words] of Object.entries(LANGUAGE_SEEDS[language]) as Array<[LocalEmotion, string]>) {
    for (const word of words.split(/\s+/)) if (word !== "") map.set(word.replace(/_/g, " ").trim(), emotion);
  }
  return map;
}
