// Spanish crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words Spanish speakers write, from Spain and
// Latin America, including texting forms ("kiero", "toy", "xq"), no accents, slang ("matarme",
// "colgarme", "aventarme", "hacer cutting") and euphemisms ("acabar con todo", "quitarme la vida").
// Patterns run on folded text (lower case, accents removed: "á" → "a", "ñ" → "n").
//
// Spanish drops the subject: the person is in the verb ("quiero" is the writer, "quiere" someone
// else) and in the clitic ("matarme" the writer, "matarse" someone else). Folding makes "mató"
// and "mato" one word, so the rules lean on the clitic ("me mato", "se mató") rather than on the
// accent. Negation comes before the verb ("no quiero morir") and is read by `negationBefore`;
// phrases that are themselves negative ("ya no quiero vivir") start at their "no".
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

type Category = LanguageCrisisRule["category"];

function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("tengo un plan", "adiós a todos"). */
function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mi hermano quiere matarse"): concern, never crisis. */
function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges: "quiero *de verdad* morir", "tengo *tantas* ganas de morir". */
const ADV = String.raw`(?:(?:solo|solamente|realmente|de verdad|en serio|simplemente|tanto|tantas|mucho|muchas|muchisimo|muchisimas|ya|a veces|aveces|siempre|todavia|aun|cada vez mas|de nuevo|otra vez|literalmente|neta|la neta|honestamente|sinceramente|tan|re|bien|super|nomas|nada mas) ){0,3}`;
/**
 * Not right after someone else ("mi hermano tiene ganas de morir", "él tiene ganas"): up to three
 * words may follow the subject, none of them the writer's ("esta canción me da ganas"); time
 * words and thoughts are no subject ("la noche", "el otro día", "la idea de"). Nor right after a third-person verb ("tiene
 * ganas de morir"; "tenía" is the writer's too).
 */
