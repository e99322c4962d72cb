// Italian crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words Italian speakers write, including texting
// forms ("nn", "xké", "vojo morì"), no accents, slang ("ammazzarmi", "crepare", "farmi fuori",
// "levarmi di mezzo") and euphemisms ("farla finita", "togliermi la vita").
// Patterns run on folded text (lower case, accents removed: "è" → "e", "più" → "piu").
//
// Italian drops the subject: the person is in the verb ("voglio" is the writer, "vuole" someone
// else) and in the clitic ("uccidermi" the writer, "uccidersi" someone else). Negation comes
// before the verb ("non voglio morire") and is read by `negationBefore`; phrases that are
// themselves negative ("non voglio più vivere") start at their "non".
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

type Category = LanguageCrisisRule["category"];

function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ho un piano", "addio a tutti"). */
function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mia sorella vuole uccidersi"): concern, never crisis. */
function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges: "voglio *solo* morire", "ho *tanta* voglia di morire". */
const ADV = String.raw`(?:(?:solo|soltanto|davvero|veramente|proprio|tanto|tanta|cosi|sempre|ancora|gia|a volte|spesso|ormai|seriamente|sinceramente|semplicemente|anche|sul serio|tipo|letteralmente) ){0,3}`;
/** "non" and its texting form "nn". */
const NON = String.raw`(?:non|nn)`;
/**
 * Not right after someone else ("mio fratello ha voglia di morire", "lui ha voglia"): up to three
 * words may follow the subject, none of them the writer's ("questa canzone mi fa venire voglia");
 * time words and thoughts are no subject ("la notte", "l'idea di"). Nor right after a
 * third-person verb ("ha voglia di morire").
 */
