// German crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words German speakers type, including forms
// without umlauts ("moechte", "muede", "waere": every "ä/ö/ü" is also accepted as "ae/oe/ue"),
// texting forms ("nich", "hab", "bock", "i"), slang ("verrecken", "abkratzen", "mir die Kugel
// geben", "SVV", "ritzen") and euphemisms ("Schluss machen mit allem", "meinem Leben ein Ende
// setzen", "mir das Leben nehmen"). Patterns run on folded text (lower case, "ü" → "u", "ß" → "ss").
//
// German puts its negation after the verb and in subordinate clauses before the final verb
// ("ich will nicht sterben", "dass ich mich nicht umbringe"): the words allowed between the
// parts of a phrase (`ADV`, `GAP`) never include "nicht", "nie" or "kein", so a negated phrase
// does not match; `negationBefore` catches "nie" or "kein" just before a phrase that starts at its
// content word ("ich würde nie vor den Zug springen", "keine Suizidgedanken"). Phrases whose
// meaning is the negation ("ich will nicht mehr leben") carry it inside the match.
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, ADV, GAP, THEY, LATELY } from "./de-words";
import { DE_SUICIDE_RULES } from "./de-suicide";

export const DE_CRISIS: LanguageCrisisTable = {
  language: "de",
  foldAccents: true,
  rules: [
    ...DE_SUICIDE_RULES,
    // ---- hopelessness (concern) -------------------------------------------------------------
    // "ich kann nicht mehr", "ich halte das nicht mehr aus", "i kann nimmer" (not "nicht mehr schlafen").
    concern(
      "hopelessness",
      String.raw`(?:(?:\bich|\bi|\bund|\baber) |^)(?:kann|halte?|packe?|schaffe?|ertrage?) ${ADV}(?:das |es )?(?:einfach |echt |wirklich |so |alles )?(?:(?:nicht|nich|net|ned) mehr|nimmer|nimma)(?: aus)?(?=\s*$|,| (?:aus|weiter|so|und|ich|mit dem leben|leben)\b)`,
    ),
    // "ich will nicht mehr", "ich will nicht mehr hier sein", "ich mag nimmer".
    concern(
      "hopelessness",
      String.raw`(?:(?:\bich|\bi|\bund|\baber) |^)(?:will|mag|mo?e?chte?) ${ADV}(?:(?:nicht|nich|net|ned) mehr|nimmer|nimma)(?:(?=\s*$|,| (?:so weiter|weiter|kae?mpfen|ich)\b)| (?:hier|da|auf dieser welt) sein\b)`,
    ),
    // "das Leben hat keinen Sinn", "ich sehe keinen Sinn mehr", "kein Grund mehr zu leben", "wozu noch leben".
    concern(
      "hopelessness",
      String.raw`\b(?:das leben|mein leben|alles|das alles|es hat alles|es hat doch alles) ${ADV}(?:hat|macht|ergibt) ${ADV}(?:keinen|kein) sinn\b|\b(?:hat|macht|ergibt) ${ADV}(?:alles |doch |eh )?keinen sinn mehr(?=\s*$)|\bsehe? ${ADV}keinen sinn ${ADV}(?:mehr )?(?:im leben|in meinem leben|zu leben|weiterzuleben|weiterzumachen|in allem|in nichts|mehr(?=\s*$|,))|\bkein(?:en)? (?:grund|sinn) ${ADV}(?:mehr )?(?:zu leben|weiterzuleben|weiterzumachen|am leben zu bleiben|aufzustehen|aufzuwachen)\b|\b(?:mein leben|das leben|alles) (?:ist|fue?hlt sich) ${ADV}(?:sinnlos|wertlos|nicht lebenswert)\b|\bwozu ${ADV}(?:leben|weiterleben|weitermachen)\b|\bwarum (?:sollte ich|soll ich) ${ADV}(?:leben|weiterleben|weitermachen)\b`,
    ),
    // "alle wären besser dran ohne mich", "ohne mich wären alle glücklicher", "es ginge allen besser ohne mich".
    concern(
      "hopelessness",
      String.raw`\b(?:alle|jeder|allen|meine[mnr]? \S+|mein \S+|die welt|ihr)\b (?:\S+ ){0,3}?(?:wae?ren|wae?re|wa?r|ginge?|gings) ${ADV}(?:besser|glue?cklicher|leichter)(?: dran)? ohne mich\b|\bohne mich (?:wae?ren|wae?re|ginge? es|gings|hae?tten|hae?tte) ${ADV}(?:alle|alles|jeder|es|meine \S+|mein \S+|die welt|ihr|sie) ${ADV}(?:besser|leichter|glue?cklicher)|\bbesser dran ohne mich\b|\b(?:ginge?|gings) es (?:\S+ ){0,2}?besser ohne mich\b`,
    ),
    // "ich bin nur eine Last für alle", "ich fühle mich wie eine Belastung", "ich falle allen zur Last".
    concern(
      "hopelessness",
      String.raw`(?:\bich bin|\bbin ich|\bfue?hle? mich (?:wie )?|\bich fue?hle? mich (?:wie )?|\bbin) (?:(?:allen|jedem|meiner familie|meinen eltern|euch) )?${ADV}(?:eine |nur eine |nur noch eine |so eine )?(?:last|belastung|bue?rde)(?:(?=\s*$|,)| fue?r (?:alle|jeden|meine \S+|mein \S+|euch|andere|die anderen)\b)|\bfalle? (?:\S+ ){0,2}?zur last\b`,
    ),
    // "niemand würde mich vermissen", "keiner würde es merken, wenn ich weg wäre".
    concern(
      "hopelessness",
      String.raw`\b(?:niemand|keiner)\b (?:\S+ ){0,2}?(?:wue?rde|wird) mich ${ADV}vermissen\b|\b(?:niemand|keiner|keinem) (?:wue?rde|wird) (?:es )?(?:auffallen|merken|bemerken),? wenn ich (?:\S+ )?(?:weg|tot|nicht mehr (?:da|hier)|verschwinde|sterbe)\b`,
    ),
    // Weak beside another phrase: "es wird sich nie was ändern", "kein Ausweg", "ich hasse mein Leben", "ich bin am Ende".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bes wird sich ${ADV}nie ${ADV}(?:was |etwas |irgendwas )?ae?ndern\b|\bes wird nie ${ADV}besser\b|\bkein ausweg\b|\bausweglos\b|\b(?:keine|null) hoffnung mehr\b|\bich hasse mein leben\b|\bich (?:gebe?|geb) auf\b|\bich bin ${ADV}am ende\b`,
    ),

    // ---- someone else at risk now (concern) --------------------------------------------------
    // "meine Freundin will sich umbringen", "er redet davon, sich das Leben zu nehmen", "sie will sterben".
    other(
      "suicidal-thoughts",
      String.raw`${THEY}(?:will|mo?e?chte|denkt|redet|spricht|droht|hat gesagt|sagt|schreibt|hat geschrieben|plant)\b,? ${GAP}(?:sich ${ADV}(?:um(?:zu)?bringen|das leben (?:zu )?nehmen|(?:zu )?toe?ten)|sterben|selbstmord|suizid|nicht mehr leben)\b`,
    ),
    // "mein Bruder hat gestern versucht, sich umzubringen" (an attempt this week; someone else's past stays none).
    other(
      "preparatory-acts",
      String.raw`${THEY}(?:hat|hatte) ${ADV}(?:versucht|probiert),? sich ${ADV}(?:umzubringen|das leben zu nehmen)\b(?:(?=.*${LATELY})|(?<=${LATELY}.*))`,
    ),
    // "meine Schwester ritzt sich", "er verletzt sich selbst" (not "beim Sport").
    other("self-harm", String.raw`${THEY}(?:ritzt|schneidet|verletzt) sich\b(?! (?:beim|an|am|aus versehen|versehentlich)\b)`),
  ],
  idioms: [
    // "ich lach mich tot", "hab mich totgelacht", "wir lachen uns kaputt".
    /\b(?:lach\w*|gelacht) (?:mich|mir|uns|dich|sich|euch) (?:\S+ )?(?:tot|kaputt|schlapp|schief|krumm)\b|\btot ?(?:ge)?lach\w*/,
    // "todmüde", "todmuede", "todsicher", "todlangweilig", "totunglücklich".
    /\btod(?:mue?de|krank|schick|sicher|langweilig|ernst|traurig|unglue?cklich|schlecht|chic|still|elend|bleich)\w*|\btot(?:mue?de|unglue?cklich|langweilig)\w*/,
    // "ich sterbe vor Hunger", "vor Langeweile gestorben", "sterbe vor Lachen".
    /\bsterb\w* (?:\S+ )?vor (?:hunger|durst|langeweile|hitze|lachen|neugier|angst|scham|kae?lte|sehnsucht|liebe|mue?digkeit|stress|schmerzen|glue?ck|aufregung)\b|\bvor (?:hunger|durst|langeweile|hitze|lachen|neugier|angst|scham|kae?lte|sehnsucht|liebe|mue?digkeit|stress|glue?ck|aufregung) (?:\S+ )?(?:sterben|gestorben|sterbe|sterb|umkommen|umgekommen|eingehen)\b/,
    // "das bringt mich um", "die Hitze bringt mich noch um", "meine Mutter bringt mich um".
    /\b(?:bringt|bringst|bringen|brachte) (?:mich|einen|uns) (?:\S+ ){0,2}?um\b/,
    // "zu Tode gelangweilt", "zu Tode erschrocken", "mich zu Tode schämen".
    /\bzu tode (?:gelangweilt|langweilen|erschrocken|erschrecken|geae?rgert|ae?rgern|geschae?mt|schae?men|gearbeitet|arbeiten|gelacht|lachen|gefroren|frieren|genervt|gestresst|gehetzt|geschuftet|gefue?rchtet|fue?rchten|lieben|geliebt)\b/,
    // "sterbenslangweilig", "kein Sterbenswort", "sterbenskrank".
    /\bsterbens(?:langweilig|krank|elend|wort|seele|ue?bel)\w*/,
    // Breaking up: "mit meinem Freund Schluss machen", "sie hat Schluss gemacht"; stopping work: "Schluss für heute".
    /\bschluss (?:ge)?mach\w* (?:\S+ )?mit (?:mir|ihm|ihr|dir|(?:meinem|meiner|dem|der|ihrem|seinem|seiner|ihrer) (?!leben\b)\S+)|\bmit (?:mir|ihm|ihr|dir|(?:meinem|meiner|dem|der|ihrem|seinem|seiner|ihrer) (?!leben\b)\S+) (?:\S+ )?schluss (?:ge)?mach\w*|\b(?:hat|haben|hast) (?:\S+ )?schluss gemacht\b|\bschluss fue?r heute\b/,
    // Reckless, not suicidal: "bist du lebensmüde?", "ein lebensmüder Fahrer".
    /\b(?:bist du|seid ihr|ist er|ist sie|sind die|ist der|ist die) (?:\S+ )?lebensmue?de\b|\blebensmue?de[nr]? (?:fahrer|aktion|idee|stunt|manoe?ver|typ(?:en)?)\b|\bwie (?:ein|eine) lebensmue?de\w*/,
    // "Selbstmordkommando", "Selbstmordattentäter" (news), "selbstmörderisch" (a reckless plan).
    /\bselbstmord(?:kommando|mission|attentat\w*|attentae?ter\w*|anschlag\w*|bomber\w*)|\bselbstmoe?rderisch\w*/,
    // "ich falle gleich tot um", "tot umfallen".
    /\btot umfall\w*|\bfall\w* (?:\S+ ){0,2}?tot um\b/,
    // Working oneself to death: "ich arbeite mich tot", "totgeschuftet", "ich ärgere mich zu Tode".
    /\b(?:arbeit|schuft|lern|renn|frier|schwitz|such|ae?rger|tanz|sauf|shopp)\w* (?:mich|mir|dich|sich|uns) (?:\S+ )?(?:tot|zu tode)\b|\btot(?:ge)?(?:arbeit|schuft|lern|such|frier|schwitz|ae?rger|sauf)\w*/,
    // Annoyed at oneself: "ich könnte mich erschießen, dass ich das vergessen habe", "könnte mich ohrfeigen".
    /\bich (?:koe?nnte|konnt|koennt) mich (?:\S+ )?(?:erschiessen|ohrfeigen|in den arsch beissen|treten)\b(?= *(?:,|$|dass|weil|wegen|so|fue?r|ue?ber))/,
    // Someone else "kills" the writer (a scolding): "meine Mutter killt mich".
    /\b(?:killt|tue?tet|toe?tet) mich\b/,
  ],
  // "nicht", "nie", "niemals", "kein…" with a few words of the clause ("ich würde nie vor den Zug springen").
  negationBefore:
    /\b(?:nicht|nich|net|ned|nie|niemals|kein|keine|keinen|keinerlei|never)(?: (?:so|wirklich|daran|dran|vor|an|ue?ber|zu|mal|je|jemals|ernsthaft|einfach|mich|mir)){0,2},? ?$/,
  laughter:
    /\b(?:ha){2,}h?\b|\b(?:he){2,}\b|\b(?:hi){2,}\b|\blol\b|\brofl\b|\blmao\b|\bxd\b|😂|🤣|😹|\*lach\w*\*|\b(?:war |ist )?nur (?:ein )?(?:spass|scherz|witz)\b|\bjk\b/,
  story:
    /\b(?:im film|der film|den film|einem film|in der serie|die serie|im buch|das buch|im roman|der roman|die figur|die hauptfigur|der protagonist|die protagonistin|in der folge|doku|dokumentation|in den nachrichten|die nachrichten|in der zeitung|zeitungsartikel|artikel ue?ber|bericht ue?ber|studie|statistik|prae?vention|vortrag|referat|podcast|im lied|das lied|der song|im song|songtext|liedtext|tatort|krimi|welttag|aktionstag|kampagne)\b/,
};
