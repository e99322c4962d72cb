// Swedish crisis phrase table. Categories and levels follow the English detector
// (docs/decisions/008-crisis-detection.md): explicit ideation, intent, plan, method, goodbyes,
// attempts and current self-harm are crisis; a passive wish to be dead and hopelessness are
// concern; someone else at risk is concern. Patterns run on folded text (match.ts): lower case,
// "å"/"ä" → "a", "ö" → "o", so "dö" is read as "do", "död" as "dod", "självmord" as "sjalvmord".
//
// Swedish negates after the finite verb ("jag vill inte dö"), so rules list the adverbs they
// allow between verb and infinitive and never "inte"; negationBefore catches the negation in
// front of a phrase ("jag skulle aldrig ta livet av mig", "inga planer på att ta mitt liv").
// Verbs do not inflect for person, so a phrase is the writer's unless a third-person subject
// stands just before it ("hon vill dö" is someone else, concern); "sig" marks someone else too.
import type { LanguageCrisisTable } from "./table";
import { p } from "./sv-words";
import { SV_RULES } from "./sv-rules";

export const SV_CRISIS: LanguageCrisisTable = {
  language: "sv",
  foldAccents: true,
  rules: SV_RULES,
  idioms: [
    // "jag dör av skratt / av värmen / av skam": dying of something trivial.
    p`\b(?:do+|dor|dog|dott|doende|ska do|kommer (?:att )?do|holl pa att do|kunde ha dott) (?:\S+ )?(?:av|utav) (?:skratt|skam|tristess|tristessen|leda|varme|varmen|hetta|hettan|kyla|kylan|hunger|torst|nyfikenhet|stress|pinsamhet|langtan|lycka|sotma|avund|trotthet)\b`,
    // "svälter ihjäl", "fryser ihjäl", "skäms ihjäl", "jobbar ihjäl mig", "skrattade ihjäl mig".
    p`\b(?:svalt|svalter|svalta|fryser|fros|frysa|skams|skamdes|skammes|skrattade|skrattar|skratta|jobbar|jobbade|jobba|pluggar|pluggade|plugga|trakas|trakar|trakade|stressar|stressade|stressa|oroar|oroade|oroa|sliter|slita|arbetar|arbetade|tranar|tranade|svettas) (?:\S+ )?ihjal(?: (?:mig|mej))?\b`,
    // "ihjälskämd", "ihjälstressad": compounds.
    p`\bihjal(?:skamd|trott|stressad|jobbad|frusen|svulten)\w*`,
    // "dödstrött", "dödsgott", "dödsnervös": the "döds-" intensifier.
    p`\bdods(?:trott|gott|skont|nervos|cool|snygg|trakigt|trakig|jobbigt|stressad|radd|hungrig|sugen)\w*`,
    // "jobbet tar livet av mig", "mamma kommer ta livet av mig": something or someone else kills me.
    p`(?<!\b(?:jag|ja) )\b(?:tar|tog) (?:livet av|ihjal) (?:mig|mej)\b(?! sjalv)`,
    p`\b(?:mamma|morsan|pappa|farsan|chefen|lararen|tranaren|tentan|plugget|jobbet|skolan|du|ni|hon|han|de|dom|hen|min (?:\S+)) (?:\S+ ){0,2}(?:ta livet av|ta ihjal|doda) (?:mig|mej)\b(?! sjalv)`,
    // "den här tentan kommer att döda mig".
    p`\b(?:kommer (?:att )?|ska )doda (?:mig|mej)\b(?! sjalv)`,
    // "döda tiden", "över min döda kropp", "jag kan dö lycklig nu".
    p`\bdoda (?:tiden|tid)\b|\bover min doda kropp\b|\b(?:kan|kunde) do lycklig\b`,
    // "jag dör för att få se dem" (dying to see them), "att dö för" (to die for).
    p`\b(?:dor|do) for att (?:fa|se|veta|traffa|hora|smaka)\b|\batt do for\b`,
    // "skjuta mig i foten" (own goal).
    p`\b(?:skjuta|skjuter|skot|skjutit) (?:mig|mej|sig) (?:sjalv )?i foten\b`,
    // "politiskt självmord", "socialt självmord", "självmordsuppdrag": not a person's death.
    p`\b(?:politiskt|socialt|ekonomiskt|karriarmassigt|rent) sjalvmord\b|\bsjalvmordsuppdrag\w*|\bsjalvmordsbacke\w*`,
    // "jag dog lite inombords", "jag dog" of embarrassment.
    p`\bdog (?:lite )?(?:inombords|av skam|av pinsamhet)\b`,
    // "den här veckan tar död på mig", "ta död på myten": kill off, wear out.
    p`\b(?:ta|tar|tog|tagit) dod pa\b`,
  ],
  // A negation just before the phrase, across auxiliaries, "planer på att", "tankar på att".
  negationBefore:
    /(?:^|\s)(?:inte|int|inge|aldrig|ej|icke|inga|ingen|inget|knappast|utan att)(?: (?:kunna|skulle|vilja|vill|tanker|tanka|tankt|ha|har|alls|langre|mer|nagonsin|riktigt|heller|ens|nagra|planer|plan|planerar|tankar|pa|att|om|for|ska|kommer|ga|gora|sa|egentligen|lust|avsikt|avsikter|jag|ja|lengre)){0,4} ?$/,
  // Laughter or a joke marker, unless the writer says they are not joking.
  laughter:
    /^(?!.*\b(?:skamtar inte|skojar inte|inget skamt|menar allvar|pa fullt allvar|pa riktigt nu)\b).*(?:\b(?:(?=[ah]*h)(?=[ah]*a)[ah]{4,}|(?=[eh]*h)(?=[eh]*e)[eh]{4,}|asg|asgarv|lol|lmao|xd+|jk|skamtar bara|bara skamt|skojar bara|bara skoj)\b|😂|🤣|😆|😹)/u,
  // A film, book, song, the news, a lesson or a prevention post named in the sentence.
  story:
    /\b(?:i (?:filmen|serien|boken|romanen|novellen|dikten|laten|texten|nyheterna|artikeln|reportaget|dokumentaren|podden|avsnittet|pjasen|spelet|tidningen)|(?:filmen|serien|boken|romanen|laten|artikeln|dokumentaren|podden|avsnittet) (?:handlar om|om)|en (?:film|bok|serie|lat|artikel|dokumentar) om|karaktaren|huvudpersonen|rollfiguren|sangaren|las (?:en artikel|om)|lasa om|pa lektionen|pa forelasningen|suicidprevention|sjalvmordsprevention|forebygga sjalvmord|forebyggande|varningstecken|varningssignaler|statistik(?:en)?|studien|forskningen|om du (?:nagon gang )?(?:kanner|har tankar))\b/,
};