const NOT_OTHER = String.raw`(?<!\b(?:el|ella|ellos|ellas|usted|alguien|(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|un|una|la|los|las|este|esta|ese|esa|aquel|aquella) (?!(?:noche|noches|dia|dias|tarde|manana|semana|vez|veces|vida|momento|rato|fondo|verdad|idea|tentacion|posibilidad)\b)[a-z]+) (?:(?!(?:yo|me|mi|tengo|estoy|quiero|siento|pienso)\b)[^\s,]+ ){0,3})(?<!\b(?:tiene|tienen|le dan|les dan|le entran|le vienen|le daban) (?:[^\s,]+ ){0,2})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** The writer wanting: "quiero", "kiero", "quisiera", "necesito", "tengo ganas de", "me dan ganas de". */
const WANT = String.raw`(?:\b(?:quiero|kiero|qiero|quero|quisiera|kisiera|querria|deseo|necesito|desearia|preferiria|prefiero|me gustaria|tengo (?:${ADV})?ganas de|me (?:dan|da|dio|daba|entran|entra|vienen|viene) (?:${ADV})?ganas de) |${mine(String.raw`\bganas de `)})`;
/** Any desire of the writer, followed by the infinitive. */
const DESIRE = String.raw`${WANT}${ADV}`;
/** Killing oneself, first person: "matarme", "suicidarme", "quitarme la vida", "colgarme". */
const KILL_SELF = String.raw`(?:suicidarme|matarme|quitarme la vida|ahorcarme|colgarme|pegarme un tiro|darme un tiro|volarme la cabeza|volarme los sesos|cortarme las venas|envenenarme|ahogarme|(?:acabar|terminar) con (?:todo(?! (?:el|la|los|las|lo|eso|mi|mis|tu|su|sus|este|esta|ese|esa)\b)|mi vida|mi existencia)|(?:ponerle|poner) (?:fin|punto final) a (?:todo|mi vida)|irme de este mundo|dejar este mundo)`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
const SOON = String.raw`(?:esta noche|hoy|manana|ahorita|ahora|ya mismo|este fin de semana|esta semana|pronto|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))`;
/** Pills and medicines, with names people write. */
const PILLS = String.raw`(?:pastillas?|pastis|pildoras?|capsulas?|tabletas?|comprimidos?|medicamentos?|medicinas?|paracetamol(?:es)?|ibuprofeno|clonazepam|rivotril|alprazolam|xanax|diazepam|valium|tramadol|somniferos?|antidepresivos?|ansioliticos?|cajas? de \S+|blisters?)`;
/** Long ago: "hace cinco años", "en 2015", "cuando tenía 16", "en la prepa". */
const LONG_AGO = String.raw`(?:hace (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|varios|muchos|unos) (?:anos|meses largos)|hace (?:mucho|muchisimo) tiempo|en (?:19|20)\d\d|cuando (?:tenia|era|estaba en) |a los (?:\d+|trece|catorce|quince|dieciseis|diecisiete|dieciocho) anos|en la (?:secundaria|prepa|adolescencia)|en el (?:instituto|colegio|liceo|bachillerato)|de (?:adolescente|chic[oa]|nin[oa]|pequen[oa]|joven)|en el pasado)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Someone else long ago ("cuando era chica", "en 2010"): the other-person rules stay silent. */
const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|cuando (?:era|tenia|estaba)))(?<!(?:${LONG_AGO}|cuando (?:era|tenia|estaba)).*)`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "pienso en matarme", "he pensado en el suicidio", "se me pasa por la cabeza". */
const THINK = String.raw`${mine(String.raw`\b(?:pienso|pense|estoy pensando|he pensado|he estado pensando|sigo pensando|no dejo de pensar|no paro de pensar|fantaseo|me imagino|considero|contemplo|(?:se )?me (?:pasa|cruza|ronda) por la (?:cabeza|mente)|tengo la idea de|me ronda la idea de)`)} ${ADV}(?:en |con )?${ADV}`;
/** Trying to: "intenté matarme", "tuve un intento de suicidio", "me di una sobredosis". */
const ATTEMPT = String.raw`(?:\b(?:intente|trate de|he intentado|he tratado de) (?:${ADV}|anoche |ayer |hoy |esta manana )?(?:${KILL_SELF}|tirarme (?:del|de un|de una|por|a las|al)|morir(?:me)?)|\b(?:tuve|hice|he tenido) (?:un|otro|mi) intento de suicidio\b|\bmi (?:ultimo |primer )?intento de suicidio\b|\b(?:me di|tuve|me provoque|hice) una sobredosis\b)`;
/** Cutting, burning or hurting oneself on purpose. */
const SELF_HARM = String.raw`(?:\bme (?:autolesiono|autolesione|he autolesionado|estoy autolesionando)\b|\b(?:hago|hice|practico|vuelvo a hacer|volvi a hacer|me hago|me hice) (?:el )?cutting\b|\bme (?:hago|hice|sigo haciendo) cortes\b|\bme estoy cortando(?= ?(?:$|,| otra vez| de nuevo))|\bme (?:corto|corte|estoy cortando|volvi a cortar|he cortado|sigo cortando|raje|rajo) (?:otra vez |de nuevo )?(?:los brazos|las munecas|la muneca|las piernas|los muslos|el brazo|la piel|las venas|el abdomen|la panza)|\bme (?:corto|corte|estoy cortando|quemo|queme|estoy quemando|lastimo|lastime|estoy lastimando|golpeo|golpee|hago dano|hice dano|estoy haciendo dano|rasguno|rasgune|muerdo|mordi) (?:[^\s,]+ ){0,3}?(?:a proposito|aproposito|adrede|queriendo|para sentir (?:algo|dolor)|para castigarme|con (?:una|la|un|el|mi) (?:cuchilla|navaja|gillette|hoja de afeitar|cigarro|cigarrillo|encendedor|mechero|cutter|tijera|compas))|\bme (?:hago|estoy haciendo|sigo haciendo|vuelvo a hacer|volvi a hacer) dano(?= ?(?:$|,| a proposito| otra vez| de nuevo| cuando| cada| todos| para)))`;

export const ES_CRISIS: LanguageCrisisTable = {
  language: "es",
  foldAccents: true,
  rules: [
    // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
    // "quiero morir", "me quiero morir", "kiero morirme", "ganas de morir", "quisiera estar muerta".
    crisis(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:morir(?:me)?|estar muert[oa]|dejar de (?:vivir|respirar)|no estar viv[oa])\b(?! (?:en (?:paz|casa|mi cama)|de viej[oa]|viej[oa]|tranquil[oa]|dignamente|en tus brazos|contigo|a tu lado)\b)|\bme (?:quiero|kiero|qiero|quisiera) ${ADV}morir\b|\buno ${ADV}(?:quiere|desea|tiene ganas de) morir(?:se)?\b`,
    ),
    // "ya no quiero vivir", "no quiero seguir viviendo", "no tengo ganas de vivir" (not "vivir aquí").
    crisis(
      "wish-to-be-dead",
      String.raw`\b(?:ya )?no (?:quiero|kiero|qiero|quisiera|tengo ganas de|deseo|me dan ganas de) ${ADV}(?:vivir|seguir viviendo|seguir con vida|seguir viv[oa]|estar viv[oa]|seguir en este mundo)(?! (?:en|aqui|aca|ahi|alli|con|sin|asi|de esta manera|de esta forma|lejos|cerca|sol[oa]|para siempre|junto|al lado|bajo)\b)`,
    ),
    // "ojalá me muera", "ojalá estuviera muerta", "debería estar muerto", "déjame morir", "mejor muerta".
    crisis(
      "wish-to-be-dead",
      String.raw`\bojala (?:que )?(?:me muera|me muriera|me muero|estuviera muert[oa]|estar muert[oa])\b|\b(?:deberia|merezco|tendria que) ${ADV}(?:estar muert[oa]|morir(?:me)?)\b|\bdeja(?:me|dme|enme|nme) morir\b|\b(?:estaria|estoy|estar) mejor muert[oa]\b`,
    ),
    // "prefiero morir que seguir así" (not "prefiero morir que ponerme eso": an idiom).
    crisis(
      "wish-to-be-dead",
      String.raw`\b(?:prefiero|preferiria|mejor) (?:morir(?:me)?|estar muert[oa]) (?:que|a) (?:seguir|vivir|despertar|volver|aguantar|soportar|pasar otra|estar asi)`,
    ),
    // Passive: "quiero desaparecer para siempre", "quisiera no existir" (not "desaparecer un rato").
    concern(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:desaparecer|no existir|dejar de existir|dormir para siempre|dormirme para siempre|irme para siempre|que todo (?:se acabe|termine|pare))(?! (?:un (?:rato|tiempo|momento|dia|fin|mes)|unos|unas|por (?:un|unos|unas|hoy)|del|de (?:aqui|esta|este|la|el|mi|las|los|ese|esa)|hoy|en vacaciones|a (?:la|una|otro)|bajo tierra|de la faz)\b)`,
    ),
    // "dormirme y no despertar nunca", "ojalá no despertar", "no quiero despertar mañana" (not for school).
    concern(
      "wish-to-be-dead",
      String.raw`(?:\b(?:dormir(?:me)?|acostarme|me duermo|me acuesto) y no (?:volver a )?despertar(?:me)?|\bojala (?:que )?no (?:despierte|despertara|me despierte|me despertara|despertar(?:me)?)|${DESIRE}no (?:volver a )?despertar(?:me)?|\bno quiero (?:volver a )?despertar(?:me)?)(?! (?:temprano|hasta|antes|a tiempo|para|tarde)\b)(?!.*\b(?:temprano|alarma|despertador|clase|escuela|colegio|trabajo)\b)`,
    ),
    // "ojalá no hubiera nacido", "desearía no haber nacido", "¿para qué nací?", "¿por qué sigo viva?".
    concern(
      "wish-to-be-dead",
      String.raw`\bojala (?:que )?(?:no|nunca) (?:hubiera|haber) nacido\b|\b(?:desearia|quisiera|quiero|preferiria) (?:no|nunca) haber nacido\b|\b(?:para|pa|por) que (?:naci|sigo viv[oa]|sigo aqui|existo|estoy viv[oa])\b|\bnunca (?:debi|tuve que) (?:haber )?nacer\b`,
    ),
    // Tired of living: "cansada de vivir", "harto de la vida" (not "harta de vivir en esta ciudad").
    concern(
      "wish-to-be-dead",
      String.raw`${mine(String.raw`\b(?:cansad[oa]|hart[oa]|agotad[oa]|podrid[oa]|fastidiad[oa]|hasta la madre)`)} (?:de|con) ${ADV}(?:vivir|la vida|mi vida|esta vida|existir|estar viv[oa]|respirar|seguir viv[oa])(?! (?:en|aqui|aca|con|de (?:soltera?o?|estudiante|ciudad|pueblo|pareja|lujo))\b)`,
    ),
    // "perdí las ganas de vivir", "sin ganas de vivir", "ya no tengo fuerzas para vivir".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:perdi|he perdido|perdiendo|sin|cero|ningunas?) (?:las |mis )?ganas de vivir\b|\b(?:ya )?no (?:tengo|me quedan) (?:mas )?fuerzas (?:para|de) (?:vivir|seguir(?= ?(?:$|,))|luchar)`,
    ),

    // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
    // "quiero matarme", "ganas de suicidarme", "quiero acabar con todo", "me quiero matar".
    crisis(
      "suicidal-thoughts",
      String.raw`${DESIRE}${KILL_SELF}|\bme (?:quiero|kiero|qiero|quisiera) ${ADV}(?:matar|suicidar|quitar la vida|ahorcar|colgar|ir de este mundo)\b`,
    ),
    // "pienso en suicidarme", "he pensado en el suicidio", "se me pasa por la cabeza matarme".
    crisis("suicidal-thoughts", recent(String.raw`${THINK}(?:${KILL_SELF}|(?:el|mi) suicidio\b|suicidarme|morir(?:me)?\b)`)),
    // "tengo ideas suicidas", "pensamientos suicidas", "soy suicida", "me siento suicida".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:soy|estoy|me siento|me pongo|ando) ${ADV}suicida\b|${mine(String.raw`\b(?:ideas|pensamientos|ideacion|impulsos|deseos)`)} (?:suicidas?|de suicidarme|de matarme|de quitarme la vida)\b`,
    ),
    // The words alone: "suicidarme", "quitarme la vida" (not right after "voy a", "intenté",
    // "cómo": those are the intent, attempt and method rules, one phrase one category).
    crisis(
      "suicidal-thoughts",
      recent(
        String.raw`${mine(String.raw`(?<!\b(?:voy a|vo a|decidi|decidido|decision de|list[oa] para|dispuest[oa] a|intente|trate de|intentado|tratado de|planeado|planee|planeo|como|sobre|pensado en|pensando en|pienso en|ganas de|quiero|necesito|quisiera|deseo) )\b(?:suicidarme|quitarme la vida)`)}\b(?! (?:nunca|jamas)\b)`,
      ),
    ),
    // "la única salida es la muerte", "el suicidio es mi única opción".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:unica|ultima) (?:salida|opcion|solucion) (?:es|seria|que me queda es) ${ADV}(?:la muerte|el suicidio|morir(?:me)?|matarme|suicidarme|acabar con todo)|\b(?:la muerte|el suicidio|morir(?:me)?|matarme) (?:es|seria|parece) (?:\S+ ){0,2}?(?:la|mi) (?:unica|ultima|mejor) (?:salida|opcion|solucion)`,
    ),
    // Thinking of one's own death: concern.
    concern(
      "suicidal-thoughts",
      String.raw`${THINK}(?:la muerte|mi muerte|mi propia muerte)\b|${mine(String.raw`\bpensamientos de muerte`)}\b`,
    ),
    // The same thoughts long ago ("cuando tenía 15 pensaba en matarme"): concern.
    concern(
      "suicidal-thoughts",
      longAgo(String.raw`${mine(String.raw`\b(?:pensaba|pense)`)} ${ADV}en ${ADV}(?:${KILL_SELF}|el suicidio|morir(?:me)?\b)`),
    ),

    // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
    // "me voy a matar", "voy a suicidarme", "voy a acabar con todo", "ya decidí quitarme la vida".
    crisis(
      "intent",
      String.raw`\bme (?:voy|vo|boy) a ${ADV}(?:matar|suicidar|quitar la vida|ahorcar|colgar|pegar un tiro|cortar las venas)\b|\b(?:voy|vo|boy) a ${ADV}${KILL_SELF}|\b(?:ya )?(?:decidi|he decidido|tome la decision de|estoy decidid[oa] a|estoy list[oa] para|estoy dispuest[oa] a) ${ADV}(?:${KILL_SELF}|morir(?:me)?\b)`,
    ),
    // The present for soon: "hoy me mato", "me suicido esta noche", "me mato." (not "me mato estudiando").
    crisis(
      "intent",
      String.raw`\bme (?:suicido|suicidare|quito la vida|matare|ahorcare)\b(?! (?:nunca|jamas)\b)|\bme mato\b(?= ?(?:$|,| ${SOON}| ya\b| de una vez))|\b${SOON},? me (?:mato|cuelgo|ahorco)\b`,
    ),
    // "mañana ya no voy a estar", "ya no estaré aquí el viernes".
    crisis(
      "intent",
      String.raw`\bya no (?:voy a estar|estare)(?: aqui| aca| mas)? ${SOON}|\b${SOON},? ya no (?:voy a estar|estare)(?= ?(?:$|,| aqui| aca| mas))`,
    ),
    // Weak beside another phrase: "lo voy a hacer esta noche", "esta noche es la noche".
    weak(
      "intent",
      "crisis",
      String.raw`\b(?:lo )?voy a hacer(?:lo)? (?:${SOON}|de verdad|esta vez)|\b(?:hoy es el dia|esta noche es la noche)\b`,
    ),

    // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
    // "tengo planeado matarme el viernes", "planeé cómo hacerlo", "ya elegí el día para suicidarme".
    crisis(
      "plan",
      String.raw`\b(?:tengo|ya tengo|lo tengo) (?:todo )?(?:planeado|planificado|decidido|pensado) (?:\S+ ){0,3}?(?:${KILL_SELF}|morir(?:me)?|mi suicidio)|\b(?:planee|he planeado|estoy planeando|planeo|elegi|he elegido|ya elegi) (?:\S+ ){0,3}?(?:${KILL_SELF}|mi suicidio|mi muerte|como (?:hacerlo|morir(?:me)?))`,
    ),
    // "ya sé cómo lo voy a hacer", "sé dónde voy a hacerlo".
    crisis(
      "plan",
      String.raw`\b(?:ya )?(?:se|tengo claro) (?:exactamente |perfectamente )?(?:como|donde|cuando|con que) (?:lo voy a hacer|voy a hacerlo|hacerlo|matarme|suicidarme|me voy a matar)(?= ?(?:$|,| ${SOON}))`,
    ),
    // Weak beside another phrase: "tengo un plan", "ya tengo todo planeado", "lo tengo planeado para el viernes".
    weak(
      "plan",
      "crisis",
      String.raw`\b(?:tengo|ya tengo) (?:un plan|todo (?:planeado|listo|preparado))(?= ?(?:$|,))|\blo tengo (?:planeado|pensado) para ${SOON}|\bya elegi (?:el dia|la fecha|el lugar)(?= ?(?:$|,))`,
    ),

    // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
    // "cuántas pastillas se necesitan para morir", "cuántos paracetamoles son mortales".
    crisis(
      "method",
      String.raw`\bcuant[oa]s? ${PILLS}(?: [^\s,]+){0,6} (?:morir(?:me|se)?|matarme|matarse|muerte|mortal(?:es)?|letal(?:es)?|no despertar|sobredosis|matar a (?:alguien|una persona))\b`,
    ),
    // "dosis letal", "dosis mortal".
    crisis("method", String.raw`\b(?:dosis|cantidad) (?:letal|mortal|fatal)\b`),
    // "qué puente es lo bastante alto", "desde qué piso te mueres".
    crisis(
      "method",
      String.raw`\b(?:que|cual|cuales) (?:puente|edificio|piso|altura|acantilado|barranco|azotea|torre)\b(?: [^\s,]+){0,5}? (?:(?:lo )?(?:bastante|suficientemente|suficiente) alt[oa]|para (?:morir|matarse|matarme|no sobrevivir|suicidarse)|(?:te|se) mueres?|es mortal)|\bdesde que (?:altura|piso) (?:\S+ ){0,3}?(?:mueres|te mueres|se muere|es mortal|morir)`,
    ),
    // "la forma menos dolorosa de morir", "cómo suicidarme", "cómo morir sin dolor".
    crisis(
      "method",
      String.raw`\b(?:forma|manera|metodo|modo)s? (?:mas |menos )?(?:rapida|facil|dolorosa|indolora|segura|efectiva|sencilla|limpia|tranquila)s? (?:de|para) (?:morir(?:me)?|matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida)|\bcomo (?:puedo |podria )?(?:suicidarme|suicidarse|matarme|quitarme la vida|quitarse la vida|ahorcarme|ahorcarse)\b|\bcomo morir(?:me)? (?:sin dolor|rapido|sin sufrir|sin que duela|dormid[oa])`,
    ),
    // "¿duele ahorcarse?", "cuánto se tarda en morir desangrado".
    crisis(
      "method",
      String.raw`\b(?:duele|dolera|es doloroso) (?:\S+ ){0,2}?(?:ahorcarse|ahogarse|cortarse las venas|tirarse de|una sobredosis|morir ahogad[oa])|\bcuanto (?:tiempo )?(?:tarda|se tarda|tardas) en (?:morir|desangrarse|desangrarte|ahogarse|perder el conocimiento)`,
    ),
    // Means at hand: "tengo la soga", "la cuerda está lista", "las pastillas en la mano", "la cuchilla en la muñeca".
    crisis(
      "method",
      String.raw`\btengo (?:la|una|mi) (?:soga|cuerda)(?= ?(?:$|,| lista| preparada| atada| colgada| en (?:la|mi) mano))|\b(?:soga|cuerda) (?:ya )?(?:esta )?(?:lista|preparada|atada al|colgada del)\b|\bsoga al cuello\b|\b(?:las|mis|todas (?:las|mis)|la caja de|el bote de|un bote de|el frasco de|un frasco de) ${PILLS} (?:\S+ ){0,2}?(?:en (?:la|mi) mano|en mis manos|delante de mi|enfrente de mi|frente a mi|alineadas|contadas|listas)|\b(?:cuchilla|navaja|gillette|hoja de afeitar) (?:en|sobre|contra) (?:mi|la|las|mis) (?:muneca|munecas|brazo|brazos|cuello|garganta|venas)`,
    ),
    // Stockpiling: "estoy juntando pastillas", "guardé las pastillas de mi mamá", "suficientes pastillas para morir".
    crisis(
      "method",
      String.raw`\b(?:juntando|junte|guardando|guarde|acumulando|acumule|ahorrando|almacenando|escondiendo|reuniendo|reuni)(?: [^\s,]+){0,2}? ${PILLS}|\bsuficientes ${PILLS} (?:para|como para) (?:morir|matarme|no despertar|acabar)`,
    ),
    // "tirarme del puente", "me voy a aventar a las vías", "tirarme por la ventana" (not "a la piscina").
    crisis(
      "method",
      String.raw`${mine(String.raw`\b(?:tirarme|aventarme|lanzarme|arrojarme|botarme|me tiro|me aviento|me lanzo|me arrojo|me (?:voy|vo) a (?:tirar|aventar|lanzar|arrojar)|saltar)`)} (?:(?:al|a las|a la|bajo|debajo de|delante de|frente a|enfrente de) (?:un |el |la |las |los )?(?:tren|metro|vias|via|subte|bus|autobus|camion|carro|coche|auto|trailer)|(?:del|de un|de una|de la|desde (?:el|la|un|una|lo alto de)|por la) (?:puente|edificio|azotea|techo|balcon|ventana|acantilado|barranco|torre|viaducto|mirador|\d+ piso|piso \d+))\b(?! (?:al (?:agua|mar|rio|lago)|a la (?:piscina|pileta|alberca)|en paracaidas|con (?:mis|los|las|amigos)|en bungee)\b)`,
    ),
    // On the edge: "estoy en el borde del puente", "sentada en la cornisa de la azotea".
    crisis(
      "method",
      String.raw`\b(?:estoy|toy|sentad[oa]|parad[oa]) (?:sentad[oa] |parad[oa] |de pie )?(?:en el borde|al borde|en la baranda|en la barandilla|en el barandal|en la cornisa) (?:del|de la|de un|de una) (?:puente|azotea|techo|edificio|balcon|acantilado|ventana)`,
    ),
    // Weak beside another phrase: "compré una soga", "tengo las pastillas", "estoy mirando las vías".
    weak(
      "method",
      "crisis",
      String.raw`\bcompre (?:una|la) (?:soga|cuerda)(?= ?(?:$|,))|\btengo (?:las|mis|suficientes) ${PILLS}(?= ?(?:$|,))|\b(?:estoy|toy) (?:mirando|viendo) (?:las vias|el vacio|hacia abajo desde)|\bestoy en la azotea(?= ?(?:$|,))`,
    ),

    // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
    // A goodbye letter: "escribí mi carta de despedida", "mi nota suicida".
    crisis(
      "preparatory-acts",
      String.raw`${mine(String.raw`\b(?:escribi|escribiendo|escribire|escribo|deje|dejare|termine|preparando|prepare|redacte)`)} (?:mi|mis|una|las|la|unas) (?:ultimas? )?(?:cartas?|notas?|mensajes?) de despedida|\bmis? (?:cartas?|notas?) de (?:despedida|suicidio)\b|\bmi nota suicida\b`,
    ),
    // Giving things away: "estoy regalando mis cosas", "regalé todas mis cosas" (not "a la caridad").
    crisis(
      "preparatory-acts",
      String.raw`\b(?:estoy regalando|regale|he regalado|regalo|estoy repartiendo|reparti|he repartido|estoy dando|di) (?:todas mis cosas|todo lo que tengo|mis cosas|mis pertenencias)(?! (?:de|del|viejas|que ya no|a (?:la |una )?(?:caridad|beneficencia|iglesia|fundacion|ong|segunda mano))\b)`,
    ),
    // Goodbye for good: "adiós para siempre", "me despido para siempre", "esta es mi despedida".
    crisis(
      "preparatory-acts",
      String.raw`\badios para siempre\b|\bme despido (?:para siempre|de este mundo|de la vida)\b|\b(?:esta|este) es (?:mi|un) (?:adios|despedida)(?: final| definitiv[oa])?\b|\bquiero despedirme (?:para siempre|de este mundo)`,
    ),
    // An attempt, recent: "intenté matarme anoche", "tuve un intento de suicidio", "me di una sobredosis".
    crisis("preparatory-acts", recent(ATTEMPT)),
    // An attempt long ago ("intenté suicidarme a los 16"): concern.
    concern("preparatory-acts", longAgo(ATTEMPT)),
    // An overdose taken: "me tomé todas las pastillas", "me tomé una caja entera de paracetamol".
    crisis(
      "preparatory-acts",
      String.raw`\bme (?:tome|trague|bebi|meti) (?:toda (?:la|una) (?:caja|tira|botella|cajita)|todo el (?:bote|frasco|blister)|todas (?:las|mis) ${PILLS}|un (?:bote|frasco) (?:entero |completo )?de ${PILLS}|(?:[2-9]\d|\d{3}|veinte|treinta|cuarenta|cincuenta|cien) ${PILLS}|una caja (?:entera |completa )?de ${PILLS})`,
    ),
    // Weak beside another phrase: "adiós a todos", "este es mi último mensaje", "perdón por todo".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\badios a todos\b|^adios$|\b(?:este|esta) es mi ultim[oa] (?:mensaje|publicacion|post)\b|\bperdon(?:en)? por todo\b|\bme despido de (?:todos|ustedes|ti)(?= ?(?:$|,))|\bcuiden (?:a|de) mi (?:perro|gato|mama|hermano|hermana)\b`,
    ),

    // ---- self-harm ------------------------------------------------------------------------------
    // "me corto los brazos", "me autolesiono", "me quemo a propósito", "hago cutting", "me hago daño".
    crisis("self-harm", recent(SELF_HARM)),
    // "ganas de cortarme", "quiero hacerme daño" (not "cortarme el pelo").
    crisis(
      "self-harm",
      String.raw`${DESIRE}(?:cortarme|lastimarme|hacerme dano|quemarme|autolesionarme|hacerme cortes)(?= ?(?:$|,| otra vez| de nuevo| a proposito| los brazos| las munecas| las piernas))`,
    ),
    // The same long ago: concern.
    concern("self-harm", longAgo(SELF_HARM)),
    // Weak beside another phrase: "recaí anoche" (also said of drinking or smoking).
    weak("self-harm", "crisis", String.raw`\brecai (?:${SOON}|anoche|ayer|otra vez|de nuevo)`),

    // ---- hopelessness, burden, no reason to live: concern -----------------------------------------
    // "no tengo razones para vivir", "ya no hay ningún motivo para seguir".
    concern(
      "hopelessness",
      String.raw`\b(?:(?:ya )?no (?:tengo|hay|encuentro|veo)|sin|ninguna|cero) (?:ninguna |ningun |ni una |ni un |una |un |mas |alguna )?(?:razon|razones|motivo|motivos) (?:para|por (?:la )?que) ${ADV}(?:vivir|existir|levantarme|despertar(?:me)?|estar aqui|estar viv[oa]|continuar|seguir(?: viviendo| viv[oa]| adelante| aqui| en este mundo)?(?= ?(?:$|,)))`,
    ),
    // "la vida no tiene sentido", "no le veo sentido a vivir", "¿para qué seguir?".
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no (?:le )?(?:veo|encuentro) (?:ningun |el |mas |ya )?sentido (?:a |en )?(?:vivir|la vida|mi vida|nada|existir|seguir viviendo|seguir(?= ?(?:$|,)))|\b(?:mi|la|esta) vida (?:ya )?no (?:tiene|vale) (?:ningun |ni un |mas )?(?:sentido|nada|la pena)|\bno (?:tiene (?:ningun )?sentido|vale la pena|sirve de nada) (?:vivir|seguir viviendo|seguir viv[oa]|existir)|\bvivir no (?:tiene sentido|vale la pena|sirve de nada)|\b(?:para|pa|de) que (?:sirve )?(?:seguir viviendo|vivir|existir|levantarme|seguir(?= ?(?:$|,)))`,
    ),
    // Burden: "soy una carga para todos", "soy un estorbo" (not "un problema en mates").
    concern(
      "hopelessness",
      String.raw`\b(?:soy|me siento|siento que soy) (?:solo |solamente |nada mas que |nomas )?(?:una carga|un estorbo|un lastre)\b|\b(?:soy|me siento) (?:solo )?(?:un peso|una molestia|un problema) para (?:todos|todo el mundo|mi familia|mis padres|los demas|ustedes|ti|mis hijos|mi mama|mi papa|mi madre|mi padre)\b`,
    ),
    // Better off without me: "todos estarían mejor sin mí", "serían más felices si no existiera".
    concern(
      "hopelessness",
      String.raw`\b(?:estarian|estaria|estarias|estariamos|vivirian|viviria|serian|seria) ${ADV}(?:mucho |muchisimo |tanto )?(?:mejor|mas felices|mas feliz|mas tranquil[oa]s?|en paz) (?:sin mi\b|si (?:yo )?(?:no estuviera|no existiera|me muriera|desapareciera|me fuera para siempre|estuviera muert[oa]|no hubiera nacido))`,
    ),
    // Nobody would miss me: "nadie me extrañaría", "a nadie le importaría si me muero".
    concern(
      "hopelessness",
      String.raw`\bnadie (?:me )?(?:extranaria|echaria de menos|notaria|lloraria|vendria a mi (?:funeral|entierro)|se daria cuenta|me buscaria)\b|\ba nadie le (?:importaria|importa) si (?:me muero|muero|desaparezco|me mato|no estoy)`,
    ),
    // Cannot go on: "no puedo seguir así", "ya no puedo más con mi vida" (not "seguir con el proyecto").
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto|resisto) (?:mas )?(?:seguir(?: asi| adelante| viviendo(?: asi)?)?|con (?:mi vida|esta vida|la vida|todo esto|todo)|vivir(?: asi)?)(?= ?(?:$|,))`,
    ),
    // "ya no quiero estar aquí", "no quiero vivir así" (not "estar aquí en esta fiesta").
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no quiero (?:estar|seguir) (?:mas )?(?:aqui|aca|en este mundo|en esta vida)(?= ?(?:$|,| mas| nunca))|\b(?:ya )?no quiero (?:seguir )?vivir (?:asi|de esta manera|de esta forma)(?= ?(?:$|,))`,
    ),
    // Weak beside another phrase, one rule each (a rule is read once per sentence): "ya no puedo
    // más", "no aguanto más".
    weak("hopelessness", "concern", String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto) (?:mas|nada mas)(?= ?(?:$|,))`),
    // "nada va a cambiar nunca", "nunca va a mejorar".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bnada (?:va a cambiar|cambiara|va a mejorar|mejorara)\b|\bnunca (?:va a mejorar|va a cambiar|mejorara|cambiara)\b`,
    ),
    // "no veo salida", "no tengo futuro", "estoy harta de todo".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bno (?:veo|hay|tengo) (?:ninguna )?(?:salida|futuro|esperanza)(?= ?(?:$|,))|\b(?:estoy )?(?:hart[oa]|cansad[oa]) de todo(?= ?(?:$|,))`,
    ),

    // ---- someone else at risk now (the writer is worried): concern ----------------------------------
    // "mi hermano quiere matarse", "se quiere suicidar", "dice que se va a matar", "habla de suicidarse".
    other(
      "suicidal-thoughts",
      String.raw`\b(?:quiere|tiene ganas de|habla de|hablaba de|piensa en|amenaza con|amenazaba con|dice que quiere|dijo que queria) ${ADV}(?:morir(?:se)?|matarse|suicidarse|quitarse la vida|acabar con (?:su vida|todo)|ahorcarse|tirarse (?:del|de un|por|a las|al))\b(?! (?:en (?:casa|paz|su cama)|tranquil[oa]|dignamente)\b)${NOT_THEIR_PAST}`,
    ),
    other(
      "intent",
      String.raw`(?:\bse (?:quiere|va a|iba a|queria) (?:matar|suicidar|quitar la vida|ahorcar)\b(?! (?:con (?:esa|la|el|su) (?:moto|bici|coche|carro)|manejando|conduciendo)\b)|\b(?:va|iba|dice que va|dijo que iba) a (?:matarse|suicidarse|quitarse la vida)\b)${NOT_THEIR_PAST}`,
    ),
    other(
      "suicidal-thoughts",
      String.raw`(?:\b(?:es|esta|parece|anda) ${ADV}suicida\b|\btiene (?:ideas|pensamientos) (?:suicidas|de muerte)\b)${NOT_THEIR_PAST}`,
    ),
    // "mi hija se corta", "se autolesiona", "se hace daño a propósito".
    other(
      "self-harm",
      String.raw`(?:\bse (?:autolesiona|hace cortes|hace cutting|hace dano a proposito)\b|\bse (?:corta|quema|lastima) (?:los brazos|las munecas|las piernas|a proposito|adrede|otra vez)|\bse corta(?= ?(?:$|,)))${NOT_THEIR_PAST}`,
    ),
    // A recent attempt: "mi hermano intentó suicidarse anoche", "acaba de intentar matarse".
    other(
      "preparatory-acts",
      String.raw`\bacaba de (?:intentar|tratar de) (?:matarse|suicidarse|quitarse la vida)|\b(?:intento|trato de) (?:matarse|suicidarse|quitarse la vida|ahorcarse)\b(?=.*\b(?:anoche|ayer|hoy|esta manana|esta noche|el fin de semana|antier|anteayer)\b)|\btuvo (?:un intento de suicidio|una sobredosis)\b(?=.*\b(?:anoche|ayer|hoy|esta manana|esta noche|el fin de semana)\b)`,
    ),
    // "mi hijo está regalando sus cosas".
    other("preparatory-acts", String.raw`\b(?:esta regalando|regala|ha regalado) (?:todas )?sus cosas\b${NOT_THEIR_PAST}`),
  ],
  idioms: [
    // Dying of laughter, hunger, cold, heat, sleep, shame, boredom, longing: "me muero de risa",
    // "muerta de hambre", "me quiero morir de la vergüenza", "me muero de ganas".
    /\b(?:muero|muere|mueres|morimos|morir|morirme|morirse|morirte|muriendo|muert[oa]s?|mori|moria|moriria|moririas) (?:de|del|de la|de los) (?:risa|hambre|sed|frio|calor|sueno|verguenza|aburrimiento|miedo|envidia|celos|ganas|amor|cansancio|pena|nervios|curiosidad|ansias|asco|gusto|felicidad|emocion|alegria|susto|la risa|la verguenza|la pena|los nervios|los celos|la emocion)\b/,
    // Dying to: "me muero por verte", "se muere por ti".
    /\b(?:me|se|te|nos) muer[eo]s? (?:por|x)\b/,
    // Someone or something kills me: "me matas", "el calor me mata", "mi mamá me va a matar".
    /\b(?:me|nos) (?:mata|matas|matan|mataste|mataron|matara|mataria|matarian|va a matar|vas a matar|van a matar|vais a matar|iba a matar|iban a matar)\b/,
    // Working oneself to death: "me mato estudiando", "me estoy matando a trabajar", "me mato por ti".
    /\b(?:me|te|se|nos) (?:mato|matas|mata|matamos|matan|estoy matando|estaba matando|mataba) (?:[a-z]+(?:ando|iendo)|a (?:estudiar|trabajar|currar|entrenar|chambear)|por (?:ti|el|ella|vos|usted|ustedes|mis|sus|nada)|de (?:risa|la risa|trabajo|hambre|ganas))\b/,
    // "está para morirse", "un concierto de muerte", "lo odio a muerte".
    /\bpara morirse\b|\b(?:esta|estaba|estuvo|es|fue|son|estan) de muerte\b|\ba muerte\b/,
    // Never: "ni muerta me pongo eso".
    /\bni muert[oa]s?\b/,
    // Killing time, two birds, hunger: "matar el tiempo", "matar dos pájaros de un tiro".
    /\bmat(?:ar|o|amos|ando|e) (?:el tiempo|el rato|el hambre|el gusanillo|dos pajaros)\b/,
    // Reckless, not suicidal: "salir con esta tormenta es un suicidio", "un suicidio político".
    /\b(?:es|era|seria|fue|eso es|esto es) (?:un )?(?:autentico |verdadero |puro )?suicidio\b|\bsuicidio (?:politico|comercial|social|profesional|economico|electoral|academico)\b|\bmision suicida\b/,
    // Depressing, not suicidal: "la película es para cortarse las venas".
    /\b(?:es|era|esta|estaba) (?:para|como para) (?:cortarse las venas|pegarse un tiro|tirarse por la ventana|morirse|suicidarse)\b/,
    // Exhausted: "estoy muerta", "llegué muerto del trabajo" (not "muerta por dentro").
    /\b(?:estoy|toy|estaba|quede|acabe|llegue|estamos|termine) (?:super |re |bien |muy |medio |toda |todo )?muert[oa]s?\b(?! (?:por dentro|en vida)\b)/,
    // Taking the plunge: "me tiro a la piscina y se lo digo".
    /\b(?:tirarme|tirarse|me tiro|me tire|tirate) a la (?:piscina|pileta|alberca)\b/,
    // "kill me now" said of a bore: "mátame", "que alguien me mate".
    /\b(?:matame|matenme|que alguien me mate|que me maten|pegame un tiro)\b/,
    // Embarrassed or impatient: "estoy que me muero", "me quiero morir, qué oso".
    /\bestoy que me muero\b|\bme quiero morir,? (?:que|q) (?:oso|verguenza|pena)\b|\b(?:que|q) (?:oso|verguenza|pena),? me quiero morir\b/,
    // "I'd rather die than wear that": "prefiero morir que ponerme eso".
    /\b(?:prefiero|preferiria) (?:morir(?:me)?|estar muert[oa]) (?:que|a) (?!(?:seguir|vivir|despertar|volver|aguantar|soportar|pasar otra|estar asi)\b)/,
  ],
  // "no", "nunca", "jamás", "ni" up to three words before a phrase, not across a comma, a
  // conjunction or "porque" ("no sé por qué quiero morir" counts, as in English).
  negationBefore:
    /\b(?:no|nunca|nunca mas|jamas|ni|tampoco|nada de)\b(?: (?!(?:y|e|pero|porque|xq|pq|por|como|si|cuando|aunque|pues|o|u|yo|asi|mas|sino|nadie|nada|bien|mal|sol[oa])\b)[^\s,]+){0,3} ?$/,
  // Laughter, unless the text says it is no joke ("no es broma", "lo digo en serio").
  laughter:
    /^(?!.*\b(?:no es (?:una )?broma|no estoy bromeando|no bromeo|lo digo en serio|hablo en serio|va en serio|de verdad)\b).*?(?:\b(?:jaj[a-z]*|jsj[a-z]*|(?:je){2,}|(?:ji){2,}|ajaj[a-z]*|xd+|lol+|lmao|(?:ha){2,}h?)\b|😂|🤣|😹|😆)/u,
  // A film, book, song, the news or a prevention message framed in the sentence.
  story:
    /\b(?:en|segun) (?:la|el|un|una|esta|este|esa|ese) (?:pelicula|peli|serie|libro|novela|cancion|articulo|noticia|reportaje|documental|docu|programa|episodio|capitulo|podcast|videojuego|obra|anime|manga|estudio)\b|\b(?:el|la|un|una) (?:personaje|protagonista|narrador|narradora)\b|\b(?:un|una|el|la|este|esta) (?:articulo|reportaje|documental|estudio|podcast|programa|noticia) (?:sobre|que habla|habla|cuenta|explica)\b|\ben (?:las|el) noticias?\b|\ben el (?:noticiero|telediario|periodico)\b|\b(?:prevencion|concienciacion|concientizacion|linea de (?:ayuda|prevencion|la vida)|024|telefono de la esperanza)\b|\bcomo (?:ayudar|apoyar|acompanar|hablar con|detectar) a (?:alguien|una persona|un amigo|una amiga|un ser querido|los|las)\b|\b(?:senales|signos) de (?:alerta|advertencia)\b|\bcanta que\b/,
};
