// The words the Spanish crisis phrase table (es.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("tengo un plan", "adiós a todos"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mi hermano quiere matarse"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges: "quiero *de verdad* morir", "tengo *tantas* ganas de morir". */
export const ADV = String.raw`(?:(?:solo|solamente|realmente|de verdad|en serio|simplemente|tanto|tantas|mucho|muchas|muchisimo|muchisimas|ya|a veces|aveces|siempre|todavia|aun|cada vez mas|de nuevo|otra vez|literalmente|neta|la neta|honestamente|sinceramente|tan|re|bien|super|nomas|nada mas) ){0,3}`;
/**
 * Not right after someone else ("mi hermano tiene ganas de morir", "él tiene ganas"): up to three
 * words may follow the subject, none of them the writer's ("esta canción me da ganas"); time
 * words and thoughts are no subject ("la noche", "el otro día", "la idea de"). Nor right after a third-person verb ("tiene
 * ganas de morir"; "tenía" is the writer's too).
 */
const NOT_OTHER = String.raw`(?<!\b(?:el|ella|ellos|ellas|usted|alguien|(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|un|una|la|los|las|este|esta|ese|esa|aquel|aquella) (?!(?:noche|noches|dia|dias|tarde|manana|semana|vez|veces|vida|momento|rato|fondo|verdad|idea|tentacion|posibilidad)\b)[a-z]+) (?:(?!(?:yo|me|mi|tengo|estoy|quiero|siento|pienso)\b)[^\s,]+ ){0,3})(?<!\b(?:tiene|tienen|le dan|les dan|le entran|le vienen|le daban) (?:[^\s,]+ ){0,2})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
export const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** The writer wanting: "quiero", "kiero", "quisiera", "necesito", "tengo ganas de", "me dan ganas de". */
const WANT = String.raw`(?:\b(?:quiero|kiero|qiero|quero|quisiera|kisiera|querria|deseo|necesito|desearia|preferiria|prefiero|me gustaria|tengo (?:${ADV})?ganas de|me (?:dan|da|dio|daba|entran|entra|vienen|viene) (?:${ADV})?ganas de) |${mine(String.raw`\bganas de `)})`;
/** Any desire of the writer, followed by the infinitive. */
export const DESIRE = String.raw`${WANT}${ADV}`;
/** Killing oneself, first person: "matarme", "suicidarme", "quitarme la vida", "colgarme". */
export const KILL_SELF = String.raw`(?:suicidarme|matarme|quitarme la vida|ahorcarme|colgarme|pegarme un tiro|darme un tiro|volarme la cabeza|volarme los sesos|cortarme las venas|envenenarme|ahogarme|(?:acabar|terminar) con (?:todo(?! (?:el|la|los|las|lo|eso|mi|mis|tu|su|sus|este|esta|ese|esa)\b)|mi vida|mi existencia)|(?:ponerle|poner) (?:fin|punto final) a (?:todo|mi vida)|irme de este mundo|dejar este mundo)`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
export const SOON = String.raw`(?:esta noche|hoy|manana|ahorita|ahora|ya mismo|este fin de semana|esta semana|pronto|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))`;
/** Pills and medicines, with names people write. */
export const PILLS = String.raw`(?:pastillas?|pastis|pildoras?|capsulas?|tabletas?|comprimidos?|medicamentos?|medicinas?|paracetamol(?:es)?|ibuprofeno|clonazepam|rivotril|alprazolam|xanax|diazepam|valium|tramadol|somniferos?|antidepresivos?|ansioliticos?|cajas? de \S+|blisters?)`;
/** Long ago: "hace cinco años", "en 2015", "cuando tenía 16", "en la prepa". */
const LONG_AGO = String.raw`(?:hace (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|varios|muchos|unos) (?:anos|meses largos)|hace (?:mucho|muchisimo) tiempo|en (?:19|20)\d\d|cuando (?:tenia|era|estaba en) |a los (?:\d+|trece|catorce|quince|dieciseis|diecisiete|dieciocho) anos|en la (?:secundaria|prepa|adolescencia)|en el (?:instituto|colegio|liceo|bachillerato)|de (?:adolescente|chic[oa]|nin[oa]|pequen[oa]|joven)|en el pasado)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Someone else long ago ("cuando era chica", "en 2010"): the other-person rules stay silent. */
export const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|cuando (?:era|tenia|estaba)))(?<!(?:${LONG_AGO}|cuando (?:era|tenia|estaba)).*)`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "pienso en matarme", "he pensado en el suicidio", "se me pasa por la cabeza". */
export const THINK = String.raw`${mine(String.raw`\b(?:pienso|pense|estoy pensando|he pensado|he estado pensando|sigo pensando|no dejo de pensar|no paro de pensar|fantaseo|me imagino|considero|contemplo|(?:se )?me (?:pasa|cruza|ronda) por la (?:cabeza|mente)|tengo la idea de|me ronda la idea de)`)} ${ADV}(?:en |con )?${ADV}`;
/** Trying to: "intenté matarme", "tuve un intento de suicidio", "me di una sobredosis". */
export const ATTEMPT = String.raw`(?:\b(?:intente|trate de|he intentado|he tratado de) (?:${ADV}|anoche |ayer |hoy |esta manana )?(?:${KILL_SELF}|tirarme (?:del|de un|de una|por|a las|al)|morir(?:me)?)|\b(?:tuve|hice|he tenido) (?:un|otro|mi) intento de suicidio\b|\bmi (?:ultimo |primer )?intento de suicidio\b|\b(?:me di|tuve|me provoque|hice) una sobredosis\b)`;
/** Cutting, burning or hurting oneself on purpose. */
export const SELF_HARM = String.raw`(?:\bme (?:autolesiono|autolesione|he autolesionado|estoy autolesionando)\b|\b(?:hago|hice|practico|vuelvo a hacer|volvi a hacer|me hago|me hice) (?:el )?cutting\b|\bme (?:hago|hice|sigo haciendo) cortes\b|\bme estoy cortando(?= ?(?:$|,| otra vez| de nuevo))|\bme (?:corto|corte|estoy cortando|volvi a cortar|he cortado|sigo cortando|raje|rajo) (?:otra vez |de nuevo )?(?:los brazos|las munecas|la muneca|las piernas|los muslos|el brazo|la piel|las venas|el abdomen|la panza)|\bme (?:corto|corte|estoy cortando|quemo|queme|estoy quemando|lastimo|lastime|estoy lastimando|golpeo|golpee|hago dano|hice dano|estoy haciendo dano|rasguno|rasgune|muerdo|mordi) (?:[^\s,]+ ){0,3}?(?:a proposito|aproposito|adrede|queriendo|para sentir (?:algo|dolor)|para castigarme|con (?:una|la|un|el|mi) (?:cuchilla|navaja|gillette|hoja de afeitar|cigarro|cigarrillo|encendedor|mechero|cutter|tijera|compas))|\bme (?:hago|estoy haciendo|sigo haciendo|vuelvo a hacer|volvi a hacer) dano(?= ?(?:$|,| a proposito| otra vez| de nuevo| cuando| cada| todos| para)))`;