const NOT_OTHER = String.raw`(?<!\b(?:lui|lei|loro|qualcuno|(?:mio|mia|miei|mie|tuo|tua|suo|sua|il|lo|la|i|gli|le|un|una|uno|questo|questa|quel|quella) (?!(?:notte|sera|mattina|giorno|giornata|settimana|volta|vita|momento|idea|voglia|tentazione)\b)[a-z']+) (?:(?!(?:io|mi|me|ho|sono|voglio|sto)\b)[^\s,]+ ){0,3})(?<!\b(?:ha|hanno|aveva|avevano|gli viene|le viene|gli e venuta|le e venuta) (?:[^\s,]+ ){0,2})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** The writer wanting: "voglio", "vojo", "vorrei", "ho voglia di", "mi viene voglia di", "spero di". */
const WANT = String.raw`(?:\b(?:voglio|vojo|vorrei|desidero|preferirei|ho bisogno di|spero di|sogno di|mi piacerebbe|ho (?:${ADV})?voglia di|mi (?:viene|vien|e venuta) (?:${ADV})?voglia di|mi fa venire (?:${ADV})?voglia di) |${mine(String.raw`\bvoglia di `)})`;
/** Any desire of the writer, followed by the infinitive. */
const DESIRE = String.raw`${WANT}${ADV}`;
/**
 * Killing oneself, first person: "uccidermi", "ammazzarmi", "farla finita", "togliermi la vita".
 * Jumping is the method rules' words (the matcher counts each rule that matches, so one phrase
 * in two rules of different categories would count twice).
 */
const KILL_SELF = String.raw`(?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita(?! con (?!(?:tutto|la vita|questa vita|me stess[oa])\b))|farmi fuori|levarmi di mezzo|togliermi di mezzo|impiccarmi|spararmi|tagliarmi le vene|avvelenarmi|annegarmi|(?:mettere|porre) fine alla mia vita|chiudere con la vita|andarmene da questo mondo|lasciare questo mondo)`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
const SOON = String.raw`(?:stasera|stanotte|oggi|domani|adesso|ora|subito|questo (?:weekend|fine settimana)|questa settimana|presto|(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?: sera| prossim[oa])?)`;
/** Pills and medicines, with names people write. */
const PILLS = String.raw`(?:pillole|pastiglie|pasticche|compresse|medicine|farmaci|tachipirine?|paracetamolo|xanax|lexotan|tavor|en|sonniferi|antidepressivi|ansiolitici|gocce|scatole di \S+|blister)`;
/** Long ago: "cinque anni fa", "nel 2015", "quando avevo 16 anni", "al liceo". */
const LONG_AGO = String.raw`(?:(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti|molti|tanti|diversi|alcuni|parecchi) anni fa|(?:tanto|molto) tempo fa|nel (?:19|20)\d\d|quando (?:avevo|ero) |a (?:\d+|tredici|quattordici|quindici|sedici|diciassette|diciotto) anni|alle (?:medie|superiori)|al liceo|da (?:adolescente|ragazz[oa]|piccol[oa]|giovane)|in passato|durante l'adolescenza)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Someone else long ago ("quando era piccola", "nel 2010"): the other-person rules stay silent. */
const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|quando (?:era|aveva|stava)))(?<!(?:${LONG_AGO}|quando (?:era|aveva|stava)).*)`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "penso di uccidermi", "penso al suicidio", "mi passa per la testa di farla finita". */
const THINK = String.raw`${mine(String.raw`\b(?:penso|ho pensato|sto pensando|continuo a pensare|non smetto di pensare|pensavo|fantastico|medito|mi (?:passa|frulla|gira) per la testa|mi viene in mente|mi e venuto in mente|ho l'idea|ci penso)`)} ${ADV}(?:di |a |al |alla )?${ADV}(?:come )?`;
/** Trying to: "ho provato a uccidermi", "ho tentato il suicidio", "ho fatto un'overdose". */
const ATTEMPT = String.raw`(?:\bho (?:provato|tentato|cercato) (?:${ADV}|ieri (?:sera |notte )?|stanotte |stamattina )?(?:a |di )${ADV}(?:${KILL_SELF}|buttarmi|morire)|\bho (?:fatto|avuto) (?:un|il mio) tentativo di suicidio\b|\bil mio (?:ultimo |primo )?tentativo di suicidio\b|\bho tentato il suicidio\b|\bho (?:fatto|avuto|preso) un'?overdose\b|\bmi sono (?:tagliat[oa] le vene|impiccat[oa]|buttat[oa] (?:dal|dalla|giu dal|giu dalla|sotto)))`;
/** Cutting, burning or hurting oneself on purpose. */
const SELF_HARM = String.raw`(?:\bmi (?:autolesiono|sono autolesionat[oa])\b|\b(?:pratico|faccio) autolesionismo\b|\bmi (?:taglio|sono tagliat[oa]|sto tagliando|ritaglio|sono ritagliat[oa]) (?:di nuovo |ancora )?(?:le braccia|i polsi|il polso|le gambe|le cosce|la pancia|la pelle|il braccio)|\bmi (?:taglio|sono tagliat[oa]|sto tagliando|brucio|sono bruciat[oa]|ferisco|sono ferit[oa]|faccio del male|sono fatt[oa] del male|faccio male|picchio|graffio|mordo) (?:[^\s,]+ ){0,3}?(?:apposta|di proposito|volontariamente|per sentire (?:qualcosa|dolore)|per punirmi|con (?:una|la|il|un|lo) (?:lametta|lama|rasoio|taglierino|sigaretta|accendino|forbici|compasso))|\bmi (?:faccio|sono fatt[oa]) del male(?= ?(?:$|,| apposta| di proposito| ancora| quando| ogni| tutti| per| stanotte| ieri))|\bmi (?:taglio|sto tagliando)(?= ?(?:$|,| ancora| di nuovo))|\bmi sono tagliat[oa](?: (?:ancora|di nuovo|stanotte|ieri sera|ieri notte))?(?= ?(?:$|,)))`;

export const IT_CRISIS: LanguageCrisisTable = {
  language: "it",
  foldAccents: true,
  rules: [
    // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
    // "voglio morire", "vorrei morire", "vojo morì", "ho voglia di crepare", "vorrei essere morta".
    crisis(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:morire|mori|crepare|schiattare|essere mort[oa])\b(?! (?:di vecchiaia|vecchi[oa]|in pace a|tra le tue braccia|con te|accanto a te)\b)|\bmi (?:voglio|vorrei) ${ADV}(?:morire|lasciar morire)\b`,
    ),
    // "non voglio più vivere", "nn voglio vivere più", "non voglio più stare al mondo" (not "vivere qui").
    crisis(
      "wish-to-be-dead",
      String.raw`\b${NON} (?:voglio|vojo|vorrei|ho (?:piu )?voglia di) (?:piu )?${ADV}(?:vivere|stare al mondo|essere viv[oa]|restare in vita|continuare a vivere)(?! (?:a|in|con|qui|qua|li|la|cosi|senza|da sol[oa]|insieme|lontano|vicino|per sempre)\b)`,
    ),
    // "dovrei essere morta", "meriterei di morire", "lasciatemi morire", "starei meglio morto".
    crisis(
      "wish-to-be-dead",
      String.raw`\b(?:dovrei|meriterei di|merito di|avrei dovuto) ${ADV}(?:essere mort[oa]|morire)\b|\blascia(?:te)?mi morire\b|\bstarei meglio mort[oa]\b`,
    ),
    // "preferirei morire piuttosto che vivere così".
    crisis(
      "wish-to-be-dead",
      String.raw`\b(?:preferirei|preferisco|piuttosto) (?:morire|essere mort[oa]) (?:piuttosto )?(?:che|di) (?:vivere|continuare|svegliarmi|tornare|sopportare|andare avanti|passare un altro)`,
    ),
    // Passive: "vorrei sparire per sempre", "voglio smettere di esistere" (not "sparire per un po'").
    concern(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:sparire|scomparire|non esistere|smettere di esistere|dormire per sempre|addormentarmi per sempre|andarmene per sempre|che tutto finisca)(?! (?:per (?:un po|qualche|un paio)|qualche|un (?:po|attimo|momento|giorno)|da (?:qui|questa|questo|sta|sto)|dal|dai|in vacanza|sotto terra)\b)`,
    ),
    // "addormentarmi e non svegliarmi più", "spero di non svegliarmi domani" (not for school).
    concern(
      "wish-to-be-dead",
      String.raw`(?:\b(?:addormentarmi|dormire|andare a letto) e ${NON} (?:svegliarmi|risvegliarmi) (?:piu|mai piu)|${DESIRE}${NON} (?:svegliarmi|risvegliarmi)|\b${NON} voglio (?:piu )?(?:svegliarmi|risvegliarmi))(?! (?:presto|tardi|in ritardo|prima|alle)\b)(?!.*\b(?:presto|sveglia|scuola|lavoro|lezione|ufficio)\b)`,
    ),
    // "vorrei non essere mai nata", "perché sono nato", "perché sono ancora viva".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:vorrei|avrei voluto|preferirei) ${NON} (?:essere mai nat[oa]|esserci mai stat[oa]|esistere|essere nat[oa])\b|\b${NON} sarei mai dovut[oa] nascere\b|\bperche (?:sono nat[oa]|sono ancora viv[oa]|sono ancora qui|esisto)\b|\bmaledetto il giorno in cui sono nat[oa]\b`,
    ),
    // Tired of living: "stanca di vivere", "stufo della vita" (not "stanca di vivere con i miei").
    concern(
      "wish-to-be-dead",
      String.raw`${mine(String.raw`\b(?:stanc[oa]|stuf[oa]|esaust[oa]|sfinit[oa]|nausead[oa])`)} (?:di|della) ${ADV}(?:vivere|vita|mia vita|questa vita|esistere|essere viv[oa]|respirare)(?! (?:a|in|con|qui|da sol[oa]|di coppia|da studente|da single|in citta|coi|con i)\b)`,
    ),
    // "ho perso la voglia di vivere", "non ho più la forza di andare avanti".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:perso|persa|ho perso|senza|nessuna) (?:la |piu )?voglia di vivere\b|\b${NON} ho piu (?:la )?voglia di vivere\b|\b${NON} ho piu la forza di (?:vivere|andare avanti|lottare)`,
    ),

    // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
    // "voglio uccidermi", "mi voglio ammazzare", "ho voglia di farla finita", "la voglio fare finita".
    crisis(
      "suicidal-thoughts",
      String.raw`${DESIRE}${KILL_SELF}|\bmi (?:voglio|vorrei|vojo) ${ADV}(?:uccidere|ammazzare|suicidare|togliere la vita|impiccare|sparare)\b|\bla (?:voglio|vorrei|vojo) fare finita\b`,
    ),
    // "penso di uccidermi", "penso al suicidio", "mi passa per la testa di farla finita".
    crisis(
      "suicidal-thoughts",
      recent(String.raw`${THINK}(?:${KILL_SELF}|(?:il )?suicidio\b(?! (?:di|del|della|dei|assistito)\b)|morire\b)`),
    ),
    // "ho pensieri suicidi", "sono suicida", "mi sento suicida".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:sono|mi sento|sto) ${ADV}suicida\b|${mine(String.raw`\b(?:pensieri|idee|istinti|impulsi|tendenze|ideazione)`)} (?:suicid[ie]|suicidari[ae]|di (?:uccidermi|suicidarmi|farla finita|togliermi la vita))\b`,
    ),
    // The words alone: "suicidarmi", "togliermi la vita" (not right after "ho deciso di", "ho
    // provato a", "come": those are the intent, attempt and method rules).
    crisis(
      "suicidal-thoughts",
      recent(
        String.raw`${mine(String.raw`(?<!\b(?:deciso di|sto per|vado a|provato a|tentato di|cercato di|come|modo di|modo per|modi per|pianificato di|programmato di|organizzato per) )\b(?:suicidarmi|togliermi la vita)`)}\b(?! mai\b)`,
      ),
    ),
    // "l'unica soluzione è la morte", "l'unica via d'uscita è farla finita".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:unica|ultima) (?:soluzione|via d'uscita|uscita|opzione|via) (?:e|sarebbe|rimasta e|che mi resta e) ${ADV}(?:la morte|il suicidio|morire|farla finita|uccidermi|ammazzarmi)`,
    ),
    // Thinking of one's own death: concern.
    concern(
      "suicidal-thoughts",
      String.raw`${THINK}(?:la morte|alla morte|la mia morte|alla mia morte)\b|${mine(String.raw`\bpensieri di morte`)}\b`,
    ),
    // The same thoughts long ago ("a sedici anni pensavo di uccidermi"): concern.
    concern("suicidal-thoughts", longAgo(String.raw`${THINK}(?:${KILL_SELF}|(?:il )?suicidio\b|morire\b)`)),

    // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
    // "mi ammazzo", "mi uccido stasera", "la faccio finita", "ho deciso di togliermi la vita".
    crisis(
      "intent",
      String.raw`\bmi (?:uccido|ammazzo|suicido|tolgo la vita|impicco|uccidero|ammazzero|suicidero)\b(?! (?:di|dal|dalla|dalle|a (?:studiare|lavorare|correre)|per|mai)\b)|\bla (?:faccio|faro) finita\b(?! con (?!(?:tutto|la vita)\b))`,
    ),
    crisis(
      "intent",
      String.raw`\b(?:sto per|vado a|ho deciso di|ho preso la decisione di|sono decis[oa] a|sono pront[oa] a) ${ADV}(?:${KILL_SELF}|morire\b)|\bmi (?:sto per|vado a) (?:uccidere|ammazzare|suicidare|togliere la vita)\b`,
    ),
    // "domani non ci sarò più".
    crisis("intent", String.raw`\b${SOON},? ${NON} ci saro piu\b|\b${NON} ci saro piu ${SOON}\b`),
    // Weak beside another phrase: "lo faccio stasera", "stanotte è la notte".
    weak(
      "intent",
      "crisis",
      String.raw`\blo (?:faccio|faro) (?:${SOON}|davvero|sul serio|questa volta)|\b(?:stanotte|stasera) e la (?:notte|sera)\b`,
    ),

    // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
    // "ho pianificato di uccidermi venerdì", "ho già deciso come farla finita".
    crisis(
      "plan",
      String.raw`\bho (?:gia )?(?:pianificato|programmato|organizzato|scelto|previsto) (?:tutto )?(?:\S+ ){0,3}?(?:di |per |come )?(?:${KILL_SELF}|morire|il mio suicidio)|\bho (?:gia )?deciso (?:come|dove|quando) (?:${KILL_SELF}|farlo|morire)`,
    ),
    // "so già come lo farò", "so dove farlo".
    crisis(
      "plan",
      String.raw`\bso (?:gia |esattamente |bene )?(?:come|dove|quando) (?:lo faro|farlo|lo faccio|${KILL_SELF})(?= ?(?:$|,| ${SOON}))`,
    ),
    // Weak beside another phrase: "ho un piano", "ho già tutto pianificato", "ho scelto il giorno".
    weak(
      "plan",
      "crisis",
      String.raw`\bho (?:un piano|gia tutto (?:pianificato|pronto|organizzato)|tutto pianificato)(?= ?(?:$|,))|\bho scelto (?:il giorno|la data|il posto)(?= ?(?:$|,))|\be tutto (?:pianificato|organizzato) per ${SOON}`,
    ),

    // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
    // "quante pillole servono per morire", "quante tachipirine sono mortali".
    crisis(
      "method",
      String.raw`\bquant[ei] ${PILLS}(?: [^\s,]+){0,6} (?:morire|mortal[ie]|letal[ie]|uccidermi|uccidersi|non svegliarmi|non svegliarsi|overdose|farla finita)\b`,
    ),
    // "dose letale", "dose mortale".
    crisis("method", String.raw`\b(?:dose|quantita) (?:letale|mortale|fatale)\b`),
    // "quale ponte è abbastanza alto", "da che piano si muore".
    crisis(
      "method",
      String.raw`\b(?:quale|che|quali) (?:ponte|palazzo|piano|altezza|scogliera|edificio|tetto|grattacielo|viadotto)\b(?: [^\s,]+){0,5}? (?:(?:abbastanza|sufficientemente) alt[oa]|per (?:morire|uccidersi|uccidermi|non sopravvivere)|si muore|muori)|\bda che (?:piano|altezza) (?:\S+ ){0,3}?(?:si muore|muori|e mortale|morire)`,
    ),
    // "il modo meno doloroso per morire", "come suicidarsi", "come morire senza soffrire".
    crisis(
      "method",
      String.raw`\b(?:modo|modi|metodo|metodi|maniera) (?:piu |meno )?(?:veloc[ei]|rapid[oa]|facil[ei]|doloros[oa]|indolore|sicur[oa]|efficac[ei]|semplic[ei]|pulit[oa]) (?:per|di) (?:morire|uccidermi|uccidersi|suicidarmi|suicidarsi|farla finita|togliersi la vita|togliermi la vita)|\bcome (?:posso |potrei )?(?:suicidarmi|suicidarsi|uccidermi|uccidersi|ammazzarmi|ammazzarsi|togliermi la vita|togliersi la vita|impiccarmi|impiccarsi)\b|\bcome morire (?:senza dolore|velocemente|senza soffrire|nel sonno)`,
    ),
    // "fa male impiccarsi?", "quanto ci vuole a morire dissanguati".
    crisis(
      "method",
      String.raw`\b(?:fa male|e doloroso|fa tanto male) (?:\S+ ){0,2}?(?:impiccarsi|annegare|tagliarsi le vene|buttarsi|un'overdose|morire annegat[oa])|\bquanto (?:tempo )?ci (?:vuole|si mette|metti) (?:a|per) (?:morire|dissanguarsi|annegare|perdere conoscenza)`,
    ),
    // Means at hand: "ho la corda", "la corda è pronta", "le lamette pronte", "le pillole in mano",
    // "la lametta sul polso".
    crisis(
      "method",
      String.raw`\bho (?:la|una) corda(?= ?(?:$|,| pronta| legata| appesa| in mano))|\bla corda (?:e )?(?:pronta|legata|appesa)\b|\bil cappio (?:e )?pronto\b|\b(?:le|la) (?:lamette|lametta|lama) (?:e |sono )?pront[ae]\b|\bho preparato il cappio\b|\b(?:le|tutte le|la scatola di|il flacone di|un flacone di|i|tutti i) ${PILLS} (?:\S+ ){0,2}?(?:in mano|nelle mani|davanti a me|allineat[ie]|contat[ie]|pront[ie])|\b(?:lametta|lama|rasoio|taglierino) (?:sul|sui|contro il|contro i|sulla|sulle) (?:polso|polsi|braccio|braccia|gola|collo|vene)`,
    ),
    // Stockpiling: "sto mettendo da parte le pillole", "abbastanza pastiglie per farla finita".
    crisis(
      "method",
      String.raw`\b(?:accumulando|accumulato|messo da parte|mettendo da parte|nascondendo|raccogliendo|raccolto|risparmiando) (?:\S+ ){0,2}?${PILLS}|\babbastanza ${PILLS} per (?:morire|farla finita|uccidermi|non svegliarmi)`,
    ),
    // "buttarmi dal ponte", "mi butto sotto un treno", "mi voglio buttare giù dal tetto" (not "in acqua").
    crisis(
      "method",
      String.raw`${mine(String.raw`\b(?:buttarmi|gettarmi|lanciarmi|mi butto|mi getto|mi lancio|saltare|mi (?:voglio|vorrei|vado a|sto per) (?:buttare|gettare|lanciare)|mi butterei)`)} (?:giu )?(?:(?:sotto|davanti a) (?:un |il |la |i |al |alla )?(?:treno|metro|metropolitana|tram|autobus|camion|macchina|auto|binari)|(?:dal|da un|da una|dalla|dall'alto (?:del|di un|della)|dalla cima (?:del|di un)) (?:ponte|palazzo|tetto|balcone|finestra|scogliera|grattacielo|viadotto|terrazzo|torre|\d+ piano|quinto piano|sesto piano|decimo piano))(?! (?:in (?:acqua|mare|piscina)|nel (?:lago|fiume|mare)|con il paracadute|con (?:gli|i) amici)\b)`,
    ),
    // On the edge: "sono sul bordo del ponte", "seduta sul cornicione del tetto".
    crisis(
      "method",
      String.raw`\b(?:sono|sto) (?:sedut[oa] |in piedi )?(?:sul bordo|sul cornicione|sulla ringhiera|sul parapetto|sull'orlo) (?:del|della|di un|di una|dello) (?:ponte|tetto|palazzo|balcone|terrazzo|scogliera|finestra|binario)`,
    ),
    // Weak beside another phrase: "ho comprato una corda", "ho le pillole", "guardo i binari".
    weak(
      "method",
      "crisis",
      String.raw`\bho comprato una corda(?= ?(?:$|,))|\bho (?:le|tutte le|abbastanza) ${PILLS}(?= ?(?:$|,))|\b(?:guardo|fisso|sto guardando) (?:i binari|il vuoto|giu dal ponte)`,
    ),

    // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
    // A goodbye letter: "ho scritto la mia lettera d'addio".
    crisis(
      "preparatory-acts",
      String.raw`${mine(String.raw`\b(?:ho scritto|sto scrivendo|scrivero|ho lasciato|lascero|ho preparato|ho finito)`)} (?:la mia|le mie|una|delle|le|la) (?:ultim[ae] )?(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi) d'addio|\b(?:la mia|le mie) letter[ae] d'addio\b|\bil mio biglietto d'addio\b`,
    ),
    // Giving things away: "sto regalando tutte le mie cose" (not "in beneficenza").
    crisis(
      "preparatory-acts",
      String.raw`\b(?:sto regalando|ho regalato|regalo|sto dando via|ho dato via|do via) (?:tutte le mie cose|tutto quello che ho|le mie cose|tutta la mia roba|la mia roba)(?! (?:vecchie|che non|alla (?:caritas|parrocchia)|in beneficenza|a un'associazione|al mercatino|su vinted)\b)`,
    ),
    // Goodbye for good: "addio per sempre", "vi dico addio", "questo è il mio addio".
    crisis(
      "preparatory-acts",
      String.raw`\baddio per sempre\b|\bvi (?:dico|saluto) addio\b|\bquesto e (?:il mio|un) addio\b|\bvi saluto per sempre\b`,
    ),
    // An attempt, recent: "ho provato a uccidermi ieri sera", "ho tentato il suicidio", "ho fatto un'overdose".
    crisis("preparatory-acts", recent(ATTEMPT)),
    // An attempt long ago ("ho tentato il suicidio a sedici anni"): concern.
    concern("preparatory-acts", longAgo(ATTEMPT)),
    // An overdose taken: "ho preso tutte le pillole", "ho ingoiato tutta la scatola".
    crisis(
      "preparatory-acts",
      String.raw`\bho (?:preso|ingoiato|mandato giu|buttato giu) (?:tutta la (?:scatola|confezione|boccetta)|tutto il (?:flacone|blister|tubetto)|tutte le (?:mie )?${PILLS}|tutti i (?:miei )?${PILLS}|(?:[2-9]\d|\d{3}|venti|trenta|quaranta|cinquanta|cento) ${PILLS}|una (?:scatola|confezione) intera di ${PILLS})`,
    ),
    // Weak beside another phrase: "addio a tutti", "questo è il mio ultimo messaggio", "scusate per tutto".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\baddio a tutti\b|^addio$|\bquesto e il mio ultimo (?:messaggio|post)\b|\b(?:perdonatemi|scusatemi|scusate|perdonami|scusami) per tutto\b|\b${NON} mi (?:vedrete|sentirete) piu\b`,
    ),

    // ---- self-harm ------------------------------------------------------------------------------
    // "mi taglio le braccia", "mi autolesiono", "mi brucio apposta", "mi faccio del male".
    crisis("self-harm", recent(SELF_HARM)),
    // "ho voglia di tagliarmi", "voglio farmi del male" (not "tagliarmi i capelli").
    crisis(
      "self-harm",
      String.raw`${DESIRE}(?:tagliarmi|ferirmi|farmi del male|bruciarmi|autolesionarmi)(?= ?(?:$|,| ancora| di nuovo| apposta| le braccia| i polsi))`,
    ),
    // The same long ago: concern.
    concern("self-harm", longAgo(SELF_HARM)),
    // Weak beside another phrase: "ho avuto una ricaduta ieri" (also said of smoking or drinking).
    weak("self-harm", "crisis", String.raw`\b(?:ho avuto una ricaduta|sono ricadut[oa]) (?:${SOON}|ieri|stanotte|di nuovo)`),

    // ---- hopelessness, burden, no reason to live: concern -----------------------------------------
    // "non ho motivi per vivere", "non c'è nessuna ragione per andare avanti".
    concern(
      "hopelessness",
      String.raw`\b(?:${NON} (?:ho|c'e|ce|trovo|vedo)|nessun[ao]?|senza|zero) (?:piu )?(?:nessun[ao]? |un |una |alcun[ao] )?(?:motivo|motivi|ragione|ragioni) (?:per|di) ${ADV}(?:vivere|esistere|alzarmi|svegliarmi|restare in vita|andare avanti(?= ?(?:$|,))|continuare(?= ?(?:$|,)))`,
    ),
    // "la mia vita non ha senso", "non ha senso vivere", "a che serve vivere".
    concern(
      "hopelessness",
      String.raw`\b(?:la mia|la|questa) vita ${NON} (?:ha|ha piu) (?:nessun |alcun |piu )?(?:senso|valore|scopo)|\b${NON} ha (?:piu )?(?:senso|significato) (?:vivere|andare avanti|continuare a vivere|esistere)|\bvivere ${NON} ha (?:piu )?senso|\ba che (?:serve|pro) (?:vivere|andare avanti|continuare(?= ?(?:$|,))|esistere|alzarmi)|\b${NON} (?:vedo|trovo) (?:piu )?(?:nessun |il |alcun )?senso (?:a |nel |nella |in )?(?:vivere|vita|mia vita|niente|nulla|andare avanti)`,
    ),
    // Burden: "sono un peso per tutti", "mi sento un peso" (not "un peso morto": said of sport).
    concern(
      "hopelessness",
      String.raw`\b(?:sono|mi sento) (?:solo |soltanto |solamente )?(?:un peso(?! morto)|un fardello|una zavorra)\b(?! (?:in|a|al|nel|nella)\b)`,
    ),
    // Better off without me: "starebbero tutti meglio senza di me".
    concern(
      "hopelessness",
      String.raw`\b(?:starebbero|starebbe|staresti|staremmo|vivrebbero|vivrebbe|sarebbero|sarebbe) ${ADV}(?:tutti )?(?:molto |tanto |davvero )?(?:meglio|piu felici|piu sereni|piu tranquilli|in pace) (?:senza di me|senza me|se (?:io )?(?:${NON} ci fossi|morissi|sparissi|${NON} esistessi|fossi mort[oa]|${NON} fossi mai nat[oa]))`,
    ),
    // Nobody would miss me: "nessuno sentirebbe la mia mancanza", "a nessuno importerebbe se morissi".
    concern(
      "hopelessness",
      String.raw`\bnessuno (?:sentirebbe|noterebbe|si accorgerebbe|piangerebbe|verrebbe al mio funerale)\b|\ba nessuno (?:importerebbe|importa|fregherebbe|frega) (?:se|della mia) (?:morissi|morte|sparissi|mi uccidessi|${NON} ci fossi)`,
    ),
    // Cannot go on: "non posso andare avanti così", "non ce la faccio più a vivere".
    concern(
      "hopelessness",
      String.raw`\b${NON} (?:posso|riesco a) (?:piu )?(?:andare avanti|continuare|vivere|sopportare (?:questa vita|la vita|tutto))(?: cosi)?(?= ?(?:$|,))|\b${NON} ce la faccio (?:piu )?a (?:vivere|andare avanti|sopportare tutto|stare al mondo)`,
    ),
    // "non voglio più stare qui", "non voglio più esserci".
    concern(
      "hopelessness",
      String.raw`\b${NON} voglio piu (?:stare qui|esserci|stare su questa terra)(?= ?(?:$|,))|\b${NON} voglio (?:piu )?vivere cosi(?= ?(?:$|,))`,
    ),
    // Weak beside another phrase, one rule each (a rule is read once per sentence): "non ce la
    // faccio più", "non ne posso più".
    weak("hopelessness", "concern", String.raw`\b${NON} (?:ce la faccio|ne posso) (?:piu|\+)(?= ?(?:$|,))`),
    // "niente cambierà mai", "non cambierà mai niente".
    weak(
      "hopelessness",
      "concern",
      String.raw`\b(?:niente|nulla) (?:cambiera|migliorera) mai\b|\b${NON} (?:cambiera|migliorera) mai (?:niente|nulla)\b`,
    ),
    // "non vedo via d'uscita", "non ho futuro", "sono stanca di tutto".
    weak(
      "hopelessness",
      "concern",
      String.raw`\b${NON} (?:vedo|c'e|ho) (?:nessuna |una )?(?:via d'uscita|uscita|futuro|speranza)(?= ?(?:$|,))|\b(?:sono )?(?:stanc[oa]|stuf[oa]) di tutto(?= ?(?:$|,))`,
    ),

    // ---- someone else at risk now (the writer is worried): concern ----------------------------------
    // "mia sorella vuole uccidersi", "parla di suicidarsi", "ha detto che voleva farla finita".
    other(
      "suicidal-thoughts",
      String.raw`(?:\b(?:vuole|vorrebbe|voleva|ha voglia di|parla di|parlava di|pensa a|pensa di|minaccia di|minacciava di|dice che vuole|ha detto che vuole|ha detto che voleva) ${ADV}(?:morire|uccidersi|ammazzarsi|suicidarsi|togliersi la vita|farla finita|buttarsi|impiccarsi)\b(?! (?:a casa|in pace|serenamente|dignitosamente|nel suo letto)\b)|\bsi (?:vuole|vorrebbe|voleva) (?:uccidere|ammazzare|suicidare|togliere la vita|buttare)\b)${NOT_THEIR_PAST}`,
    ),
    other(
      "intent",
      String.raw`(?:\b(?:sta per|dice che sta per) (?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita)|\bsi (?:sta per|vuole) (?:uccidere|ammazzare) ${SOON})${NOT_THEIR_PAST}`,
    ),
    other(
      "suicidal-thoughts",
      String.raw`(?:\b(?:e|sembra) ${ADV}suicida\b|\bha (?:pensieri|idee) (?:suicid[ie]|di morte)\b)${NOT_THEIR_PAST}`,
    ),
    // "mio figlio si taglia", "si autolesiona", "si fa del male apposta".
    other(
      "self-harm",
      String.raw`(?:\bsi (?:autolesiona|fa del male)\b|\bsi (?:taglia|brucia|ferisce) (?:le braccia|i polsi|le gambe|apposta|di proposito)|\bsi taglia(?= ?(?:$|,)))${NOT_THEIR_PAST}`,
    ),
    // A recent attempt: "mio fratello ha tentato di uccidersi ieri", "ha appena tentato il suicidio".
    other(
      "preparatory-acts",
      String.raw`\bha appena (?:tentato|provato) (?:il suicidio|a uccidersi|di uccidersi|a togliersi la vita)|\b(?:ha (?:provato|tentato|cercato) (?:a|di) (?:uccidersi|ammazzarsi|suicidarsi|togliersi la vita|impiccarsi)|ha tentato il suicidio|ha fatto un'?overdose)\b(?=.*\b(?:ieri|stanotte|stamattina|oggi|stasera|l'altro ieri|questo weekend|nel weekend)\b)`,
    ),
    // "mio figlio sta regalando le sue cose".
    other("preparatory-acts", String.raw`\b(?:sta regalando|ha regalato|regala) (?:tutte )?le sue cose\b${NOT_THEIR_PAST}`),
  ],
  idioms: [
    // Dead tired: "sono stanco morto", "stanca morta".
    /\bstanc[oaie] mort[oaie]\b/,
    // Dying of laughter, hunger, heat, cold, boredom, shame, longing: "muoio dal ridere",
    // "muoio di fame", "sto morendo di caldo", "crepo dal ridere", "schiatto di caldo".
    /\b(?:muoio|muore|muori|moriamo|morire|morendo|mort[oaie]|moriro|morirei|crepo|crepare|crepando|schiatto|schiattare|schiattando) (?:di|dal|dalla|dalle|dai|d') ?(?:ridere|risate|fame|sete|caldo|freddo|noia|sonno|paura|vergogna|imbarazzo|invidia|gelosia|voglia|curiosita|stanchezza|fatica|ansia|amore|gioia|emozione|piacere)\b/,
    // "ti amo da morire", "fa un caldo da morire", "bello da morire".
    /\bda morire\b/,
    // "mi fai morire (dal ridere)", "mi fa morire".
    /\b(?:mi|ci) (?:fai|fa|fanno|fate|hai fatto|ha fatto|hanno fatto) morire\b/,
    // Someone or something kills me: "questo caldo mi uccide", "mia madre mi ammazza", "mi stai uccidendo".
    /\b(?:mi|ci) (?:uccide|uccidi|uccidono|ammazza|ammazzi|ammazzano|ha ucciso|ha ammazzato|hai ucciso|stai uccidendo|sta uccidendo|sta ammazzando|stanno ammazzando|uccidera|ammazzera)\b/,
    // Working oneself to death: "mi ammazzo di lavoro", "mi ammazzo a studiare", "mi uccido in palestra".
    /\b(?:mi|ti|si|ci) (?:ammazzo|ammazzi|ammazza|ammazziamo|ammazzano|sto ammazzando|uccido|uccidi|uccide) (?:di (?:lavoro|studio|fatica|palestra|allenamento|risate)|a (?:studiare|lavorare|correre|allenarmi)|in palestra)\b/,
    // Roman "ammazza!" (wow): "ammazza che freddo", "ammazza quanto costa".
    /\bammazza(?=,| che\b| quanto\b| come\b| oh\b| ao\b| ?$)/,
    // Killing time: "ammazzare il tempo", "uccidere la noia".
    /\b(?:ammazz|uccid)(?:are|o|iamo|endo|ere) (?:il tempo|la noia)\b/,
    // Reckless, not suicidal: "uscire con questa neve è un suicidio", "un suicidio politico".
    /\b(?:e|sarebbe|era|fu|questo e) (?:un |una )?(?:vero |puro |autentico )?suicidio\b|\bsuicidio (?:politico|commerciale|sociale|professionale|elettorale|economico)\b|\bmissione suicida\b/,
    // Dreadful, not suicidal: "c'è da spararsi", "roba da impiccarsi".
    /\b(?:c'e|ce|c'era|roba) da (?:spararsi|impiccarsi|buttarsi dalla finestra|tagliarsi le vene|suicidarsi)\b/,
    // Never: "neanche morta ci vado".
    /\b(?:neanche|nemmeno|manco) mort[oa]\b/,
    // "Cut it out": "falla finita", "fatela finita", "la vuoi fare finita?".
    /\b(?:falla|fatela|finitela) finita\b|\bfinitela\b|\bla (?:fai|vuoi fare|volete fare) finita\b/,
    // Luck: "crepi il lupo".
    /\bcrepi(?: il lupo)?\b/,
    // "I'd rather die than wear that": "preferirei morire piuttosto che mettermi quel vestito".
    /\b(?:preferirei|preferisco|piuttosto) (?:morire|essere mort[oa]) (?:piuttosto )?(?:che|di) (?!(?:vivere|continuare|svegliarmi|tornare|sopportare|andare avanti|passare un altro)\b)/,
  ],
  // "non", "nn", "mai", "neanche", "manco" up to three words before a phrase, not across a comma,
  // a conjunction, "perché" ("non so perché voglio morire" counts, as in English) or "non ne /
  // ce la … più" ("non ne posso più voglio morire" counts).
  negationBefore:
    /\b(?:non|nn|mai|neanche|nemmeno|neppure|manco)\b(?: (?!(?:e|ma|perche|xke|xche|come|se|quando|o|io|ne|ce|niente|nessuno|bene|male|pero|quindi|poi)\b)[^\s,]+){0,3} ?$/,
  // Laughter, unless the text says it is no joke ("non scherzo", "sul serio").
  laughter:
    /^(?!.*\b(?:non (?:sto )?scherz(?:o|ando)|non e uno scherzo|sul serio|dico davvero|seriamente)\b).*?(?:\b(?:a?(?:ha){2,}h?|(?:ah){2,}h?|asd(?:asd)*|xd+|lol+|lmao|(?:ih){2,})\b|😂|🤣|😹|😆)/u,
  // A film, book, song, the news or a prevention message framed in the sentence.
  story:
    /\b(?:nel|nella|nell'|in un|in una|secondo (?:il|la|un|una)) ?(?:film|serie|libro|romanzo|canzone|articolo|documentario|servizio|puntata|episodio|podcast|videogioco|manga|anime|fumetto|studio|telegiornale|tg)\b|\b(?:il|la|un|una) (?:personaggio|protagonista|narratore|narratrice)\b|\b(?:un|l'|il|questo) ?(?:articolo|documentario|servizio|podcast|studio) (?:su|sul|sulla|che parla|parla|racconta|spiega)\b|\bal (?:telegiornale|tg|notiziario)\b|\bsul giornale\b|\b(?:prevenzione|sensibilizzazione|telefono amico|numero verde|telefono azzurro)\b|\bcome (?:aiutare|sostenere|aiutare a|parlare con|riconoscere) (?:qualcuno|una persona|un amico|un'amica|un ragazzo|una ragazza|chi)\b|\bsegnali (?:d'allarme|di allarme|di pericolo)\b|\bcanta che\b/,
};
