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
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, ADV, NON, SOON, NOT_THEIR_PAST } from "./it-words";
import { IT_SUICIDE_RULES } from "./it-suicide";

export const IT_CRISIS: LanguageCrisisTable = {
  language: "it",
  foldAccents: true,
  rules: [
    ...IT_SUICIDE_RULES,
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
