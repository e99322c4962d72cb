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
import type { CrisisCategory } from "../detector";
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

/** A third person the writer knows: their words are someone else at risk (concern). */
const PERSON_WORDS = String.raw`han|hon|hen|de|dom|hans|hennes|deras|(?:min|mitt|mina|din|ditt|dina|er|ert|era) \S+|kompisen|vannen|polaren|brorsan|syrran|morsan|farsan|killen|tjejen|grabben`;
const PERSONS = `(?:${PERSON_WORDS})`;
/** Any third-person subject, people in general and characters too: a phrase right after one is not the writer's. */
const OTHERS = `(?:${PERSON_WORDS}|alla|folk|manniskor|nagon|nan|personen|karaktaren|huvudpersonen|mannen|kvinnan)`;

const SLOTS: Readonly<Record<string, string>> = {
  me: String.raw`(?:mig|mej)`,
  myself: String.raw`(?:mig|mej) (?:sjalv|sjav)`,
  /** Adverbs allowed between the verb and the rest ("vill bara dö", "vill typ dö"); never "inte". */
  adv: String.raw`(?:(?:bara|ba|verkligen|typ|liksom|helst|fan|assa|seriost|egentligen|bokstavligen|garna|sa garna|mest|nastan|nog|ju|nu|redan|snart|ocksa|helt|kanske|just nu|ibland|alltid|fortfarande|igen|helt enkelt|pa riktigt|ofta) ){0,3}`,
  /**
   * Right after the verb: the writer's unless a third-person subject stands within three words
   * before it with no "jag" between ("hon vill dö" is someone else, "hon vet att jag vill dö" the
   * writer; "hon skrev "jag vill dö"" quotes her). A lookbehind after the verb runs only where
   * the verb matched, which keeps the table fast.
   */
  mine: String.raw`(?<!\b${OTHERS} (?:(?!(?:jag|ja)\b)\S+ ){0,3}\S+)`,
  others: PERSONS,
  /** Up to three words after a third-person subject, none of them "jag" (then it is the writer's). */
  gap: String.raw`(?:(?!jag\b|ja\b)\S+ ){0,3}`,
  pills: String.raw`(?:tabletter|tabletterna|tabletten|piller|pillren|somntabletter|lugnande|medicin|mediciner|medicinerna|alvedon|panodil|ipren|citodon|tramadol|stesolid|sobril|imovane|propavan|atarax|insulin|paracetamol|burken|kartan|kartorna)`,
  /** Phrases for killing oneself, after a verb ("vill ...", "ska ..."). */
  killme: String.raw`(?:ta livet av (?:mig|mej)|ta mitt (?:eget )?liv|ta (?:mig|mej) av daga|doda (?:mig|mej) sjalv|ta ihjal (?:mig|mej)|bega sjalvmord|avsluta mitt liv|gora slut pa (?:mitt liv|(?:mig|mej) sjalv))`,
  weekday: String.raw`(?:mandag|tisdag|onsdag|torsdag|fredag|lordag|sondag|helgen|ikvall|i kvall|inatt|i natt|imorgon|i morgon|nasta vecka)`,
};

/** A pattern with {slot} names expanded (quantifiers such as {0,3} are left alone). */
function p(strings: TemplateStringsArray): RegExp {
  const source = strings.raw.join("").replace(/\{([a-z]+)\}/g, (_, name: string) => {
    const slot = SLOTS[name];
    if (slot === undefined) throw new Error(`sv crisis table: unknown slot {${name}}`);
    return slot;
  });
  return new RegExp(source);
}

const crisis = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({ category, level: "crisis", pattern });
const concern = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({ category, level: "concern", pattern });
const other = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({ category, level: "concern", pattern, who: "other" });
const weak = (category: CrisisCategory, level: "crisis" | "concern", pattern: RegExp): LanguageCrisisRule => ({
  category,
  level,
  pattern,
  weak: true,
});

