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
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

type Category = LanguageCrisisRule["category"];

function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ik heb een plan", "vaarwel iedereen"). */
function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mijn vriendin wil dood"): concern, never crisis. */
function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** "ik", and in texting "k" or "'k" ("k wil dood"). */
const IK = String.raw`(?:\bik|(?<![\w'])'?k)\b`;
/** Fillers and intensifiers between the words of a phrase: "ik wil *gewoon echt* dood", "k wil *ff* dood". */
const ADV = String.raw`(?:(?:gewoon|gwn|echt|zo|heel|ff|even|eigenlijk|soms|nu|nog|al|toch|het liefst|liefst|alleen|maar|serieus|wel|nou|vandaag|vannacht|vanavond|morgen|gisteren|weer|steeds|nog steeds|altijd|vaak|bijna|graag|eindelijk|gewoonweg|helemaal|ook|elke dag|iedere dag|echt waar),? ){0,4}`;
/** Up to three words, none a negation: "ik denk *er vaak aan* om ...". */
const GAP = String.raw`(?:(?!(?:niet|nie|nooit|geen|never)\b)\S+ ){0,3}?`;
/** Myself: "mezelf", "mijzelf", "m'n eigen" (Flemish and informal), "me". */
const ME = String.raw`(?:mezelf|mijzelf|mzelf|m'n eigen|mn eigen|mijn eigen|me|mij)`;
/** Killing oneself, infinitive: "mezelf van kant maken", "zelfmoord plegen", "er een eind aan maken", "uit het leven stappen". */
const KILL = String.raw`(?:${ME} ${ADV}(?:van kant (?:te )?maken|om (?:te )?brengen|ombrengen|op (?:te )?hangen|ophangen|(?:te )?verhangen|(?:te )?doden|(?:te )?vermoorden|(?:iets|wat) aan (?:te )?doen|iets aandoen|wat aandoen|van het leven (?:te )?beroven|dood (?:te )?maken|doodmaken|(?:te )?vergiftigen|voor (?:de|een) trein (?:te )?(?:gooien|werpen))\b|(?:zelfmoord|suicide) (?:te )?plegen\b|er ${ADV}(?:een )?eind(?:e)? aan (?:te )?maken\b|een eind(?:e)? aan (?:mijn|m'n|mn) leven (?:te )?maken\b|(?:mijn|m'n|mn) leven (?:te )?beeindigen\b|uit het leven (?:te )?stappen\b)`;
/** Pills and medicines, with the names people write. */
const PILLS = String.raw`(?:pillen|pilletjes|tabletten|slaappillen|slaaptabletten|paracetamol|paracetamols|oxazepam|temazepam|ibuprofen|medicijnen|medicatie|antidepressiva)`;
/** Long ago: "jaren geleden", "toen ik 15 was", "vroeger", "in 2016". */
const LONG_AGO = String.raw`(?:jaar geleden|jaren geleden|toen ik (?:\d+|jong|klein|tiener|een tiener|op de middelbare|nog op school)|(?:19|20)\d\d|als tiener|in mijn tienerjaren|vroeger)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
const recent = (core: string): string => String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
const longAgo = (core: string): string => String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Not said of someone else ("hij wil voor de trein springen"): no third-person subject just before. */
const NOT_OTHER = String.raw`(?<!\b(?:hij|zij|ze|iemand|(?:mijn|m'n|mn|zijn|haar|jouw|je) [a-z]+)\b(?: (?!(?:ik|k)\b)[^\s,]+){0,4} )`;
/** Third person the writer knows: "hij", "ze", "mijn broer", "m'n beste vriendin", "een vriend". */
const THEY = String.raw`\b(?:hij|zij|ze|(?:mijn|m'n|mn) (?:beste )?[a-z]+|een vriend(?:in)?|iemand uit (?:mijn|m'n|mn) \S+)\b (?:[^\s,]+ ){0,3}?`;
/** A farewell letter to work or school, an ordinary one: "aan mijn collega's", "voor de klas". */
const WORKPLACE = String.raw`\b(?:aan|voor) (?:de |het |mijn |m'n |mn |onze )?(?:collega\S*|team|bedrijf|klas|school|baas|afdeling|club)\b`;
/** An accident, not self-harm: "per ongeluk", "bij het koken", "tijdens het scheren". */
const ACCIDENT = String.raw`\b(?:per ongeluk|perongeluk|koken|aardappel\w*|groente|scheren|papier|glas|sporten|voetbal)\b`;
/** Recently: "gisteren", "vandaag", "vannacht", "weer". */
const LATELY = String.raw`\b(?:gisteren|vandaag|vannacht|gisteravond|vorige week|deze week|eergisteren|weer|opnieuw)\b`;

export const NL_CRISIS: LanguageCrisisTable = {
  language: "nl",
  foldAccents: true,
  rules: [
    // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
    // "ik wil dood", "k wil ff dood", "soms wil ik gewoon dood", "wil gewoon sterven" (not "ik wil oud worden").
    crisis(
      "wish-to-be-dead",
      String.raw`(?:${IK} ${ADV}(?:wil|wou|zou (?:willen|wel willen)|zou graag)|\b(?:wil|wou|zou) ${IK}|^wil) ${ADV}(?:dood|sterven|doodgaan|dood gaan|dood zijn)\b`,
    ),
    // Generic "you", read as the writer (decision 008): "soms wil je gewoon dood".
    crisis("wish-to-be-dead", String.raw`\b(?:soms|af en toe|op zo'n moment|dan) wil je ${ADV}(?:dood|sterven|niet meer leven)\b`),
    // Verbs last: "omdat ik dood wil", "dat ik wil sterven".
    crisis(
      "wish-to-be-dead",
      String.raw`${IK} ${ADV}(?:dood|sterven|doodgaan) (?:wil|wou)\b|\bdat ${IK} ${ADV}(?:wil|wou) (?:dood|sterven)\b`,
    ),
    // "ik wil niet meer leven", "k wil nie meer leven" (not "niet meer leven zonder jou", "zo leven").
    crisis(
      "wish-to-be-dead",
      String.raw`(?:${IK} ${ADV}(?:wil|wou|kan)|\b(?:wil|kan) ${IK}|^wil) ${ADV}(?:niet|nie) meer (?:leven|verder ?leven|in leven (?:zijn|blijven))\b(?! (?:in|met|zo|bij|zonder|hier|daar|op|naast|als)\b)`,
    ),
    // "laat me gewoon doodgaan", "ik verdien het om dood te gaan", "ik had dood moeten zijn".
    crisis(
      "wish-to-be-dead",
      String.raw`\blaat (?:me|mij) ${ADV}(?:doodgaan|dood gaan|sterven)\b|${IK} verdien (?:het )?(?:om )?(?:te sterven|dood te gaan)\b|${IK} (?:had|hoor) ${ADV}dood (?:te )?(?:moeten )?(?:zijn|gaan)\b`,
    ),
    // Passive: "ik wou dat ik dood was", "was ik maar dood", "ik ben liever dood" (not "liever dood dan in die
    // trui", but "liever dood dan zo verder").
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:wou|wilde|wens|zou willen|hoop)(?: dat)? ${IK} ${ADV}(?:dood was|dood ben|dood zou zijn|er niet meer was|er niet meer zou zijn)\b|\bwas ${IK} (?:maar|toch) ${ADV}dood\b|${IK} (?:ben|was|zou) ${ADV}(?:liever|beter) dood(?: zijn)?\b(?! dan\b)|\bliever dood dan (?:\S+ ){0,3}?(?:zo )?(?:verder|leven|door te gaan|nog een dag)\b`,
    ),
    // "ik wou dat ik nooit geboren was", "waarom ben ik geboren".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:wou|wilde|wens|zou willen)(?: dat)? ${IK} ${ADV}(?:nooit|niet) geboren (?:was|ben|zou zijn)\b|\bwas ${IK} (?:maar )?(?:nooit|niet) geboren\b|\bwaarom ben ${IK} ${ADV}geboren\b`,
    ),
    // "slapen en nooit meer wakker worden", "ik hoop dat ik niet meer wakker word".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:slapen|gaan slapen|in slaap vallen|inslapen) (?:\S+ ){0,3}?(?:en )?(?:nooit|niet) meer (?:wakker (?:worden|word)|ontwaken)\b|\b(?:hoop|wou|wens)(?: dat)? ${IK} ${ADV}(?:nooit|niet) meer wakker (?:word|zou worden|werd)\b|${IK} ${ADV}wil ${ADV}(?:nooit|niet) meer wakker worden\b`,
    ),
    // "voorgoed verdwijnen", "van de aardbodem verdwijnen", "ik wil niet meer bestaan".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:verdwijnen|weg zijn|ophouden te bestaan) ${ADV}(?:voor altijd|voorgoed|voor eeuwig)\b|\b(?:voor altijd|voorgoed) ${ADV}(?:verdwijnen|weg zijn)\b|\bvan de aardbodem (?:te )?verdwijnen\b|\bophouden (?:te|met) bestaan\b|${IK} ${ADV}(?:wil|wou|zou willen) ${ADV}(?:niet meer|niet) bestaan\b`,
    ),
    // Tired of living: "levensmoe", "ik ben het leven moe", "klaar met het leven", "geen zin meer in het leven".
    concern(
      "wish-to-be-dead",
      String.raw`\blevensmoe\b|\b(?:moe|klaar|zat|beu) (?:van|met) (?:het |mijn |m'n )?(?:leven|bestaan)\b|\bhet leven ${ADV}(?:moe|zat|beu)\b|\bgeen (?:zin|kracht|energie) meer (?:in|om) (?:het |mijn |m'n |te )?leven\b|\bgeen levenslust\b`,
    ),
    // "het hoeft voor mij niet meer" (the common way of saying one no longer wants to live).
    concern("wish-to-be-dead", String.raw`\bhet hoeft (?:voor mij|van mij|voor mij allemaal|allemaal) ${ADV}(?:niet|nie) meer\b`),
    // Weak beside another phrase: "het hoeft niet meer" alone, "ik wil gewoon verdwijnen".
    weak(
      "wish-to-be-dead",
      "concern",
      String.raw`\bhet hoeft ${ADV}(?:niet|nie) meer(?=\s*$)|${IK} ${ADV}(?:wil|wou) ${ADV}verdwijnen\b(?! (?:uit|naar|van|onder|in)\b)`,
    ),

    // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
    // "ik wil zelfmoord plegen", "k wil mezelf van kant maken", "ik wil er een eind aan maken", "de drang om ...".
    crisis(
      "suicidal-thoughts",
      String.raw`(?:${IK} ${ADV}(?:wil|wou|zou (?:willen|graag)|moet)|\b(?:wil|wou) ${IK}|^wil|\b(?:zin|drang|neiging|behoefte) om) ${ADV}${KILL}`,
    ),
    // Verbs last: "dat ik zelfmoord wil plegen", "omdat ik er een eind aan wil maken", "bang dat ik mezelf iets aandoe".
    crisis(
      "suicidal-thoughts",
      String.raw`${IK} ${ADV}(?:zelfmoord|suicide|(?:mezelf|mijzelf|m'n eigen|me) ${ADV}(?:van kant|om|op|iets aan)|er ${ADV}(?:een )?eind(?:e)? aan) (?:wil|wou) (?:plegen|maken|brengen|hangen|doen)\b|${IK} ${ADV}(?:mezelf|mijzelf|m'n eigen|me) ${ADV}(?:iets|wat) (?:aandoe|aan ga doen|aan zal doen)\b`,
    ),
    // "ik denk aan zelfmoord", "ik denk erover na om mezelf van kant te maken", "ik overweeg zelfmoord"
    // (not "de zelfmoord van mijn oom").
    crisis(
      "suicidal-thoughts",
      recent(
        String.raw`(?:${IK} ${ADV}(?:denk|dacht|overweeg|overwoog|fantaseer|pieker)|\b(?:denk|dacht|overweeg) ${IK}|\bgedachten?) ${ADV}(?:er ${ADV}(?:over|aan)(?: na)? |erover (?:na )?|eraan |aan |over |na )?,? ?(?:om )?${ADV}(?:${KILL}|(?:zelfmoord|suicide|zelfdoding)\b(?! (?:van|door|in)\b))`,
      ),
    ),
    // "ik heb zelfmoordgedachten", "mijn suïcidale gedachten zijn terug", "ik ben suïcidaal", "k voel me suicidaal".
    crisis(
      "suicidal-thoughts",
      String.raw`(?:(?:${IK} (?:heb|had|krijg|kreeg)|\b(?:heb|had|krijg) ${IK}|\bmijn|\bm'n|\bmn|\bweer|\bsteeds|\bvaak) ${GAP}|^)(?:zelfmoordgedachten|zelfmoordgedachtes|suicidale (?:gedachten|gedachtes|neigingen))\b|(?:${IK} (?:ben|voel me|voel mij)|\b(?:ben|voel) ${IK}(?: me)?|^ben) ${ADV}suicidaal\b`,
    ),
    // "zelfmoord is de enige oplossing", "de dood lijkt me de enige uitweg".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:zelfmoord|suicide|de dood|doodgaan|sterven) (?:is|lijkt|zou) ${ADV}(?:me )?(?:de )?(?:enige|beste|laatste) (?:oplossing|uitweg|optie)\b`,
    ),
    // Thinking of one's own death: "ik denk steeds aan de dood": concern.
    concern("suicidal-thoughts", String.raw`(?:${IK} ${ADV}denk|\bdenk ${IK}) ${ADV}aan (?:de|mijn|m'n) dood\b`),
    // Long ago ("toen ik 15 was dacht ik aan zelfmoord"): concern.
    concern(
      "suicidal-thoughts",
      longAgo(
        String.raw`(?:${IK} ${ADV}dacht|\bdacht ${IK}) ${ADV}(?:er ?over ?na |erover |eraan |aan |over )?,? ?(?:om )?(?:${KILL}|zelfmoord\b)`,
      ),
    ),

    // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
    // "ik ga mezelf van kant maken", "ik ga zelfmoord plegen", "vannacht ga ik er een eind aan maken",
    // "ik heb besloten om te sterven".
    crisis(
      "intent",
      String.raw`(?:${IK} ${ADV}(?:ga|zal)|\b(?:ga|zal) ${IK}) ${ADV}${KILL}|${IK} (?:heb|had) ${ADV}besloten,? ${ADV}(?:om )?(?:te sterven|dood te gaan|${KILL})`,
    ),
    // The present for soon: "ik pleeg zelfmoord", "vannacht maak ik er een eind aan", "ik breng mezelf om"
    // (not "ik stop met roken, ik maak er een eind aan").
    crisis(
      "intent",
      String.raw`\b(?:${IK} ${ADV}(?:pleeg|maak|breng|hang)|(?:pleeg|maak|breng|hang) ${IK}) ${ADV}(?:zelfmoord\b|er ${ADV}(?:een )?eind(?:e)? aan\b(?<!\b(?:stop|stoppen|gestopt) met\b.*)|(?:mezelf|mijzelf|m'n eigen) ${ADV}(?:van kant|om|op)\b)`,
    ),
    // Weak beside another phrase: "vannacht doe ik het", "morgen ben ik er niet meer", "dit is mijn laatste nacht".
    weak(
      "intent",
      "crisis",
      String.raw`\b(?:vannacht|vanavond|morgen|vandaag|dit weekend) (?:doe ${IK} het|is het zover|is het zo ver|ben ${IK} er niet meer)\b|${IK} doe het ${ADV}(?:vannacht|vanavond|morgen|vandaag)\b|\bdit is (?:mijn|m'n|mn) laatste nacht\b|${IK} (?:zet|zette) er ${ADV}een punt achter(?=\s*$|,)`,
    ),

    // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
    // "ik ben van plan om zelfmoord te plegen", "ik heb mijn zelfmoord gepland", "ik weet hoe ik mezelf van kant ga maken".
    crisis(
      "plan",
      String.raw`\b(?:van plan|plan|plannen|gepland|het plan)\b,? ${ADV}(?:om )?(?:${KILL}|te sterven|dood te gaan)|\b(?:mijn|m'n|mn) (?:zelfmoord|dood|suicide) ${ADV}(?:gepland|plannen|voorbereid|voorbereiden|uitgedacht|geregeld)\b|${IK} weet ${ADV}(?:hoe|waar|wanneer) ${IK} ${ADV}(?:${KILL}|(?:mezelf|mijzelf|me) (?:van kant|om|op) (?:ga |wil |zal )?(?:maak|maken|breng|brengen|hang|hangen)\b|zelfmoord (?:ga |wil |zal )?(?:pleeg|plegen)\b)`,
    ),
    // Weak beside another phrase: "ik weet al hoe ik het ga doen", "ik heb het gepland voor vrijdag", "ik heb een plan".
    weak(
      "plan",
      "crisis",
      String.raw`${IK} weet ${ADV}(?:precies )?(?:hoe|waar|wanneer) ${IK} het ${ADV}(?:ga doen|zal doen|doe|wil doen)\b|${IK} (?:heb|had) het ${ADV}(?:gepland|uitgestippeld) (?:voor|op)\b|${IK} (?:heb|had) ${ADV}een plan\b(?! (?:voor|om)\b)|\bhet plan (?:staat|is klaar)\b|${IK} (?:heb|had) ${ADV}(?:een|de) (?:datum|dag) (?:gekozen|geprikt|bepaald)\b`,
    ),

    // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
    // "hoeveel pillen heb je nodig om dood te gaan", "hoeveel paracetamol is dodelijk".
    crisis("method", String.raw`\bhoeveel (?:\S+ ){0,3}?${PILLS}\b[^,]{0,40}?(?:dood|sterven|dodelijk|overdosis|niet meer wakker)`),
    // "dodelijke dosis", "welke pillen zijn dodelijk".
    crisis(
      "method",
      String.raw`\bdodelijke (?:dosis|hoeveelheid|dosering)\b|\b(?:welke|wat voor) ${PILLS} (?:\S+ )?(?:zijn|is) (?:\S+ )?dodelijk\b`,
    ),
    // "de pijnloze manier om dood te gaan", "hoe pleeg je zelfmoord", "hoe kan ik mezelf van kant maken".
    crisis(
      "method",
      String.raw`\b(?:pijnloze|snelste|makkelijkste|zekerste|beste|minst pijnlijke|snelle) (?:manier|methode|weg)\w* (?:om )?(?:te sterven|dood te gaan|${KILL})|\bhoe (?:pleeg|kan|moet) (?:je|ik|men) ${ADV}(?:het beste |pijnloos |snel )?(?:zelfmoord\b(?! (?:voorkomen|herkennen|bespreken|bespreekbaar|te voorkomen)\b)|${KILL})|\bhoe (?:ga|kan) (?:je|ik) ${ADV}(?:pijnloos|snel|zonder pijn) dood\b`,
    ),
    // "welke brug is hoog genoeg", "hoe hoog moet een flat zijn om dood te gaan".
    crisis(
      "method",
      String.raw`\b(?:welke|hoe hoog|welk) (?:\S+ ){0,2}?(?:brug|flat|gebouw|toren|verdieping|dak|parkeergarage)\b[^,]{0,40}?(?:hoog genoeg|genoeg|dood\b|overleef|overleven|dodelijk)`,
    ),
    // "voor de trein springen", "ik spring van de flat", "van een brug springen" (not someone else's, not into the water).
    crisis(
      "method",
      String.raw`${NOT_OTHER}\b(?:voor|onder) (?:de|een) (?:trein|metro|tram|vrachtwagen|auto|bus)\b ${ADV}(?:te )?(?:springen|spring|gaan liggen|lopen|gooien|werpen|stappen)\b|${NOT_OTHER}\b(?:van|vanaf|vanop|af) (?:de|een|het|dat|die) (?:\S+ )?(?:brug|flat|dak|gebouw|toren|balkon|klif|parkeergarage|viaduct)\b ${ADV}(?:af )?(?:te )?(?:springen|spring|gooien)\b(?! (?:in het water|het water in)\b)|${IK} (?:spring|gooi (?:mezelf|me)) ${ADV}(?:voor|onder|van|vanaf|uit) (?:de|een|het) (?:\S+ )?(?:trein|metro|tram|brug|flat|dak|raam|balkon|gebouw)\b`,
    ),
    // Means at hand: "het touw hangt al", "de pillen liggen klaar", "ik spaar pillen op".
    crisis(
      "method",
      String.raw`\b(?:het|een|mijn|m'n) (?:touw|strop)\b (?:\S+ ){0,3}?(?:in (?:mijn|m'n|mn) hand|klaar\w*|hangt|opgehangen|geknoopt)\b|\b(?:de|alle|mijn|m'n|mn) ${PILLS} (?:\S+ ){0,3}?(?:in (?:mijn|m'n|mn) hand|voor me|naast me|klaar(?:liggen|gelegd|gezet|staan)?|uitgestald|geteld)\b|\b${PILLS} (?:\S+ ){0,2}?(?:opgespaard|verzameld|gespaard|gehamsterd)\b|\b(?:spaar|verzamel|hamster) ${ADV}(?:\S+ )?${PILLS}\b`,
    ),
    // "mezelf ophangen", "mijn polsen doorsnijden", "ik vergiftig mezelf".
    crisis(
      "method",
      String.raw`(?<!\b(?:hij|zij|ze|iemand) (?:wil|gaat|dreigt) )\b(?:mezelf|mijzelf|m'n eigen|me) ${ADV}(?:op (?:te )?hangen|ophangen|(?:te )?verhangen|(?:te )?vergiftigen|(?:te )?verdrinken|dood (?:te )?schieten|neer (?:te )?schieten)\b|\b(?:mijn|m'n|mn) polsen ${ADV}(?:door (?:te )?snijden|doorsnijden|open (?:te )?snijden|opensnijden)\b|${IK} (?:hang|verhang|vergiftig|verdrink) (?:mezelf|mijzelf|me)\b`,
    ),
    // Weak beside another phrase: "ik heb een touw", "ik sta op de brug" (not "en maak foto's").
    weak(
      "method",
      "crisis",
      String.raw`${IK} (?:heb|had) ${ADV}(?:een|het) touw\b|\btouw ${ADV}gekocht\b|${IK} (?:heb|had) ${ADV}(?:genoeg|alle) ${PILLS}\b|\bscheermesjes? ${ADV}gekocht\b|${IK} (?:sta|zit) ${ADV}(?:op|bij|aan) (?:de|het|een) (?:brug|dak|spoor|rails|rand)\b(?! (?:en|met|te|om)\b)`,
    ),

    // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
    // "ik heb een afscheidsbrief geschreven", "mijn afscheidsbrief ligt klaar" (not one to the colleagues).
    crisis(
      "preparatory-acts",
      String.raw`(?:\b(?:mijn|m'n|mn) afscheidsbrie\w*|${IK} (?:heb|had|schrijf|schreef|ben) ${ADV}(?:een |mijn |m'n |de )?afscheidsbrie\w*|(?<=${IK}\b.{0,40})\bafscheidsbrie\w* (?:\S+ ){0,3}?(?:geschreven|klaar|ligt klaar|neergelegd))(?!.*${WORKPLACE})(?<!${WORKPLACE}.*)`,
    ),
    // Giving things away for after: "ik geef mijn spullen weg, ik heb ze toch niet meer nodig".
    crisis(
      "preparatory-acts",
      String.raw`\b(?:geef|gaf|weggeven|weg te geven|verdeel|weggegeven)\b(?!.*\b(?:oude|kringloop|verhuizing|verhuis\w*|opruim\w*|marktplaats|te klein)\b).{0,40}?(?:heb (?:ik )?(?:ze|het) ${ADV}niet meer nodig|als ${IK} er niet meer ben|wanneer ${IK} er niet meer ben|als ${IK} dood ben|na mijn dood)`,
    ),
    // Weak beside another phrase: "ik geef al mijn spullen weg".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`${IK} geef ${ADV}(?:al )?(?:mijn|m'n|mn) (?:spullen|bezittingen|dierbaarste spullen) weg\b|${IK} (?:heb|had) ${ADV}(?:al )?(?:mijn|m'n|mn) (?:spullen|bezittingen) weggegeven\b`,
    ),
    // "vaarwel voor altijd", "afscheid voorgoed", "dit is mijn laatste bericht", "ik neem afscheid van het leven".
    crisis(
      "preparatory-acts",
      String.raw`\b(?:vaarwel|tot ziens|dag) (?:iedereen |allemaal )?(?:voor altijd|voorgoed)\b|\bafscheid (?:\S+ ){0,3}?(?:voor altijd|voorgoed)\b|\bdit is (?:mijn|m'n|mn) (?:laatste (?:bericht|post|brief)|afscheid)\b|${IK} neem ${ADV}afscheid van (?:iedereen|jullie|de wereld|het leven)\b`,
    ),
    // Weak beside another phrase: "ik heb een poging gedaan" (to what, the sentence does not say).
    weak("preparatory-acts", "crisis", String.raw`${IK} (?:heb|had) ${ADV}(?:een|nog een) poging (?:gedaan|ondernomen)(?=\s*$|,)`),
    // Weak beside another phrase: "vaarwel iedereen", "sorry voor alles", "bedankt voor alles".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\bvaarwel (?:iedereen|allemaal|wereld)\b|\bsorry voor alles\b|\bbedankt voor alles\b|\bhet spijt me (?:van|voor) alles\b|\bdag iedereen\b|\bvergeef me\b`,
    ),
    // An attempt, recent: "ik heb gisteren geprobeerd om zelfmoord te plegen", "mijn zelfmoordpoging", "poging tot zelfdoding".
    crisis(
      "preparatory-acts",
      recent(
        String.raw`(?:${IK} (?:heb|had)|\b(?:heb|had) ${IK}) ${ADV}(?:geprobeerd|gepoogd),? ${ADV}(?:om )?(?:${KILL}|dood te gaan)|\b(?:mijn|m'n|mn) (?:\S+ )?(?:zelfmoordpoging|suicidepoging|poging tot zelfmoord|poging tot zelfdoding)\b|${IK} (?:heb|had) ${ADV}(?:een )?(?:zelfmoordpoging|suicidepoging) (?:gedaan|ondernomen)\b`,
      ),
    ),
    // An attempt long ago ("toen ik 16 was heb ik geprobeerd zelfmoord te plegen"): concern.
    concern(
      "preparatory-acts",
      longAgo(
        String.raw`(?:${IK} (?:heb|had)|\b(?:heb|had) ${IK}) ${ADV}(?:geprobeerd|gepoogd),? ${ADV}(?:om )?${KILL}|\b(?:mijn|m'n|mn) (?:\S+ )?(?:zelfmoordpoging|poging tot zelfmoord)\b`,
      ),
    ),
    // Overdose taken: "ik heb een hele strip paracetamol genomen", "ik heb 30 pillen geslikt", "een overdosis genomen".
    crisis(
      "preparatory-acts",
      recent(
        String.raw`${IK} (?:heb|had) ${ADV}(?:een (?:hele )?(?:strip|doos|pot|doosje|potje)|twee strips|\d{2,}) (?:\S+ )?(?:${PILLS} )?${ADV}(?:ingenomen|genomen|geslikt)\b|${IK} (?:heb|had) ${ADV}(?:al (?:mijn|m'n|mn|de)|alle) ${PILLS} (?:\S+ )?(?:tegelijk|in een keer|ineens|in 1 keer) ${ADV}(?:ingenomen|genomen|geslikt)\b|\b(?:heb|had) (?:\S+ ){0,2}?(?:een )?overdosis ${ADV}(?:genomen|ingenomen)\b`,
      ),
    ),

    // ---- self-harm, now ---------------------------------------------------------------------
    // "ik snij mezelf", "vandaag sneed ik mezelf weer", "ik kras me" (not "per ongeluk", "bij het koken").
    crisis(
      "self-harm",
      recent(
        String.raw`(?:${IK} ${ADV}(?:snij|snijd|sneed|kras|kraste|brand|brandde)|\b(?:snij|snijd|sneed|kras|kraste) ${IK}) ${ADV}(?:mezelf|mijzelf|me|mij)\b(?! (?:aan|met papier|niet|nooit)\b)(?!.*${ACCIDENT})`,
      ),
    ),
    // "ik heb mezelf weer gesneden", "heb me gekrast", "ik heb mezelf expres pijn gedaan" (not an accident).
    crisis(
      "self-harm",
      recent(
        String.raw`(?:(?:\b(?:heb|had) ${IK}|${IK} (?:heb|had)) ${ADV}(?:mezelf|mijzelf|me) ${ADV}(?:gesneden|gekrast|gebrand)\b(?! aan\b)|\b(?:mezelf|mijzelf|me) ${ADV}(?:expres|met opzet|bewust|express) ${ADV}(?:pijn gedaan|beschadigd|verwond|geslagen)\b)(?!.*${ACCIDENT})(?<!${ACCIDENT}.*)`,
      ),
    ),
    // "ik wil mezelf pijn doen", "de drang om te krassen", "ik ben weer aan het krassen", "ik heb weer gekrast".
    crisis(
      "self-harm",
      String.raw`(?:${IK} ${ADV}(?:wil|moet|ga)|\bwil ${IK}|\b(?:drang|neiging|zin|behoefte) om) ${ADV}(?:mezelf|mijzelf|me) ${ADV}(?:te )?(?:snijden|krassen|pijn (?:te )?doen|branden|beschadigen|verwonden)\b|\b(?:drang|neiging|zin|behoefte) (?:om )?(?:te )?(?:krassen|snijden)\b|${IK} (?:ben|zit) ${ADV}aan het krassen\b|${IK} (?:heb|had) ${ADV}(?:weer|opnieuw|vandaag|gisteren|vannacht) ${ADV}gekrast\b(?! (?:op|in|aan)\b)|${IK} (?:heb|had) ${ADV}(?:weer|opnieuw) ${ADV}gesneden(?=\s*$|,)|${IK} (?:snij|snijd|kras) (?:weer|opnieuw|soms|vaak|elke dag)(?=\s*$|,)`,
    ),
    // The words for it, of oneself: "ik doe weer aan zelfbeschadiging", "terugval in automutilatie".
    crisis(
      "self-harm",
      String.raw`\b(?:doe (?:\S+ )?aan|last van|terugval in|terugval met|weer begonnen met|worstel met|mijn|m'n|mn)\b ${GAP}(?:zelfbeschadiging|automutilatie|zelfverwonding|svv)\b|\bterugval\b (?:\S+ ){0,2}?(?:gekrast|gesneden|zelfbeschadiging)\b`,
    ),
    // Weak beside another phrase: "nieuwe wonden", "het mesje in mijn hand".
    weak(
      "self-harm",
      "crisis",
      String.raw`\b(?:nieuwe|verse|diepe|diepere) (?:wonden|sneden|krassen)\b|\b(?:scheermesje|mesje) (?:\S+ ){0,2}?(?:in (?:mijn|m'n|mn) hand|op (?:mijn|m'n|mn) arm|tegen (?:mijn|m'n|mn) pols)\b`,
    ),
    // Long ago ("vroeger sneed ik mezelf"): concern.
    concern(
      "self-harm",
      longAgo(
        String.raw`\b(?:sneed|kraste) ${IK} (?:mezelf|me)\b|${IK} (?:sneed|kraste) (?:mezelf|me)\b|\b(?:mezelf|me) (?:\S+ )?(?:gesneden|gekrast)\b`,
      ),
    ),

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
