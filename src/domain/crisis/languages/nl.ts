// Dutch crisis phrase table (Netherlands and Flanders): the English detector's categories and
// levels (docs/decisions/008-crisis-detection.md) in the words Dutch speakers type, including
// texting forms ("k" and "'k" for "ik", "ff", "gwn", "nie", "mn", "m'n"), no diaeresis
// ("suicidaal", "beeindigen"), slang ("krassen", "mezelf van kant maken") and euphemisms ("er een
// eind aan maken", "uit het leven stappen", "het hoeft voor mij niet meer", "ik zie het niet meer
// zitten"). Patterns run on folded text (lower case, "ë" → "e", "ï" → "i").
//
// Dutch puts its negation after the verb ("ik wil niet dood", "ik ga mezelf niet van kant maken")
// and before the verbs at the end of a subordinate clause ("dat ik niet dood wil"): the words
// allowed between the parts of a phrase (`ADV`, `GAP`) never include "niet", "nooit" or "geen", so
// a negated phrase does not match; `negationBefore` catches "nooit" or "geen" just before a phrase
// that starts at its content word ("ik zou nooit voor de trein springen", "geen zelfmoordgedachten").
// Phrases whose meaning is the negation ("ik wil niet meer leven") carry it inside the match.
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, IK, ADV, GAP, THEY, LATELY } from "./nl-words";
import { NL_SUICIDE_RULES } from "./nl-suicide";

