// The Polish table's rules, crisis and concern phrases, in the order they are tried; pl.ts adds
// the idioms, negation, laughter and story.
import type { LanguageCrisisRule } from "./table";
import { SLOTS, p, crisis, concern, other, weak, LIVE_PLAIN, pastAware } from "./pl-words";

export const PL_RULES: LanguageCrisisRule[] = [
  // Wish to be dead, said plainly: crisis, as English reads "I want to die".
  ...pastAware(
    "wish-to-be-dead",
    p`\b(?:chce|chce mi sie|chcialbym|chcialabym|chcialem|chcialam|pragne|mam ochote){mine} {adv}(?:{die}|nie zyc|smierci)\b(?!(?: \S+){0,3} (?:jako|w wieku|na starosc|otoczon\w*|w otoczeniu|w swoim lozku|ze starosci|kiedy bede star\w*|gdy bede star\w*)\b)`,
  ),
  crisis(
    "wish-to-be-dead",
    new RegExp(String.raw`\bnie (?:chce|chcialbym|chcialabym)${SLOTS.mine} ${SLOTS.adv}(?:dluzej |wiecej )?${LIVE_PLAIN}`),
  ),
  crisis(
    "wish-to-be-dead",
    p`\b(?:powinienem|powinnam|zasluguje,? (?:zeby|by)|zasluguje na){mine} {adv}(?:{die}|nie zyc|smierc|byc martw[ya])\b`,
  ),
  // Passive wish: not feeling like living, rather not be, asleep for good, never born, gone (concern).
  concern("wish-to-be-dead", new RegExp(String.raw`\bnie chce mi sie ${SLOTS.adv}${LIVE_PLAIN}`)),
  concern(
    "wish-to-be-dead",
    p`\bwolal(?:a)?bym {adv}(?:{die}|nie zyc|byc martw[ya]|nie istniec|zniknac na zawsze)\b(?! niz (?!(?:dalej|tak|zyc|meczyc|cierpiec|znosic|przezywac|wstawac|isc dalej|to wszystko)\b))`,
  ),
  concern(
    "wish-to-be-dead",
    p`\bzasnac (?:\S+ ){0,2}i (?:sie )?(?:juz )?(?:nigdy )?(?:wiecej )?nie obudzic(?: sie)?\b|\bobym sie (?:juz )?(?:nigdy )?(?:wiecej )?nie obudzil(?:a)?\b|\bzasnac na zawsze\b|\bnie chce sie (?:juz )?(?:wiecej |nigdy )?(?:budzic|obudzic)(?: (?:juz|wiecej|nigdy))?\s*(?:$|,)`,
  ),
  concern(
    "wish-to-be-dead",
    p`(?:\b(?:zaluje|szkoda|przykro mi),? ze (?:sie )?(?:w ogole )?(?:urodzil(?:em|am)|zyje)|\b(?:po co|dlaczego|czemu) (?:ja )?(?:sie )?(?:w ogole )?urodzil(?:em|am)|\b(?:wolal(?:a)?bym|chcial(?:a)?bym|obym),? (?:sie )?(?:nigdy )?nie urodzi(?:c|l|la)|\bgdybym sie (?:nigdy )?nie urodzil(?:a)?)\b(?! (?:wczesniej|pozniej|jako|w innym|w innej|bogat\w*)\b)`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:chce|chcialbym|chcialabym|marze,? (?:zeby|by)|wolal(?:a)?bym){mine} {adv}(?:zniknac|przestac istniec|rozplynac sie|wyparowac|nie istniec)\b(?! (?:z (?:pracy|imprezy|domu|miasta|tego miasta|internetu|social\w*|fb|facebooka|insta\w*)|na (?:weekend|tydzien|urlop|wakacje|chwile|moment|godzine|dzien|troche|jakis czas|pare dni|miesiac)|do|w gory|w gorach|gdzies)\b)|\bnie chce (?:juz )?istniec\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:mam (?:\S+ )?(?:dosc|dosyc)|dosc mam|dosyc mam|zmeczon[ya]|znuzon[ya]) (?:juz )?(?:tego |calego |swojego |mojego )?(?:zycia|zyciem|istnienia|istnieniem)\b(?! (?:w|na|z|ze|studenckiego|studenta|w tym|na wsi|w miescie|na walizkach)\b)`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:lepiej|latwiej|prosciej|ulga) (?:\S+ ){0,3}(?:gdyby mnie (?:juz )?nie bylo|gdybym (?:umarl|umarla|nie zyl|nie zyla|zniknal|zniknela)|jakbym (?:umarl|umarla|nie zyl|nie zyla))\b|\bsmierc (?:bylaby|jest|to|bedzie|wydaje sie) (?:\S+ ){0,1}(?:ulga|wybawieniem|wybawienie|ukojeniem|ukojenie|jedynym wyjsciem|jedyne wyjscie|wyzwoleniem|wyzwolenie)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:chcialbym|chcialabym|chce|marze|wolal(?:a)?bym),? (?:zeby|by|aby) mnie (?:juz )?(?:wiecej )?nie bylo(?: (?:na (?:tym )?swiecie|juz|wiecej|nigdy))?\s*(?:$|,)|\bzeby mnie (?:juz )?nie bylo na (?:tym )?swiecie\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\bobym (?:juz )?(?:wreszcie )?(?:umarl|umarla|zdechl|zdechla|nie zyl|nie zyla)\b|\b(?:niech|oby|zeby) mnie (?:\S+ ){0,2}(?:przejechal|przejedzie|potracil|potraci|rozjechal|rozjedzie)\b|\b(?:mam nadzieje|modle sie),? ze (?:umre|sie nie obudze|nie dozyje)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\bmarze (?:\S+ ){0,2}o (?:smierci|umieraniu|tym,? zeby umrzec)\b|\bmysle (?:\S+ ){0,2}o (?:smierci|umieraniu) (?:caly czas|ciagle|codziennie|coraz czesciej|bez przerwy|non stop)\b`,
  ),

  // Thoughts of killing oneself (crisis).
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:zabic|zabije|zabilbym|zabilabym|zabijac)(?<!\b(?:probowal|usilowal)\w* (?:\S+ )?\S+){mine} sie\b(?!{accident})|\bsie (?:(?!nie\b)\S+ )?(?:zabic|zabije|zabilbym|zabilabym)(?<!\b(?:probowal|usilowal)\w* (?:\S+ ){0,2}\S+){mine}\b(?!{accident})`,
  ),
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:mysle|myslalem|myslalam|myslec|rozmyslam|marze|fantazjuje|zastanawiam sie|zastanawialem sie|zastanawialam sie){mine} (?:\S+ ){0,2}o (?:samobojstwie|zabiciu sie|odebraniu sobie zycia|smierci samobojczej|tym,? (?:zeby|by|aby|jak) (?:sie zabic|umr?zec|skonczyc ze soba|odebrac sobie zycie|nie zyc|to wszystko skonczyc))\b`,
  ),
  ...pastAware(
    "suicidal-thoughts",
    p`\b(?:mam|miewam|mialem|mialam|wrocily|wracaja|nachodza mnie|dopadaja mnie|mecza mnie|moje){mine} (?:(?!zadnych\b|nie\b)\S+ )?(?:mysli|sklonnosci|tendencje|zapedy|stany) samobojcz\w*|\bmysli samobojcze (?:wrocily|wracaja|nie daja|nie odpuszczaja|sa coraz)`,
  ),
  crisis("suicidal-thoughts", p`\b(?:popelnic|popelnie|popelnilbym|popelnilabym){mine} {adv}samobojstwo\b`),
  crisis("suicidal-thoughts", p`\b(?:odebrac|odbiore|odebralbym|odebralabym){mine} sobie {adv}zycie\b`),
  crisis(
    "suicidal-thoughts",
    p`\b(?:skonczyc|skoncze|skonczylbym|skonczylabym){mine} {adv}(?:ze soba|z soba|z zyciem|z moim zyciem|z tym zyciem|z tym wszystkim|ze wszystkim)\b(?! (?:i (?:wyjechac|zaczac|wyprowadzic|odpoczac|pojechac|zaczne|wyjade)|do (?:piatku|jutra|konca|poniedzialku)|przed|na czas|w terminie|w pracy|w robocie)\b)`,
  ),
  crisis("suicidal-thoughts", p`\b(?:targnac|targne|targnalbym|targnelabym){mine} sie na (?:wlasne |swoje )?zycie\b`),
  crisis(
    "suicidal-thoughts",
    p`\bsamobojstw(?:o|a) (?:to|jest|wydaje sie|byloby) (?:\S+ ){0,1}(?:jedyne|jedynym|najlepsze|najlepszym) (?:wyjscie|wyjsciem|rozwiazanie|rozwiazaniem|opcja)\b|\bjedyne wyjscie to (?:samobojstwo|sie zabic|smierc)\b`,
  ),
  crisis("suicidal-thoughts", p`(?<![0-9] ?)\bkms\b(?! (?:od|do|dalej|stad)\b)`),
  // "strzelę sobie w łeb" is often said in anger; shown gently.
  concern("suicidal-thoughts", p`\b(?:strzel|paln)(?:ic|e|albym|ilbym|ilabym) sobie w (?:leb|glowe|skron)\b`),
  weak("suicidal-thoughts", "concern", p`\bskonczyc z tym\s*(?:$|,)|\bchce z tym (?:wszystkim )?skonczyc\s*(?:$|,)`),
  // The word alone counts only beside another phrase.
  weak(
    "suicidal-thoughts",
    "concern",
    p`\bsamobojstw\w*(?<!\b(?:popelnil|popelnila|popelnili|o|po|przez|zapobieganie|zapobiegania|prewencja|prewencji|jego|jej|ich|temat|tematu) samobojstw\w*)`,
  ),

  // Intent: going to, decided, tonight (crisis).
  crisis(
    "intent",
    p`\b(?:zamierzam|postanowil(?:em|am)|zdecydowal(?:em|am) sie|planuje|mam zamiar|jestem gotow[ay]|dzis|dzisiaj|dzis w nocy|jutro|wieczorem|tej nocy){mine} {adv}(?:sie zabic|zabic sie|{die}|odebrac sobie zycie|skonczyc ze soba|popelnic samobojstwo|skonczyc z (?:tym wszystkim|zyciem)|sie powiesic|powiesic sie)\b`,
  ),
  crisis(
    "intent",
    p`\b(?:dzis|dzisiaj|tej nocy|w nocy|jutro) (?:w nocy )?umre\b(?! (?:na (?:tym|tej|egzaminie|kolokwium|sprawdzianie|treningu|silowni|zajeciach)|ze|z|od)\b)`,
  ),
  crisis(
    "intent",
    p`\b(?:jutro|do rana|rano|po dzisiejszej nocy|tej nocy|niedlugo|wkrotce) (?:\S+ ){0,1}(?:mnie )?juz (?:mnie )?nie bedzie\b(?! (?:w|na|u|przy|online|dostepn\w*)\b)|\bnie bedzie mnie (?:juz )?na (?:tym )?swiecie\b`,
  ),
  crisis(
    "intent",
    p`\b(?:boje sie|przeraza mnie|obawiam sie),? ze (?:cos sobie zrobie|zrobie sobie (?:cos|krzywde)|sie zabije|nie wytrzymam i (?:cos sobie zrobie|sie zabije))\b|\bzrobi(?:e|c|lbym|labym) sobie cos(?: zlego| zle)?\s*(?:$|,)|\bzrobie sobie cos zlego\b`,
  ),
  weak(
    "intent",
    "crisis",
    p`\b(?:dzis|dzisiaj|dzis w nocy|tej nocy|jutro|wieczorem|w (?:piatek|sobote|niedziele|weekend)) (?:w nocy |wieczorem )?to zrobie\b|\bzrobie to (?:dzis|dzisiaj|tej nocy|jutro|w nocy)\b|\bpodjal(?:em|am) (?:juz )?decyzje\s*(?:$|,)|\bnikt mnie nie powstrzyma\b|\bnie ufam sobie\s*(?:$|,)|\bjutro mnie nie bedzie\s*(?:$|,)`,
  ),

  // Plan: when, where and how (crisis); loose planning words are weak.
  crisis(
    "plan",
    p`\b(?:planuje|zaplanowal(?:em|am)|planowal(?:em|am)|mam zaplanowan\w*){mine} {adv}(?:swoja |moja |wlasna )?(?:samobojstwo|smierc|jak sie zabic|jak umrzec|jak to zrobic|jak odebrac sobie zycie|kiedy sie zabic|kiedy umre)\b`,
  ),
  crisis(
    "plan",
    p`\bwiem,? (?:dokladnie,? )?(?:jak|kiedy|gdzie) (?:sie zabije|umre|to skoncze|skoncze ze soba|odbiore sobie zycie|sie powiesze|skocze)\b|\bmoj plan (?:jest taki|to)[:,]? (?:\S+ ){0,2}(?:skocze|powiesze|lykne|wezme|przedawkuje|zabije sie|sie zabije)\b`,
  ),
  weak(
    "plan",
    "crisis",
    p`\bwiem,? (?:dokladnie,? )?jak to zrobie\b|\b(?:zaplanowal(?:em|am)|planuje) to na (?:poniedzialek|wtorek|srode|czwartek|piatek|sobote|niedziele|weekend|jutro|dzis|dzisiaj|wieczor|noc)\b|\bwybral(?:em|am) (?:juz )?(?:dzien|date|miejsce|most|sposob)\b|\bmam (?:juz )?plan\s*(?:$|,)|\b(?:kiedy|jak|gdy) wszyscy (?:pojda spac|zasna|wyjda)\b`,
  ),

  // Method: means named or sought (crisis).
  crisis(
    "method",
    p`\bile (?:\S+ ){0,3}{pills} (?:\S+ ){0,4}(?:{die}|smierci|smiertelna|smiertelne|zabic sie|zabija|zabije|przedawkowac|sie nie obudzic|zatrucia)\b`,
  ),
  crisis("method", p`\bsmierteln(?:a|ej|e) dawk\w*|\bdawka smierteln\w*|\bjaka dawka (?:\S+ ){0,2}(?:jest )?smierteln\w*`),
  crisis(
    "method",
    p`\b(?:ktory|jaki) (?:most|blok|budynek|wiezowiec|dach|wiadukt) (?:\S+ ){0,2}(?:wystarczajaco|dosc|tak) wysok\w*|\bz (?:ktorego|jakiego) pietra (?:\S+ ){0,3}(?:zabic|{die}|nie przezyc|sie nie przezyje)|\bz jakiej wysokosci (?:\S+ ){0,3}(?:zabic|{die}|nie przezyc)`,
  ),
  crisis(
    "method",
    p`\b(?:jak|najlepszy sposob,? (?:zeby|by|aby)|najszybszy sposob,? (?:zeby|by|aby)|sposob,? (?:zeby|by|aby)|sposoby na|w jaki sposob) (?:\S+ ){0,1}(?:sie zabic|zabic sie|umr?zec bezbolesnie|umr?zec szybko|popelnic samobojstwo|odebrac sobie zycie|sie powiesic|przedawkowac)\b|\bbezbolesn\w* (?:smierc|sposob na smierc|samobojstw\w*)`,
  ),
  crisis(
    "method",
    p`\b(?:mam|kupil(?:em|am)|przygotowal(?:em|am)|zawiazal(?:em|am)|zrobil(?:em|am)){mine} (?:juz )?(?:gotow\w* )?(?:sznur|stryczek|petle na szyje)\b(?! do (?:bielizny|prania|suszenia)\b)|\bsznur (?:juz )?(?:wisi|jest (?:gotowy|przygotowany|zawiazany))\b`,
  ),
  crisis(
    "method",
    p`\b{pills} (?:\S+ ){0,2}(?:w (?:rece|dloni|reku)|przede mna|wysypane przede mna|odliczone)\b|\b(?:zbieram|zbieralem|zbieralam|uzbieral(?:em|am)|odkladam|odlozyl(?:em|am)|chomikuje|gromadze|zgromadzil(?:em|am)|mam odlozone){mine} (?:\S+ ){0,1}{pills}`,
  ),
  crisis(
    "method",
    p`\b(?:skocz(?:e|yc|ylbym|ylabym)|rzuc(?:e|ic) sie|wyskocz(?:e|yc)|polozyc sie|poloze sie){mine} (?:\S+ ){0,1}(?:z|pod|na) (?:\S+ ){0,1}(?:mostu|dachu|bloku|okna|balkonu|wiezowca|pietra|pociag|tramwaj|tira|ciezarowke|samochod|tory|torach|wiaduktu|klifu|skaly)\b`,
  ),
  crisis(
    "method",
    p`\b(?:powies(?:ic|ze|ilbym|ilabym)|utop(?:ic|ie|ilbym|ilabym)|otru(?:c|je|lbym|labym)){mine} sie\b|\bsie (?:(?!nie\b)\S+ )?(?:powies(?:ic|ze)|utop(?:ic|ie)|otru(?:c|je)){mine}\b`,
  ),
  crisis(
    "method",
    p`\b(?:podciac|podetne|podcialbym|podcielabym|przeciac|przetne){mine} (?:sobie )?(?:zyly|nadgarstki|zyle|gardlo)\b|\b(?:przedawkowac|przedawkuje){mine}\b`,
  ),
  crisis(
    "method",
    p`\b(?:wjade|wjechac|wjechalbym|wjechalabym){mine} (?:\S+ ){0,1}(?:w|pod) (?:drzewo|tira|ciezarowke|pociag|sciane|filar|slup|przepasc)\b|\b(?:lykne|lyknac|polkne|polknac|zarzuce|zarzucic){mine} (?:\S+ ){0,1}(?:wszystkie|cale opakowanie|cala paczke|cale pudelko|wszystko co mam|garsc)\b`,
  ),

  // Preparing: notes, goodbyes, an attempt or overdose (crisis); giving things away is weak.
  crisis(
    "preparatory-acts",
    p`\b(?:list(?:y|u)? (?:pozegnaln|samobojcz)\w*\b|pozegnaln\w* list\w*\b)(?<!\b(?:zostawil|zostawila|napisal|napisala|znaleziono|znalezli|znalazl|znalazla|znalazlem|znalazlam|przeczytal\w*|czytal\w*|jego|jej|ich|on|ona|taty|mamy|brata|siostry) (?:\S+ ){0,1}\S+ \S+)(?! (?:do (?:pracownikow|zespolu|klientow|kolegow|wspolpracownikow)|z pracy|przed emerytura)\b)`,
  ),
  crisis(
    "preparatory-acts",
    p`\bzegnaj(?:cie)? (?:swiecie|na zawsze)\b|\bzegnam sie (?:z (?:wami|wszystkimi|toba) )?na zawsze\b|\bto (?:jest )?moje ostatnie pozegnanie\b|\bpozegnal(?:em|am) sie (?:juz )?ze wszystkimi(?: na zawsze)?\s*(?:$|,)`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\b(?:probowal(?:em|am)|usilowal(?:em|am)){mine} (?:\S+ ){0,2}(?:sie zabic|zabic sie|popelnic samobojstwo|odebrac sobie zycie|{die}|skonczyc ze soba|sie powiesic|powiesic sie|sie otruc|sie utopic|przedawkowac)\b|\b(?:podjel(?:am)|podjal(?:em)|mialem|mialam|moja|mojej|po mojej|przezylam|przezylem) (?:\S+ )?prob\w* samobojcz\w*|\btargn(?:alem|elam) sie na (?:wlasne |swoje )?zycie\b`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\bprzedawkowal(?:em|am)\b|\b(?:wzialem|wzielam|lyknalem|lyknelam|polknalem|polknelam|zarzucilem|zarzucilam|wypilem|wypilam) (?:\S+ ){0,1}(?:wszystkie|cale opakowanie|cala paczke|cale pudelko|cala butelke|garsc|pol opakowania|kilkanascie|kilkadziesiat|[1-9][0-9]+) (?:\S+ ){0,1}{pills}`,
  ),
  weak(
    "preparatory-acts",
    "crisis",
    p`\b(?:rozdaje|rozdalem|rozdalam|oddaje|oddalem|oddalam){mine} (?:\S+ ){0,1}(?:wszystkie |cale )?(?:moje|swoje) (?:rzeczy|ubrania|ksiazki|gry|kolekcje|oszczednosci|zwierzeta|rzeczy osobiste)\b|\brozdal(?:em|am) wszystko\b|\bzegnajcie (?:wszyscy|kochani)\s*$|\bprzepraszam (?:was )?za wszystko\s*$|\bzaopiekujcie sie (?:moim kotem|moim psem|mama)\b|\bto moj ostatni (?:wpis|post)\b`,
  ),

  // Self-harm now: cutting, burning, hurting oneself on purpose (crisis).
  ...pastAware(
    "self-harm",
    p`\b(?:tne|ciac|cialem|cialam|cielam|pocialem|pocielam|pocialam|pociac|potne|pocialbym|pocielabym){mine} sie\b(?!{accident})|\bsie (?:(?!nie\b)\S+ )?(?:tne|ciac|pociac|potne|cialem|cielam|pocielam|pocialem){mine}\b(?!{accident})`,
  ),
  crisis(
    "self-harm",
    p`(?<!\b(?:o|na temat|przeciw|wobec) )\bsamookalecz\w*|\b(?:okaleczam|okaleczalem|okaleczalam|okaleczylem|okaleczylam|krzywdze|krzywdzilem|krzywdzilam|ranie|ranilem|ranilam){mine} (?:sie|siebie)\b|\b(?:robie|robilem|robilam|zrobilem|zrobilam|zrobie) sobie krzywde\b(?!(?: \S+){0,2} (?:na treningu|na silowni|w pracy|przy|spadajac|na nartach|na rowerze)\b)`,
  ),
  crisis(
    "self-harm",
    p`\b(?:przypalam|przypalalam|przypalalem|przypalic|przypale|parze|parzylam|parzylem){mine} (?:sie|sobie (?:reke|rece|skore|nadgarstek|uda|udo|ramie))\b(?!(?: \S+){0,3} (?:gotuj\w*|prasuj\w*|piekarnik\w*|zelazk\w*|czajnik\w*|herbat\w*|kaw\w*|garnk\w*)\b)|\b(?:gasze|gasilam|gasilem) (?:\S+ )?(?:papierosy|peta|pety|papierosa) (?:\S+ )?na (?:sobie|rece|rekach|skorze|nadgarstku|udach|ramieniu)\b`,
  ),
  crisis(
    "self-harm",
    p`\b(?:celowo|specjalnie|umyslnie|z premedytacja) (?:sie )?(?:ranie|ranilem|ranilam|skaleczyl(?:em|am)|poparzyl(?:em|am)|parze|uderzam|bije|drapie|rozdrapuje|krzywdze|okaleczam|tne|pocialem|pocielam)(?: sie)?\b`,
  ),

  // Hopelessness: no reason to live, burden, cannot go on (concern).
  concern(
    "hopelessness",
    p`\bnie dam (?:juz )?rady (?:dluzej|tak dalej|dalej|juz dluzej|zyc|tak zyc|tego dluzej znosic|z tym dluzej|tak dluzej)\b(?! (?:isc|biec|jesc|pic|pracowac|siedziec|czekac|przyjsc|jechac|z (?:ta|tym) (?:praca|projektem))\b)`,
  ),
  concern(
    "hopelessness",
    p`\bnie widze (?:juz )?(?:zadnego )?sensu (?:zycia|zyc|w zyciu|istnienia|dalszego zycia|zeby zyc|zebym zyl\w*|dalej zyc|zyc dalej|w niczym|niczego|w tym wszystkim|w dalszym zyciu)\b|\bzycie (?:juz )?nie ma (?:zadnego )?sensu\b|\b(?:nie ma|brak) sensu (?:zyc|zycia|zebym zyl\w*)\b|\bmoje zycie (?:jest|to) (?:bez sensu|bezsensu|pieklo|bezwartosciowe|jedna wielka porazka)\b`,
  ),
  concern(
    "hopelessness",
    p`\bnie (?:ma|mam) (?:juz )?(?:po co|dla kogo|dla czego) zyc\b|\bnie mam (?:juz )?(?:zadnego )?powodu,? (?:zeby|by|aby|do) (?:zyc|zycia)\b|\b(?:zadnego|zaden) powod(?:u)? do zycia\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:lepiej|lepszy|lepsze|lepsza|latwiej|prosciej|szczesliwsi|szczesliwszy|szczesliwsza|spokojniej) (?:\S+ ){0,3}beze mnie\b|\bbeze mnie (?:\S+ ){0,3}(?:lepiej|lepszy|lepsze|lepsza|latwiej|szczesliwsi|szczesliwsz\w*)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:jestem|czuje sie|bylem|bylam|stalem sie|stalam sie){mine} (?:\S+ ){0,3}(?:ciezarem|obciazeniem|balastem|zawada|problemem dla wszystkich)\b`,
  ),
  concern(
    "hopelessness",
    p`\bnie chce (?:juz |dluzej )?(?:tu |tutaj |na tym swiecie |na swiecie )?(?:juz |dluzej )?byc(?: (?:tu|tutaj|na tym swiecie|na swiecie|juz|dluzej))?\s*(?:$|,)|\bnie chce (?:juz )?byc na tym swiecie\b`,
  ),
  concern(
    "hopelessness",
    p`\bnie (?:potrafie|moge|umiem|chce|dam rady) (?:juz )?tak (?:dluzej |dalej )?(?:zyc|funkcjonowac)\b|\bnie moge (?:juz )?tak dluzej\b`,
  ),
  concern(
    "hopelessness",
    p`\bnikt by (?:za mna )?(?:nie )?(?:tesknil|zauwazyl|plakal|zaplakal)\b|\bnikomu nie (?:bedzie|byloby) mnie brakowac\b|\bnikt (?:by )?nie zauwaz\w*,? (?:gdybym|jakbym|jesli) (?:zniknal\w*|umarl\w*|odszedl|odeszla)\b`,
  ),
  concern(
    "hopelessness",
    p`\bnie (?:ma|widze) (?:juz )?dla mnie (?:nadziei|ratunku|przyszlosci|miejsca na (?:tym )?swiecie)\b|\bnie widze (?:juz )?(?:dla siebie )?(?:zadnej )?(?:przyszlosci|wyjscia)\b(?! (?:dla (?:tego|tej|firmy|projektu|naszego|nas|tego zwiazku)|w tej (?:pracy|firmie|relacji|sprawie)|z (?:ta|tego))\b)`,
  ),
  concern("hopelessness", p`\bnie mam (?:juz )?sily (?:zyc|na zycie|dalej zyc|zyc dalej|istniec|zeby zyc)\b`),
  concern(
    "hopelessness",
    p`\b(?:chce|chcialbym|chcialabym|marze),? (?:zeby|by|aby) (?:to wszystko|wszystko|ten bol|to cierpienie|moje zycie|zycie) (?:sie )?(?:juz )?(?:wreszcie )?(?:skonczylo|skonczyl|ustalo|ustal)\b`,
  ),
  weak(
    "hopelessness",
    "concern",
    p`\bmam (?:juz )?(?:wszystkiego|tego wszystkiego) (?:dosc|dosyc)\b|\bmam dosc wszystkiego\b|\bnic (?:juz )?nie ma sensu\b|\bnie mam juz sily\s*(?:$|,)|\bjuz nie daje rady\s*(?:$|,)`,
  ),
  weak(
    "hopelessness",
    "concern",
    p`\bnic sie (?:nigdy )?nie zmieni\b|\bnigdy nie bedzie lepiej\b|\bnienawidze (?:swojego zycia|siebie|mojego zycia)\b|\bnikt mnie nie kocha\b|\bnikogo nie obchodze\b|\bpoddaje sie\s*(?:$|,)|\bnie ma wyjscia\s*(?:$|,)|\bstracil(?:em|am) (?:wszelka )?nadzieje\b`,
  ),

  // Someone else at risk now (concern, the lines help the writer help them).
  other(
    "suicidal-thoughts",
    p`\b{persons},?:? {gap}(?:(?:chce|chcial|chciala|chcieli|chcialbym|chcialabym|chcialem|chcialam|zamierza|grozi,? ze|grozil,? ze|grozila,? ze|planuje) (?:\S+ ){0,2}(?:{die}|sie zabic|zabic sie|zabije|odebrac sobie zycie|skonczyc ze soba|nie zyc|sie powiesic|popelnic samobojstwo)|zabije sie|sie zabije|nie chce (?:juz )?zyc)\b`,
  ),
  other(
    "suicidal-thoughts",
    p`\b(?:mysli|myslal|myslala|mowi|mowil|mowila|pisze|pisal|pisala|wspomina|wspominal|wspominala) (?:\S+ ){0,2}o (?:samobojstwie|zabiciu sie|odebraniu sobie zycia)\b|\bma (?:\S+ )?(?:mysli|sklonnosci|tendencje|stany) samobojcz\w*`,
  ),
  other(
    "self-harm",
    p`\b{persons},? {gap}(?:tnie sie|sie tnie|okalecza sie|sie okalecza|krzywdzi (?:sie|siebie)|sie krzywdzi|przypala sie)\b|\b(?:samookalecza|okalecza) sie\b`,
  ),
  other(
    "preparatory-acts",
    p`\b(?:probowal|probowala|probowali) (?:\S+ )?(?:sie zabic|zabic sie|popelnic samobojstwo|odebrac sobie zycie) (?:wczoraj|w nocy|wczoraj w nocy|w weekend|niedawno|w zeszlym tygodniu|dzis|dzisiaj|rano)\b|\b{persons},? {gap}(?:rozdaje|rozdal|rozdala|oddaje) (?:wszystkie )?swoje (?:rzeczy|ubrania|ksiazki|gry)\b|\b(?:pisze|wyslal|wyslala) (?:mi )?(?:list pozegnaln\w*|pozegnaln\w* (?:list|wiadomosc|smsa|sms))`,
  ),
];