/** Long ago: "för fem år sedan", "när jag var 15", "i tonåren", "på högstadiet", "2015". */
const LONG_AGO = String.raw`(?:for (?:\d+|tva|tre|fyra|fem|sex|sju|atta|nio|tio|manga|flera|nagra|ett par) ar sedan|for lange sedan|nar jag var (?:\d+|liten|ung|yngre|tonaring|barn)|som (?:tonaring|barn)|i tonaren|pa (?:hogstadiet|mellanstadiet|gymnasiet)|i min ungdom|forr i tiden|\b(?:19|20)\d\d\b)`;
/** Said to be over: "mår mycket bättre nu", "är glad att jag lever", "det är över". */
const RECOVERED = String.raw`(?:mar (?:jag )?(?:mycket |mkt |sa mycket |betydligt )?battre|(?:glad|tacksam) (?:att|over att) jag lever|har det bra nu|det ar over|ar forbi|tagit (?:mig|mej) ur det|livet ar bra nu)`;
/**
 * Past ideation, attempts and self-harm (decision 008): recent past counts in full; a sentence
 * that puts it long ago is concern; long ago and said to be over is none.
 */
function pastAware(category: CrisisCategory, pattern: RegExp): LanguageCrisisRule[] {
  const core = pattern.source;
  return [
    crisis(category, new RegExp(String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`)),
    concern(category, new RegExp(String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))(?!.*${RECOVERED})(?<!${RECOVERED}.*)`)),
  ];
}