export const NL_CRISIS: LanguageCrisisTable = {
  language: "nl",
  foldAccents: true,
  rules: [
    ...NL_SUICIDE_RULES,
    // ---- hopelessness (concern) -------------------------------------------------------------
    // "ik kan niet meer", "k kan nie meer", "ik trek het niet meer", "ik hou het niet meer vol" (not "niet meer slapen").
    concern(
      "hopelessness",
      String.raw`(?:${IK} ${ADV}|^)(?:kan|trek|hou|houd) (?:het )?${ADV}(?:niet|nie) meer(?: (?:aan|vol))?(?=\s*$|,| (?:aan|vol|zo verder|verder|en|ik)\b)`,
    ),
    // "ik zie het niet meer zitten", "ik zie het leven niet meer zitten".
    concern("hopelessness", String.raw`${IK} zie (?:het (?:leven )?|het allemaal |mijn leven )${ADV}(?:niet|nie) meer zitten\b`),
    // "het leven heeft geen zin", "het heeft allemaal geen zin meer", "geen reden om te leven", "waarom zou ik nog leven".
    concern(
      "hopelessness",
      String.raw`\b(?:het leven|mijn leven|alles|het allemaal) ${ADV}(?:heeft|is) ${ADV}(?:geen zin|zinloos|nutteloos|niks waard|niets waard)(?: meer)?\b|\bheeft (?:het )?(?:allemaal |alles |toch )?geen zin meer(?=\s*$|,)|\bgeen (?:reden|zin) (?:meer )?om ${ADV}(?:te leven|door te gaan|verder te gaan|te blijven|wakker te worden|op te staan)\b|\bwaarom zou ${IK} ${ADV}(?:leven|doorgaan|verder ?gaan)\b|\bwat (?:is|heeft) (?:het nut|de zin|voor zin) (?:van |om )?(?:het leven|leven|te leven|nog te leven|door te gaan)\b|\bwat heeft (?:het leven|mijn leven|dit leven|het allemaal) ${ADV}voor zin\b`,
    ),
    // "iedereen is beter af zonder mij", "mijn ouders zouden gelukkiger zijn zonder mij".
    concern(
      "hopelessness",
      String.raw`\b(?:iedereen|ze|zij|(?:mijn|m'n|mn) \S+|de wereld|mensen|jullie)\b (?:\S+ ){0,2}?(?:is|zijn|zou|zouden|wordt|zal|zullen|was|waren) ${ADV}(?:beter af|gelukkiger|blijer|opgeluchter)(?: zijn)? (?:\S+ )?zonder mij\b|\bbeter af (?:zonder mij|als ${IK} (?:er )?(?:niet meer (?:ben|was|zou zijn)|dood (?:ben|was)|weg (?:ben|was)))`,
    ),
    // "ik ben een last voor iedereen", "ik voel me een last", "ik ben iedereen tot last".
    concern(
      "hopelessness",
      String.raw`${IK} (?:ben|voel me|voel mij|word) ${ADV}(?:alleen maar |maar |gewoon )?(?:een last|tot last|een blok aan het been|een belasting)\b(?:(?=\s*$|,)| voor (?:iedereen|(?:mijn|m'n|mn) \S+|anderen|jullie|de wereld)\b)|${IK} ben ${ADV}(?:iedereen|jullie|(?:mijn|m'n|mn) \S+) ${ADV}tot last\b`,
    ),
    // "niemand zou me missen", "niemand zou het merken als ik er niet meer was".
    concern(
      "hopelessness",
      String.raw`\bniemand (?:\S+ ){0,2}?(?:zou|zal|gaat) (?:me|mij) ${ADV}missen\b|\bniemand (?:zou|zal|gaat) (?:het )?(?:merken|missen|opvallen),? (?:als|wanneer) ${IK} (?:\S+ ){0,3}?(?:dood|weg|er niet meer|verdwijn|verdween|er niet was)\b`,
    ),
    // "ik wil er niet meer zijn", "ik wil niet meer".
    concern(
      "hopelessness",
      String.raw`${IK} ${ADV}(?:wil|wou) ${ADV}(?:er )?(?:niet|nie) meer (?:zijn|hier zijn|op deze wereld zijn)\b|${IK} ${ADV}wil (?:niet|nie) meer(?=\s*$|,)|^wil (?:niet|nie) meer(?=\s*$|,)`,
    ),
    // Weak beside another phrase: "niets zal ooit veranderen", "geen uitweg", "ik haat mijn leven", "geen hoop meer".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bniets (?:\S+ )?(?:zal|gaat) ${ADV}ooit ${ADV}veranderen\b|\bhet wordt ${ADV}nooit (?:meer )?beter\b|\bgeen uitweg\b|\buitzichtloos\b|${IK} haat (?:mijn|m'n|mn) leven\b|${IK} geef het op\b|\bgeen hoop meer\b|${IK} ben het (?:allemaal|leven) ${ADV}zat\b`,
    ),

    // ---- someone else at risk now (concern) --------------------------------------------------
    // "mijn vriendin wil dood", "hij praat over zelfmoord", "ze zegt dat ze er een eind aan wil maken".
    other(
      "suicidal-thoughts",
      String.raw`${THEY}(?:wil ${ADV}(?:dood|sterven|niet meer leven)\b|(?:praat|heeft het|denkt|dreigt|zegt|zei|appt|appte|schreef|schrijft|overweegt)\b,? ${GAP}(?:(?:zelfmoord|suicide)\b|zichzelf ${ADV}(?:van kant|om te brengen|ombrengen|op te hangen|ophangen|iets aan te doen|iets aandoen|te doden|doden)\b|er (?:een )?eind(?:e)? aan (?:te |wil )?maken\b|uit het leven (?:te )?stappen\b))`,
    ),
    // "mijn broer heeft gisteren geprobeerd zelfmoord te plegen" (this week; someone else's past stays none).
    other(
      "preparatory-acts",
      String.raw`${THEY}(?:heeft|had) ${ADV}(?:geprobeerd|gepoogd),? (?:om )?(?:zelfmoord te plegen|zichzelf ${ADV}(?:van kant te maken|om te brengen|iets aan te doen))\b(?:(?=.*${LATELY})|(?<=${LATELY}.*))`,
    ),
    // "mijn zus snijdt zichzelf", "hij krast zich".
    other("self-harm", String.raw`${THEY}(?:snijdt|krast|beschadigt|verwondt) (?:zichzelf|zich)\b(?! (?:aan|per ongeluk)\b)`),
  ],
  idioms: [
    // "ik lach me dood", "doodgelachen", "we lachen ons rot".
    /\b(?:lach\w*|gelachen) (?:me|mij|ons|je|zich|mezelf) (?:\S+ )?(?:dood|rot|kapot|krom|slap|een ongeluk|te pletter)\b|\bdood ?(?:ge)?lach\w*/,
    // "doodmoe", "doodsbang", "doodziek", "doodop", "doodnormaal", "dood op" (exhausted).
    /\bdoods?(?:moe|bang|ziek|op|normaal|eng|stil|zonde|saai|gewoon|leuk|serieus|nerveus|ongelukkig|benauwd|simpel|jammer|kalm|rustig|verlegen|ongerust|schrik|angst|eenvoudig|zeker|goed|arm|kapot)\b|\bdood op\b/,
    // "ik verveel me dood", "ik schrok me dood", "ik werk me een ongeluk", "ik erger me dood".
    /\b(?:verveel|verveelde|verveeld|schrik|schrok|werk|werkte|erger|ergerde|zoek|zocht|schaam|schaamde|loop|liep|zweet|vries|ren|eet|vreet|zuip|sport|stress)\w* (?:me|mij|ons|je|zich|mezelf) (?:\S+ )?(?:dood|een ongeluk|kapot|rot|te pletter|het apelazarus|suf)\b/,
    // "me doodschamen", "ik ben doodgeschrokken", "doodvervelen".
    /\bdood(?:schamen|schrikken|schrok|werken|vervelen|verveel|ergeren|erger|zoeken|vriezen|geschrokken|gewerkt|geschaamd|verveeld|geergerd|gezocht|gevroren)\w*/,
    // "ik sterf van de honger", "sterven van de hitte".
    /\bsterf\w* (?:bijna |haast |nog |echt )?(?:van|v) (?:de |het )?(?:honger|dorst|kou|hitte|verveling|schaamte|lachen|nieuwsgierigheid|spanning|zenuwen|warmte|slaap|moeheid|stress)\b/,
    // "ik ga dood van de honger", "doodgaan van de zenuwen", "ik ga bijna dood van het lachen".
    /\b(?:ga|gaat|gaan|ging|gingen)\b (?:\S+ )?(?:bijna )?dood van (?:de |het )?(?:honger|dorst|kou|hitte|verveling|schaamte|lachen|nieuwsgierigheid|spanning|zenuwen|warmte|slaap|moeheid|stress)\b|\bdood ?gaan van (?:de |het )?(?:honger|dorst|kou|hitte|verveling|schaamte|lachen|zenuwen|stress)\b/,
    // "dat wordt nog mijn dood".
    /\b(?:wordt|is|word|worden) (?:nog )?(?:mijn|m'n|mn) dood\b/,
    // A curse at someone: "val dood", "je kan doodvallen".
    /\bval dood\b|\b(?:je|jij|hij|zij|ze|jullie) (?:kan|kunt|mag|mogen|kunnen) (?:\S+ )?doodvallen\b/,
    // "over mijn lijk".
    /\bover (?:mijn|m'n|mn) (?:dode )?lijk\b/,
    // "ik zou er een moord voor doen" (for a coffee).
    /\been moord (?:voor )?(?:doen|begaan|plegen)\b|\bmoord voor (?:een|wat)\b/,
    // "een zelfmoordactie" (a reckless plan), "zelfmoordaanslag" (news).
    /\bzelfmoord(?:actie|missie|aanslag\w*|terrorist\w*|commando|bommenwerper\w*)\b/,
    // Someone else "kills" the writer (a scolding): "mijn moeder vermoordt me", "hij maakt me af".
    /\b(?:vermoordt|vermoorden|vermoordde) (?:me|mij)\b|\bmaakt (?:me|mij) (?:nog )?af\b|\b(?:gaat|gaan) (?:me|mij) (?:\S+ )?vermoorden\b/,
  ],
  // "niet", "nooit", "geen" with a few words of the clause ("ik zou nooit voor de trein springen").
  negationBefore: /\b(?:niet|nie|nooit|geen|nimmer|never)(?: (?:echt|van plan|om|zomaar|zo|aan|over|ooit|me|mezelf)){0,2},? ?$/,
  laughter: /\b(?:ha){2,}h?\b|\b(?:he){2,}\b|\b(?:hi){2,}\b|\blol\b|\blmao\b|\bxd\b|😂|🤣|😹|(?<!\bgeen )\b(?:grapje|geintje)\b|\bjk\b/,
  story:
    /\b(?:in de film|de film|een film|in de serie|de serie|in het boek|het boek|de roman|het personage|de hoofdpersoon|het hoofdpersonage|in de aflevering|de aflevering|documentaire|docu|in het nieuws|nieuwsbericht|in de krant|krantenartikel|artikel over|onderzoek naar|statistiek\w*|preventie|voorlichting|spreekbeurt|werkstuk|podcast|in het liedje|het liedje|songtekst|campagne|lezing)\b/,
};
