// The Dutch table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); nl.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import { crisis, concern, weak, IK, ADV, GAP, KILL, PILLS, recent, longAgo, NOT_OTHER, WORKPLACE, ACCIDENT } from "./nl-words";

export const NL_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
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
];
