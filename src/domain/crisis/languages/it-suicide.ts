// The Italian table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); it.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import {
  crisis,
  concern,
  weak,
  ADV,
  NON,
  mine,
  DESIRE,
  KILL_SELF,
  SOON,
  PILLS,
  recent,
  longAgo,
  THINK,
  ATTEMPT,
  SELF_HARM,
} from "./it-words";

export const IT_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
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
];
