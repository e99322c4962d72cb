// The words the Italian crisis phrase table (it.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ho un piano", "addio a tutti"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mia sorella vuole uccidersi"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges: "voglio *solo* morire", "ho *tanta* voglia di morire". */
export const ADV = String.raw`(?:(?:solo|soltanto|davvero|veramente|proprio|tanto|tanta|cosi|sempre|ancora|gia|a volte|spesso|ormai|seriamente|sinceramente|semplicemente|anche|sul serio|tipo|letteralmente) ){0,3}`;
/** "non" and its texting form "nn". */
export const NON = String.raw`(?:non|nn)`;
/**
 * Not right after someone else ("mio fratello ha voglia di morire", "lui ha voglia"): up to three
 * words may follow the subject, none of them the writer's ("questa canzone mi fa venire voglia");
 * time words and thoughts are no subject ("la notte", "l'idea di"). Nor right after a
 * third-person verb ("ha voglia di morire").
 */
const NOT_OTHER = String.raw`(?<!\b(?:lui|lei|loro|qualcuno|(?:mio|mia|miei|mie|tuo|tua|suo|sua|il|lo|la|i|gli|le|un|una|uno|questo|questa|quel|quella) (?!(?:notte|sera|mattina|giorno|giornata|settimana|volta|vita|momento|idea|voglia|tentazione)\b)[a-z']+) (?:(?!(?:io|mi|me|ho|sono|voglio|sto)\b)[^\s,]+ ){0,3})(?<!\b(?:ha|hanno|aveva|avevano|gli viene|le viene|gli e venuta|le e venuta) (?:[^\s,]+ ){0,2})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
export const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** The writer wanting: "voglio", "vojo", "vorrei", "ho voglia di", "mi viene voglia di", "spero di". */
const WANT = String.raw`(?:\b(?:voglio|vojo|vorrei|desidero|preferirei|ho bisogno di|spero di|sogno di|mi piacerebbe|ho (?:${ADV})?voglia di|mi (?:viene|vien|e venuta) (?:${ADV})?voglia di|mi fa venire (?:${ADV})?voglia di) |${mine(String.raw`\bvoglia di `)})`;
/** Any desire of the writer, followed by the infinitive. */
export const DESIRE = String.raw`${WANT}${ADV}`;
/**
 * Killing oneself, first person: "uccidermi", "ammazzarmi", "farla finita", "togliermi la vita".
 * Jumping is the method rules' words (the matcher counts each rule that matches, so one phrase
 * in two rules of different categories would count twice).
 */
export const KILL_SELF = String.raw`(?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita(?! con (?!(?:tutto|la vita|questa vita|me stess[oa])\b))|farmi fuori|levarmi di mezzo|togliermi di mezzo|impiccarmi|spararmi|tagliarmi le vene|avvelenarmi|annegarmi|(?:mettere|porre) fine alla mia vita|chiudere con la vita|andarmene da questo mondo|lasciare questo mondo)`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
export const SOON = String.raw`(?:stasera|stanotte|oggi|domani|adesso|ora|subito|questo (?:weekend|fine settimana)|questa settimana|presto|(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?: sera| prossim[oa])?)`;
/** Pills and medicines, with names people write. */
export const PILLS = String.raw`(?:pillole|pastiglie|pasticche|compresse|medicine|farmaci|tachipirine?|paracetamolo|xanax|lexotan|tavor|en|sonniferi|antidepressivi|ansiolitici|gocce|scatole di \S+|blister)`;
/** Long ago: "cinque anni fa", "nel 2015", "quando avevo 16 anni", "al liceo". */
const LONG_AGO = String.raw`(?:(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|molti|tanti|diversi|alcuni|parecchi) anni fa|(?:tanto|molto) tempo fa|nel (?:19|20)\d\d|quando (?:avevo|ero) |a (?:\d+|tredici|quattordici|quindici|sedici|diciassette|diciotto) anni|alle (?:medie|superiori)|al liceo|da (?:adolescente|ragazz[oa]|piccol[oa]|giovane)|in passato|durante l'adolescenza)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Someone else long ago ("quando era piccola", "nel 2010"): the other-person rules stay silent. */
export const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|quando (?:era|aveva|stava)))(?<!(?:${LONG_AGO}|quando (?:era|aveva|stava)).*)`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "penso di uccidermi", "penso al suicidio", "mi passa per la testa di farla finita". */
export const THINK = String.raw`${mine(String.raw`\b(?:penso|ho pensato|sto pensando|continuo a pensare|non smetto di pensare|pensavo|fantastico|medito|mi (?:passa|frulla|gira) per la testa|mi viene in mente|mi e venuto in mente|ho l'idea|ci penso)`)} ${ADV}(?:di |a |al |alla )?${ADV}(?:come )?`;
/** Trying to: "ho provato a uccidermi", "ho tentato il suicidio", "ho fatto un'overdose". */
export const ATTEMPT = String.raw`(?:\bho (?:provato|tentato|cercato) (?:${ADV}|ieri (?:sera |notte )?|stanotte |stamattina )?(?:a |di )${ADV}(?:${KILL_SELF}|buttarmi|morire)|\bho (?:fatto|avuto) (?:un|il mio) tentativo di suicidio\b|\bil mio (?:ultimo |primo )?tentativo di suicidio\b|\bho tentato il suicidio\b|\bho (?:fatto|avuto|preso) un'?overdose\b|\bmi sono (?:tagliat[oa] le vene|impiccat[oa]|buttat[oa] (?:dal|dalla|giu dal|giu dalla|sotto)))`;
/** Cutting, burning or hurting oneself on purpose. */
export const SELF_HARM = String.raw`(?:\bmi (?:autolesiono|sono autolesionat[oa])\b|\b(?:pratico|faccio) autolesionismo\b|\bmi (?:taglio|sono tagliat[oa]|sto tagliando|ritaglio|sono ritagliat[oa]) (?:di nuovo |ancora )?(?:le braccia|i polsi|il polso|le gambe|le cosce|la pancia|la pelle|il braccio)|\bmi (?:taglio|sono tagliat[oa]|sto tagliando|brucio|sono bruciat[oa]|ferisco|sono ferit[oa]|faccio del male|sono fatt[oa] del male|faccio male|picchio|graffio|mordo) (?:[^\s,]+ ){0,3}?(?:apposta|di proposito|volontariamente|per sentire (?:qualcosa|dolore)|per punirmi|con (?:una|la|il|un|lo) (?:lametta|lama|rasoio|taglierino|sigaretta|accendino|forbici|compasso))|\bmi (?:faccio|sono fatt[oa]) del male(?= ?(?:$|,| apposta| di proposito| ancora| quando| ogni| tutti| per| stanotte| ieri))|\bmi (?:taglio|sto tagliando)(?= ?(?:$|,| ancora| di nuovo))|\bmi sono tagliat[oa](?: (?:ancora|di nuovo|stanotte|ieri sera|ieri notte))?(?= ?(?:$|,)))`;
