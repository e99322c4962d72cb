// The Swedish table's rules, crisis and concern phrases, in the order they are tried; sv.ts adds
// the idioms, negation, laughter and story.
import type { LanguageCrisisRule } from "./table";
import { p, crisis, concern, other, weak, pastAware } from "./sv-words";

export const SV_RULES: LanguageCrisisRule[] = [
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