const RULES: LanguageCrisisRule[] = [
  // Wish to be dead, said plainly: crisis, as English reads "I want to die".
  ...pastAware("wish-to-be-dead", p`\b(?:vill|ville|vil|villl){mine} (?:jag |ja )?{adv}(?:do+|sluta leva|vara dod)\b`),
  crisis(
    "wish-to-be-dead",
    p`\b(?:vill|ville|vil){mine} (?:jag |ja )?(?:{adv})?inte leva (?:langre|mer|alls)?(?!\S)(?! (?:i|med|pa|dar|har|utan|nara|tillsammans|som|sa|ihop|hemma|kvar)\b)`,
  ),
  crisis("wish-to-be-dead", p`\b(?:borde|fortjanar att){mine} (?:jag )?{adv}(?:do+|vara dod)\b`),
  crisis("wish-to-be-dead", p`\b(?:vill|ville){mine} (?:jag )?{adv}(?:ha|ha en) (?:doden|slut pa mitt liv)\b`),
  // Passive wish: to be dead, never born, asleep for good, gone (concern).
  concern(
    "wish-to-be-dead",
    p`\b(?:onskar|onskade|onskar bara) (?:att )?(?:jag )?(?:var|vore|hade varit|ar) (?:dod|doda|borta for alltid)\b`,
  ),
  concern("wish-to-be-dead", p`\bskulle (?:\S+ )?vilja (?:\S+ )?vara dod\b|\bfortjanar inte att (?:leva|finnas|vara har)\b`),
  concern(
    "wish-to-be-dead",
    p`\b(?:onskar|onskade) (?:att )?(?:jag )?(?:aldrig|inte) (?:hade )?(?:fotts|blivit fodd|foddes|funnits|existerat)|\bangrar (?:att )?jag (?:foddes|fotts|nagonsin foddes)|\bvarfor (?:foddes jag|blev jag ens fodd|fick jag ens leva)`,
  ),
  concern(
    "wish-to-be-dead",
    p`\bsomna (?:in )?(?:\S+ ){0,2}och (?:aldrig|inte) (?:mer )?vakna(?: upp)?(?! (?:i tid|till|fore|innan|pa)\b)|\b(?:hoppas|onskar|ber) (?:att )?jag (?:inte|aldrig) vaknar(?: upp)?(?: (?:imorgon|i morgon|igen|mer))?\b|\bslippa vakna (?:igen|mer|upp igen|imorgon)\b`,
  ),
  concern("wish-to-be-dead", p`\bvill (?:jag )?inte vakna (?:igen|mer|upp igen|nagon mer gang)\b|\bvill (?:jag )?inte vakna\s*(?:$|,)`),
  concern(
    "wish-to-be-dead",
    p`\b(?:vill|ville|onskar att jag kunde) (?:jag )?{adv}(?:forsvinna|sluta finnas|sluta existera|bara upphora)(?: for alltid| for gott)?(?! (?:till|fran|en stund|ett tag|pa semester|utomlands|hemifran|ur stan|fran jobbet|en helg|nagra dagar|i en bok)\b)`,
  ),
  concern("wish-to-be-dead", p`\bvill (?:jag )?inte (?:finnas|existera)(?: (?:langre|mer|till|alls|kvar))?\b(?! (?:i|pa|har pa|med)\b)`),
  concern(
    "wish-to-be-dead",
    p`\b(?:trott|less|utled|ledsen) pa (?:att leva|livet|att finnas|att existera|att vakna varje dag)\b(?! (?:i|pa|med|utan|som|ihop|hemma|har|dar|i stan|sa har)\b)|\blivstrott|\blivsleda\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:kunde|kan|skulle) (?:lika garna|lika bra) (?:vara dod|do)\b|\b(?:inte ha nagot emot|inte bry (?:mig|mej) om) (?:att do|om jag dog|att vara dod|om jag inte vaknade)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:hoppas|onskar|ber) (?:att )?jag (?:ska |kommer att )?(?:do|dor|dog) (?:snart|i somnen|inatt|i natt|ikvall|imorgon|ung)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:skont|en lattnad|en befrielse|lattare|basta) (?:att|om jag) (?:fick )?(?:do|dog|slippa leva|inte finnas|inte vakna|vara dod)\b|\bdoden (?:kanns|verkar|vore|ar|skulle vara) (?:som )?(?:en )?(?:lattnad|lockande|skon|befrielse|enda utvagen|enda vagen ut)\b`,
  ),

  // Thoughts of killing oneself (crisis).
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:ta|tar|tas)(?<!\bforsok\w*(?: jag| ja)? (?:att )?(?:ta|tar|tas)){mine} (?:jag |ja )?{adv}(?:livet av {me}|mitt (?:eget )?liv(?! tillbaka| i egna hander| pa allvar))\b|\bta{mine} {me} av daga\b`,
  ),
  crisis("suicidal-thoughts", p`\b(?:doda|dodar|ta ihjal|tar ihjal){mine} (?:jag )?{myself}|\b(?:ta|tar){mine} ihjal {me}\b`),
  crisis("suicidal-thoughts", p`\b(?:bega|begar){mine} (?:jag )?{adv}sjalvmord\b`),
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:tanker|tankt|tankte|tanka|funderar|funderat|funderade|fantiserar|fantiserat|dagdrommer|grubblar|tanker mycket|tanker ofta){mine} (?:jag )?{adv}(?:pa |over |om )?(?:att )?(?:sjalvmord|ta livet av {me}|ta mitt liv|avsluta (?:allt|mitt liv)|doda {myself}|hur jag ska do)\b`,
  ),
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:har|hade|fatt|far|kampar med|brottas med){mine} (?:(?!inga\b|ingen\b|inte\b|aldrig\b)\S+ )?(?:sjalvmordstankar|suicidtankar|suicidala tankar|sjalvmordsimpulser|dodstankar)|\b(?:sjalvmordstankarna|suicidtankarna|dodstankarna) (?:ar tillbaka|kommer tillbaka|har kommit tillbaka|blir starkare)`,
  ),
  crisis(
    "suicidal-thoughts",
    p`\b(?:ar|kanner (?:mig|mej)|kande (?:mig|mej)|blir|var|blev){mine} (?:jag )?{adv}(?:sa )?(?:suicidal|sjalvmordsbenagen|sjalvmordsnara)\b`,
  ),
  crisis(
    "suicidal-thoughts",
    p`\b(?:vill|ska|tanker|kommer att|orkar inte mer,? ska){mine} (?:jag )?{adv}(?:avsluta mitt liv|gora slut pa (?:mitt liv|{myself})|(?:avsluta|gora slut pa) (?:allt|det hela)(?: for gott| nu| ikvall| i kvall| inatt)?\s*(?:$|,))`,
  ),
  crisis("suicidal-thoughts", p`\b(?:avslutar|gor) jag (?:slut pa )?(?:allt|mitt liv)\b`),
  crisis(
    "suicidal-thoughts",
    p`\bmitt (?:planerade )?sjalvmord\b|\bsjalvmord (?:kanns|verkar|ar|kanns som) (?:som )?(?:den )?(?:enda|basta) (?:utvagen|losningen|vagen ut|mojligheten)`,
  ),
  crisis("suicidal-thoughts", p`(?<![0-9] ?)\bkms\b(?! (?:bort|per|i timmen|fran|kvar)\b)|\bunalive{mine}\b`),
  // "Shoot myself" (not "skjuta mig i foten", an idiom).
  crisis("suicidal-thoughts", p`\b(?:skjuta|skjuter|skjut){mine} (?:jag )?{me}(?: sjalv)?(?! i foten)(?: i huvudet)?\b`),
  // Generic "självmord" near nothing else: weak, counts only beside another phrase.
  weak(
    "suicidal-thoughts",
    "concern",
    p`\bsjalvmord\b(?<!\b(?:begick|begatt|bega|begar|om|for|mot|i|av|efter|till|sitt|hans|hennes|deras|forebygga) sjalvmord)(?! (?:bland|ar vanligare|statistik|prevention|hos)\b)`,
  ),

  // Intent: going to, decided, ready (crisis).
  crisis(
    "intent",
    p`\b(?:ska|skall|kommer att|kommer|tanker|har bestamt (?:mig|mej) for att|bestamt (?:mig|mej) for att|ar redo att|ar beredd att){mine} (?:jag |ja )?{adv}(?:ikvall |i kvall |inatt |i natt |imorgon |snart )?{killme}\b`,
  ),
  crisis("intent", p`\b(?:har bestamt (?:mig|mej) for att|ar redo att|ar beredd att|bestamt (?:mig|mej) for att) (?:\S+ )?do+\b`),
  crisis(
    "intent",
    p`\b(?:ar|kommer att vara) (?:dod|borta) (?:innan|fore) (?:imorgon|morgonen|helgen|jul|fredag|mandag)\b|\b(?:kommer inte att|kommer inte|ar inte) (?:finnas |vara )?kvar (?:imorgon|i morgon|efter ikvall|efter i kvall|nasta vecka)\b`,
  ),
  crisis(
    "intent",
    p`\b(?:radd|skrams|orolig) (?:for|over) vad jag (?:kan|kommer att|ska|kanske|skulle kunna) gora (?:mot {myself}|ikvall|i natt|inatt)\b`,
  ),
  crisis("intent", p`\blitar inte pa {myself}(?: langre| ikvall| i natt| just nu)?(?! (?:nar det galler|med)\b)`),
  weak(
    "intent",
    "crisis",
    p`\b(?:ikvall|i kvall|inatt|i natt|imorgon|i morgon|idag|i dag) (?:gor|ska) jag det\b|\bikvall ar kvallen\b|\b(?:har bestamt (?:mig|mej)|mitt beslut ar taget)\s*$`,
  ),

  // Plan: when, where and how (crisis); loose planning words are weak.
  crisis(
    "plan",
    p`\b(?:planerar|planerat|planerade|planera) (?:mitt |hur jag ska |nar jag ska )?(?:sjalvmord|do|ta livet av {me}|ta mitt liv|min dod)\b|\b(?:planerar|planerat|planerade) att (?:ta livet av {me}|do|ta mitt liv|hoppa|hanga {me})\b`,
  ),
  crisis(
    "plan",
    p`\bvet (?:exakt |precis )?(?:hur|nar|var) jag ska (?:do|ta livet av {me}|ta mitt liv|avsluta allt)\b|\bmin plan ar att (?:hoppa|ta|hanga|svalja|kora|dranka|skara)\b`,
  ),
  weak("plan", "crisis", p`\bvet (?:exakt |precis )?hur jag ska gora det\b|\bplanerat? (?:det|allt) (?:till|pa) {weekday}\b`),
  weak(
    "plan",
    "crisis",
    p`\b(?:bestamt|valt|satt) (?:ett |en )?(?:datum|dag|dagen|tidpunkt|plats|platsen|nar och hur|hur och nar|var och nar)\b|\bhar en plan\s*(?:$|,)|\bnar alla (?:har )?somnat\b`,
  ),

  // Method: means named or sought (crisis).
  crisis(
    "method",
    p`\bhur manga (?:\S+ ){0,1}{pills} (?:\S+ ){0,4}(?:behovs|kravs|maste (?:man|jag) ta|ska (?:man|jag) ta|tar man for att|for att do|ar dodligt|ar dodliga|dodar|dor man)\b`,
  ),
  crisis("method", p`\bdodlig (?:dos|mangd)\b|\bhur mycket (?:\S+ ){0,2}(?:for att do|ar dodligt|dodar)\b`),
  crisis(
    "method",
    p`\bvilk(?:en|et) (?:bro|hus|tak|byggnad|vaning|klippa|hojd) (?:\S+ ){0,2}(?:tillrackligt hog|hog nog|sa hog|dodar)\b|\bhur hogt (?:\S+ ){0,4}for att do\b|\b(?:snabbaste|smartfriaste|enklaste|sakraste|basta|lugnaste) (?:sattet|viset|metoden) (?:att|for att) (?:do|ta livet av {me}|ta sitt liv|bega sjalvmord)\b`,
  ),
  crisis(
    "method",
    p`\b(?:hur|var) (?:\S+ ){0,2}(?:tar man livet av sig|begar man sjalvmord|kan jag ta livet av {me}|kan man do smartfritt|dor man smartfritt)\b`,
  ),
  crisis(
    "method",
    p`\b(?:snaran|repet) (?:ar|hanger|sitter) (?:\S+ )?(?:redo|klar|klart|uppe|fast|uppsatt|fastsatt)\b|\b(?:gjort|knutit|fixat|knyter|gor) (?:en |min )?snara\b|\bhar (?:kopt |skaffat |fixat )?(?:en snara|snaran)\b`,
  ),
  crisis(
    "method",
    p`\b{pills} (?:\S+ ){0,1}(?:i handen|framfor (?:mig|mej)|uppradade|uppraknade|pa bordet framfor (?:mig|mej)|redo)\b|\b(?:sparat|samlat|hamstrat|gomt|samlar|sparar|hamstrar) (?:pa (?:mig|mej) )?(?:alla )?(?:mina )?{pills}`,
  ),
  crisis(
    "method",
    p`\b(?:hoppa|hoppar|kasta (?:mig|mej)|kastar (?:mig|mej)|stalla (?:mig|mej)|lagga (?:mig|mej)){mine} (?:jag )?{adv}(?:framfor|pa|under|fran|ner fran|ut fran) (?:ett |en |den )?(?:taget|tag|tunnelbanan|pendeln|sparet|sparen|bron|en bro|taket|balkongen|en lastbil|lastbilen|bussen|hustaket|klippan|fonstret|vaningen)\b`,
  ),
  crisis(
    "method",
    p`\b(?:hanga|hanger|hangde){mine} (?:jag )?{me}(?! (?:upp|pa|med|i|kvar|efter)\b)|\b(?:dranka|dranker){mine} (?:jag )?{me}\b|\b(?:kora|kor){mine} (?:jag )?(?:ihjal {me}|in i (?:en |ett )?(?:lastbil|trad|vagg|bergvagg|bro|motande))`,
  ),
  crisis(
    "method",
    p`\b(?:skara|skar|skurit) (?:upp )?(?:mina |min |{me} i )?(?:handleder|handlederna|handleden|pulsadern|pulsadrorna|halsen)\b`,
  ),

  // Preparing: notes, giving away, goodbyes, an attempt or overdose (crisis).
  crisis(
    "preparatory-acts",
    p`(?<!\b(?:hans|hennes|deras|hittade|las|laste) (?:\S+ )?)\b(?:sjalvmordsbrev(?:et)?|avskedsbrev(?:et|en)?|farvalsbrev(?:et)?)\b(?!(?: \S+){0,4} (?:kollega\w*|chef\w*|larar\w*|klass\w*|jobb\w*|pension\w*|foretag\w*|arbetsplats\w*)\b)|\b(?:skrivit|skriver|skrev|skriva) (?:mitt |ett |mina )?(?:sista brev|brev till (?:alla|mamma|pappa|familjen|er) innan)`,
  ),
  crisis(
    "preparatory-acts",
    p`\b(?:sagt|sager|sa) (?:hejda|hej da|farval|adjo) (?:till (?:alla|er|familjen|mamma|pappa) )?(?:for alltid|for sista gangen|for gott)\b|\b(?:detta|det har) ar (?:mitt )?(?:sista )?(?:farval|adjo)\b|\bhejda (?:varlden|for alltid)\b|\bfarval (?:alla|varlden|for alltid)\b`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\b(?:forsokte|forsokt|forsoker){mine} (?:jag )?{adv}(?:att )?(?:ta livet av {me}|ta mitt liv|do|hanga {me}|dranka {me}|hoppa)\b|\b(?:gjorde|gjort|mitt) (?:ett )?(?:sjalvmordsforsok|suicidforsok)\b`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\b(?:tog|tagit|svalde|svalt|har svalt) (?:jag )?(?:en |alla |hela |typ |kanske )?(?:overdos|alla (?:mina )?{pills}|hela (?:burken|kartan|forpackningen|paketet)|[1-9][0-9]+ (?:st )?{pills})\b|\b(?:overdoserade|overdoserat|odade)\b`,
  ),
  weak(
    "preparatory-acts",
    "crisis",
    p`\b(?:ger|gett|gav) bort (?:alla )?(?:mina )?(?:saker|grejer|agodelar|allt jag ager|min katt|min hund)\b|\bhejda (?:alla|allihop|allesammans)\s*$|\bforlat for allt\b|\bta hand om (?:min katt|min hund|mamma|pappa) nar jag ar borta\b`,
  ),

  // Self-harm now: cutting, scratching, burning, hurting oneself (crisis).
  ...pastAware(
    "self-harm",
    p`\b(?:skara|skar|skurit){mine} (?:jag )?{adv}{me}(?: igen| pa armarna| pa laret| pa benen| med (?:rakblad|kniv|glas|saxen))?\b(?! (?:i|pa) (?:fingret|tummen|handen|kniven|papperet|ett papper|en burk|glaset|en konservburk)\b)(?!(?: \S+){0,4} (?:lagade|hackade|skalade|rakade|diskade|skar bro))`,
  ),
  ...pastAware("self-harm", p`\b(?:rispa|rispar|rispat|rispade){mine} (?:jag )?{adv}(?:{me}|armarna|armen|laren|benen|handleden)\b`),
  crisis(
    "self-harm",
    p`\b(?:skada|skadar|skadat|skadade){mine} (?:jag )?{adv}{myself}(?! (?:i|pa|under) (?:gymmet|traningen|fotbollen|matchen|jobbet|trappan)\b)|\bsjalvskad(?:ar|at|ade|a|ebeteende|an|or|e)\b`,
  ),
  crisis(
    "self-harm",
    p`\b(?:branna|branner|brant|brande|slar|slog|slagit){mine} (?:jag )?{adv}(?:{myself}|{me}) (?:\S+ ){0,1}(?:med flit|med avsikt|med (?:en )?(?:cigarett\w*|cigg\w*|tandare\w*|tandstick\w*|strykjarn\w*|stearinljus\w*|ljus\w*))`,
  ),

  // Hopelessness: no reason to live, burden, cannot go on (concern).
  concern(
    "hopelessness",
    p`\b(?:orkar|pallar) (?:jag )?inte (?:{adv})?(?:leva|finnas|existera|fortsatta leva|vakna (?:en dag till|igen))\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:ingen|inte nagon|finns ingen) (?:mening|ide|anledning|poang) (?:med |i )?(?:att )?(?:leva|livet|att leva|att finnas|fortsatta|att fortsatta leva|nagonting langre|att vakna)\b|\blivet (?:har ingen|saknar) (?:mening|poang)\b|\blivet ar (?:sa )?(?:meningslost|poanglost|hopplost|ett helvete|outhardligt|inte vart att leva)\b|\bmeningslost att leva\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:alla|familjen|vanner|varlden|ni|du|mamma|pappa|de|dom|allt|alla andra) (?:\S+ ){0,3}(?:battre|lattare|lyckligare|gladare) (?:\S+ ){0,1}utan (?:mig|mej)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:ar|e|kanner (?:mig|mej) som|ar bara|e bara|blivit) (?:en |bara en |en sadan )?(?:borda|belastning|borda for alla)\b|\bi vagen for alla\b`,
  ),
  concern(
    "hopelessness",
    p`\bvill (?:jag )?inte (?:vara har|finnas har|vara kvar|finnas kvar)(?: (?:langre|mer|alls))?\s*(?:$|,)|\bvill (?:jag )?inte vara har (?:langre|mer)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:inget|ingenting|inget kvar) (?:kvar )?att leva for\b|\b(?:ingen|inte en enda) (?:anledning|orsak) (?:kvar )?(?:att|till att) (?:leva|fortsatta|stanna kvar)\b`,
  ),
  concern(
    "hopelessness",
    p`\bkan (?:jag )?inte (?:fortsatta (?:leva|sa har|sa har langre|langre)|leva sa har|leva sa har langre|ga vidare langre)\b|\bvill (?:jag )?inte leva sa har\b|\borkar (?:jag )?inte fortsatta\b`,
  ),
  concern(
    "hopelessness",
    p`\bingen (?:skulle|kommer att|kommer) (?:ens )?(?:sakna|marka|bry sig om) (?:mig|mej|om jag (?:dog|forsvann|var borta))\b`,
  ),
  concern(
    "hopelessness",
    p`\bser (?:ingen|inte nagon) (?:utvag|framtid|mening|ljusning)(?: (?:langre|med nagonting|med livet|med att leva|for (?:mig|mej)|med allt))?\s*(?:$|,)|\bser (?:ingen|inte nagon) (?:utvag|framtid|mening) (?:langre|med nagonting|med livet|med att leva|for (?:mig|mej))\b|\b(?:gett|ger|gav) upp (?:pa livet|hoppet om livet|om livet)\b`,
  ),
  weak(
    "hopelessness",
    "concern",
    p`\b(?:orkar|pallar) (?:jag )?inte (?:mer|langre)\b|\bkan inte mer\s*(?:$|,)|\bhatar mitt liv\b|\bingen bryr sig om (?:mig|mej)\b`,
  ),
  weak(
    "hopelessness",
    "concern",
    p`\b(?:inget|ingenting) kommer (?:nagonsin )?(?:att )?(?:forandras|bli battre)\b|\bdet blir aldrig battre\b|\bjag ar sa trott pa allt\b|\bfinns ingen utvag\b`,
  ),

  // Someone else at risk now (concern, the lines help the writer help them).
  other(
    "suicidal-thoughts",
    p`\b{others} {gap}(?:vill|ville|ska|tanker|pratar om att|pratade om att|snackar om att|hotar (?:med )?att|hotade (?:med )?att|funderar pa att|planerar att|sager att (?:hon|han|hen) (?:vill|ska)) (?:\S+ ){0,1}(?:do+|ta livet av sig|ta sitt (?:eget )?liv|bega sjalvmord|avsluta allt|inte leva langre)\b`,
  ),
  other(
    "suicidal-thoughts",
    p`\b(?:vill|ska|tanker|pratar om att|hotar (?:med )?att|funderar pa att|planerar att) {adv}(?:ta livet av sig|ta sitt (?:eget )?liv|hanga sig)\b|\b{others} {gap}har (?:\S+ )?(?:sjalvmordstankar|suicidtankar|suicidala tankar)\b`,
  ),
  other(
    "preparatory-acts",
    p`\b(?:forsokte|forsokt) (?:att )?(?:ta livet av sig|ta sitt liv) (?:igar|i natt|inatt|i helgen|forra veckan|i morse|nyss|idag|i dag)\b|\b{others} {gap}(?:ger|gav|har gett) bort (?:alla )?sina (?:saker|grejer|agodelar)\b`,
  ),
  other(
    "self-harm",
    p`\b{others} {gap}(?:skar|rispar|skadar) sig(?: sjalv)?\b(?! (?:latt|pa papper|i fingret)\b)|\b{others} {gap}(?:vill|ska) (?:skara|skada) sig\b`,
  ),
];

export const SV_CRISIS: LanguageCrisisTable = {
  language: "sv",
  foldAccents: true,
  rules: RULES,
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
