// The Turkish table's rules, crisis and concern phrases, in the order they are tried; tr.ts adds
// the idioms, negation, laughter and story.
import type { LanguageCrisisRule } from "./table";
import { p, crisis, concern, other, weak, pastAware } from "./tr-words";

export const TR_RULES: LanguageCrisisRule[] = [
  // Wish to be dead, said plainly: crisis, as English reads "I want to die" and "I don't want to live".
  ...pastAware("wish-to-be-dead", p`\b(?:olmek|gebermek|olup gitmek) (?:\S+ )?{want}{nq}`),
  crisis(
    "wish-to-be-dead",
    p`\b(?:yasamak|yasamaya devam etmek|hayatta kalmak)(?<!\b(?:burada|burda|orada|orda|evde|boyle|bu sekilde|bu halde|yalniz|tek basima|onunla|onlarla|seninle|sehirde|ulkede|turkiyede|yurtdisinda|istanbulda|ankarada|izmirde|kirada|ailemle|annemlerle|kimseyle) \S+(?: \S+){0,2}) (?:\S+ )?{nowant}{nq}`,
  ),
  crisis("wish-to-be-dead", p`\b(?:olmeliyim|olmem (?:lazim|gerek)|olmeyi hak ediyorum|olmeyi hakediyorum|olmem daha iyi)\b{nq}`),
  // Passive wish: "keşke ölsem", never born, never wake up, vanish, tired of living (concern).
  concern(
    "wish-to-be-dead",
    p`\bkeske (?:\S+ ){0,2}(?:olsem|olseydim|olmus olsam|olmus olsaydim)\b|\b(?:olsem|olseydim) (?:\S+ )?keske\b|\bolsem de kurtulsam\b|\boleyim (?:de kurtulayim|artik)\b|\bolesim (?:var|geliyor|geldi)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:keske )?(?:hic )?(?:dogmasaydim|dogmamis olsaydim|dogmamis olsam)\b|\bneden (?:\S+ )?dogdum(?: ki)?\b|\bdogdugum(?:a|u) (?:pismanim|lanet\w*)|\bannem (?:keske )?beni (?:hic )?dogurmasaydi\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:bir daha|hic|ebediyen|sonsuza (?:kadar|dek)) (?:\S+ ){0,1}uyanma(?:sam|mak|yayim|yim|masam)\b|\bkeske (?:\S+ ){0,3}uyanmasam\b|\buyanmasam (?:\S+ )?keske\b|\buyuyup (?:\S+ ){0,2}uyanmamak\b|\buyanmak istemi(?:yorum|yom)(?: artik)?\s*(?:$|,)`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:kaybolmak|yok olmak|yokolmak|ortadan kaybolmak|buharlasmak|silinmek)(?<!\S(?:da|de|ta|te) (?:kaybolmak|yok olmak|ortadan kaybolmak|buharlasmak|silinmek)) (?:\S+ )?{want}{nq}|\b(?:var olmak|varolmak) (?:\S+ )?{nowant}`,
  ),
  concern(
    "wish-to-be-dead",
    p`\b(?:yasamaktan|hayattan|bu hayattan|yasamaya|nefes almaktan|var olmaktan|canimdan|hayatimdan) (?:\S+ )?(?:yoruldum|biktim|usandim|bezdim|sikildim|tukendim)\b`,
  ),
  concern(
    "wish-to-be-dead",
    p`\bolum (?:benim icin )?(?:bir )?(?:kurtulus|huzur|tek cikis|tek care|tek cozum)\w*|\b(?:olsem|olursem) (?:\S+ ){0,1}(?:rahatlarim|kurtulurum|huzur bulurum)\b`,
  ),

  // Thoughts of killing oneself (crisis).
  ...pastAware(
    "suicidal-thoughts",
    p`\bintihar (?:etmek|etmeyi) (?:\S+ )?(?:{want}|dusun(?:uyorum|uyom|uyordum|dum|mekteyim|meye basladim)\b){nq}|\bintihar(?:i|a)? (?:\S+ )?dusun(?:uyorum|uyom|uyordum|dum|meye basladim)\b{nq}|\bintihar (?:ederim|edeyim|etsem mi|etmeli miyim|edesim var|edesim geliyor)\b{nq}`,
  ),
  crisis(
    "suicidal-thoughts",
    p`\bintihar (?:dusunce|fikir)\w*\b(?<!\b{theirs} (?:\S+ )?intihar \S+)(?! (?:\S+ ){0,1}(?:yok|yoktur|kalmadi|olmadi|gecti|degil)\b)`,
  ),
  ...pastAware(
    "suicidal-thoughts",
    p`\bkendimi (?:\S+ ){0,1}oldur(?:mek|meyi|meye|ecegim|cem|icem|ecem|urum|sem|eyim|meliyim)\b(?! (?:\S+ )?(?:calistim|kalkistim|tesebbus ettim|yeltendim)\b){nq}|\boldur(?:ecegim|cem|icem|ecem) kendimi\b`,
  ),
  crisis("suicidal-thoughts", p`\bcanima (?:\S+ ){0,1}kiy(?:mak|mayi|maya|acagim|cam|icam|acam|arim|sam|ayim|mali)\b{nq}`),
  crisis(
    "suicidal-thoughts",
    p`\bhayatima (?:\S+ ){0,1}son (?:vermek|vermeyi|verecegim|vercem|vericem|verecem|veririm|versem|vereyim)\b{nq}|\b(?:bu hayati|hayatimi|bu yasami) (?:\S+ ){0,1}bitir(?:mek|meyi|ecegim|cem|icem|irim|sem)\b{nq}`,
  ),
  // "Her şeye son vermek" (to put an end to everything), not "... ve yeniden başlamak".
  crisis(
    "suicidal-thoughts",
    p`\bher seye (?:\S+ ){0,1}son (?:vermek|vermeyi|verecegim|vercem|vericem|verecem|veririm|versem|vereyim)\b(?!(?: \S+){0,3} (?:yeniden|bastan|yeni bir|sifirdan)\b){nq}`,
  ),
  crisis("suicidal-thoughts", p`\bolmeyi (?:\S+ ){0,1}dusun(?:uyorum|uyom|uyordum|dum|meye basladim)\b{nq}`),
  crisis("suicidal-thoughts", p`(?<![0-9] ?)\bkms\b`),
  // "Kafama sıkacağım" is also said in anger; shown gently.
  concern("suicidal-thoughts", p`\bkafama (?:bir )?(?:sik(?:acagim|cam|icam|asim var|mak istiyorum|arim)|kursun sik\w*)\b`),
  // The word alone counts only beside another phrase; not a completed suicide, the news or someone's.
  weak(
    "suicidal-thoughts",
    "concern",
    p`\bintihar\b(?<!\b(?:{theirs}|siyasi|ekonomik|kariyer|sosyal) intihar)(?! (?:et\w*|ed\w*|dusunce\w*|haberi|haberleri|oranlari|orani|vakalari|vakasi|onleme|girisiminde bulundu|konusu|hakkinda)\b)`,
  ),

  // Intent: going to, decided, tonight (crisis).
  crisis("intent", p`\bintihar (?:edecegim|edicem|edecem|etcem|edcem|ediyorum)\b{nq}`),
  crisis("intent", p`\b(?:olmeye|intihar etmeye|kendimi oldurmeye|canima kiymaya|hayatima son vermeye) (?:\S+ )?karar verdim\b`),
  crisis(
    "intent",
    p`\b(?:bu gece|bu aksam|yarin|bugun|birazdan|yakinda) (?:(?!\S+(?:da|de|ta|te)\b)\S+ ){0,2}(?:olecegim|olcem|olucem)\b(?!(?: \S+){0,2} (?:gibi|sanki)\b)`,
  ),
  crisis(
    "intent",
    p`\b(?:yarini|sabahi|yeni yili|dogum gunumu) (?:\S+ )?goremeyecegim\b|\b(?:yarin|artik|yakinda) (?:bu dunyada|hayatta) olmayacagim\b`,
  ),
  crisis(
    "intent",
    p`\bkendime (?:bir )?(?:sey|zarar) (?:yapmaktan|vermekten) korkuyorum\b|\bkendime bir sey (?:yapacagim|yapcam|yapicam|yaparim|yapabilirim)\b`,
  ),
  weak(
    "intent",
    "crisis",
    p`\b(?:bu gece|bu aksam|yarin|bugun) (?:\S+ ){0,1}(?:yapacagim|yapcam|yapicam)\b|\bkararimi verdim\s*(?:$|,)|\bkendime guvenmiyorum\s*(?:$|,)|\bkimse beni durduramaz\b|\byarin burada olmayacagim\b|\bbu gece son gece\b`,
  ),

  // Plan: when, where and how (crisis); loose planning words are weak.
  crisis(
    "plan",
    p`\b(?:intiharimi|olumumu|kendimi oldurmeyi|nasil olecegimi|nasil intihar edecegimi) (?:\S+ ){0,1}(?:planliyorum|planladim|planlamaya basladim|ayarladim)\b|\bnasil (?:olecegimi|intihar edecegimi|kendimi oldurecegimi) (?:\S+ ){0,1}(?:biliyorum|planladim|kararlastirdim)\b|\bne zaman (?:ve )?(?:nasil|nerede) (?:\S+ ){0,2}(?:karar verdim|belirledim|kararlastirdim)\b`,
  ),
  weak(
    "plan",
    "crisis",
    p`\bnasil yapacagimi (?:\S+ ){0,1}biliyorum\b|\b(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar|hafta sonu|yarin|bu gece)\w* (?:icin )?planladim\b|\bbir planim var\s*(?:$|,)|\bplanim hazir\b|\b(?:herkes|evdekiler|ailem) (?:\S+ )?uyuyunca\b|\btarihi (?:belirledim|sectim)\b`,
  ),

  // Method: means named or sought (crisis).
  crisis(
    "method",
    p`\bkac (?:tane |kutu |adet )?(?:\S+ ){0,1}{pills} (?:\S+ ){0,3}(?:olurum|oldurur|olumcul|oldurucu|olmek icin|olmeye yeter|olur mu insan|olunur)\b|\b(?:olumcul|oldurucu) (?:doz|miktar)\w*`,
  ),
  crisis(
    "method",
    p`\bhangi (?:kopru|bina|kat|cati|ucurum|yukseklik)\w* (?:\S+ ){0,2}(?:yeterince yuksek|yeterli|oldurur|olmek icin|olur mu)\b|\bkacinci kat\w* (?:\S+ ){0,3}(?:olurum|oldurur|olur mu|olunur)\b`,
  ),
  crisis(
    "method",
    p`\b(?:en acisiz|acisiz|en kolay|en hizli|en garanti) (?:\S+ ){0,1}(?:olum yolu|olme yolu|olmenin yolu|intihar yolu|intihar yontemi|sekilde olmek|nasil olunur)\b|\bnasil intihar (?:edilir|edebilirim|ederim|edilebilir)\b|\bnasil (?:kendimi oldurebilirim|olebilirim|acisiz olunur)\b|\bintihar yontem\w*`,
  ),
  crisis(
    "method",
    p`\b(?:ipi|ip|urgani|urgan|ilmegi|ilmek) (?:\S+ ){0,1}(?:aldim|hazir|hazirladim|bagladim|astim|elimde|tavana)\b(?!(?: \S+){0,2} (?:camasir\w*|kamp\w*|tirmanis\w*|perde\w*)\b)|\b(?:haplar|ilaclar|haplari|ilaclari|haplarimi|ilaclarimi|uyku haplari|uyku haplarini) (?:\S+ ){0,1}(?:elimde|onumde|hazir|biriktirdim|biriktiriyorum|topladim|topluyorum|sakladim|dizdim|sayiyorum|saydim)\b|\belimde (?:\S+ ){0,1}(?:haplar|ilaclar|bir kutu hap|bir avuc hap|jilet|ip)\b`,
  ),
  crisis(
    "method",
    p`\b(?:kopru|cati|bina|balkon|pencere|ucurum|kat|tepe|gokdelen|vapur)\w*(?:den|dan|ten|tan) (?:\S+ ){0,1}(?:atlayacagim|atlicam|atlayacam|atlamak istiyorum|atlayasim var|atlarim|atlasam|kendimi atacagim|kendimi atcam|kendimi aticam|kendimi atmak)\b|\bkendimi (?:\S+ ){0,1}(?:kopru|cati|balkon|pencere|ucurum|bina|gokdelen)\w* (?:\S+ )?(?:atacagim|atcam|aticam|atmak istiyorum|atasim var|atarim|birakacagim)\b`,
  ),
  crisis(
    "method",
    p`\b(?:trenin|metronun|arabanin|kamyonun|tirin|otobusun|raylarin) (?:onune|altina) (?:\S+ )?(?:atlayacagim|atlicam|atlamak|kendimi atacagim|kendimi atmak|atlasam|atlayasim)\w*|\bkendimi (?:\S+ )?(?:trenin|metronun|arabanin|kamyonun|tirin|otobusun) (?:onune|altina) at\w*`,
  ),
  crisis(
    "method",
    p`\bkendimi (?:as(?:acagim|cam|icam|mak|arim|mayi|maya|asim var)|tavana asacagim)\b{nq}|\bbileklerimi (?:\S+ ){0,1}kes(?:ecegim|cem|icem|mek|meyi|eyim|tim|iyorum|sem)\b|\b(?:fare zehri|zehir|camasir suyu) (?:\S+ ){0,1}(?:ictim|icecegim|icicem|iccem|icmek istiyorum)\b`,
  ),

  // Preparing: notes, goodbyes, an attempt or overdose (crisis); giving things away is weak.
  crisis(
    "preparatory-acts",
    p`\b(?:veda|intihar) mektub\w*(?<!\b(?:{theirs}|isten ayrilirken|emekli\w*|ekibime|ekibe|isyerime|okuluma|ogrencilerime|calisma arkadaslarima|meslektaslarima|mezuniyet\w*) (?:\S+ ){0,2}(?:veda|intihar) mektub\w*)`,
  ),
  crisis(
    "preparatory-acts",
    p`\b(?:sonsuza (?:dek|kadar)|son kez|son bir kez) (?:\S+ ){0,1}veda (?:ediyorum|ettim|ederim)\b|\belveda (?:dunya|herkese|hayat|zalim dunya)\b`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\b(?:intihar etmeye|kendimi oldurmeye|canima kiymaya|olmeye|hayatima son vermeye|kendimi asmaya) (?:\S+ ){0,1}(?:calistim|kalkistim|tesebbus ettim|yeltendim)\b|\bintihar girisim\w* (?:bulundum|yaptim)|\bintihar girisimim\b|\b(?:dun|gecen gece|dun gece|bu sabah|gecen hafta) intihar ettim\b`,
  ),
  ...pastAware(
    "preparatory-acts",
    p`\b(?:butun|tum|bir kutu|bir avuc|bir paket|koca bir kutu|[1-9][0-9]+ tane|yirmi|otuz|kirk|elli) (?:\S+ ){0,1}{pills} (?:\S+ ){0,1}(?:ictim|yuttum|ittim)\b|\b(?:haplarin|ilaclarin) hepsini (?:ictim|yuttum)\b|\basiri doz (?:aldim|ictim)\b|\boverdoz (?:aldim|yaptim|oldum)\b`,
  ),
  weak(
    "preparatory-acts",
    "crisis",
    p`\b(?:esyalarimi|her seyimi|kitaplarimi|kiyafetlerimi) (?:\S+ ){0,1}(?:dagitiyorum|dagittim|veriyorum|verdim|bagisladim)\b|\b(?:kedime|kopegime|anneme) iyi bakin\b|\bhakkinizi helal edin\b|\bher sey icin (?:ozur dilerim|affedin)\b|\bbu (?:benim )?son (?:mesajim|paylasimim|yazim)\b|\bherkese (?:\S+ )?veda ettim\s*(?:$|,)|\bhosca kalin herkes\b`,
  ),

  // Self-harm now: cutting ("jilet atmak"), burning, hurting oneself on purpose (crisis).
  ...pastAware(
    "self-harm",
    p`\bkendime (?:\S+ ){0,1}zarar (?:veriyorum|veriyordum|verdim|vermek istiyorum|vericem|verecegim|veriyom|veririm|vermeye basladim|vermeye devam ediyorum)\b{nq}`,
  ),
  ...pastAware(
    "self-harm",
    p`\bkendimi(?<!\b(?:yanlislikla|kazara|yaparken|dograrken|dogrerken|olurken|acarken|keserken) (?:\S+ ){0,2}kendimi) (?:\S+ ){0,1}(?:kesiyorum|kesiyordum|kestim|kesiyom|kesecegim|kescem|kesicem|kesmek istiyorum|kesmeye basladim|jiletliyorum|jiletliyordum|jiletledim)\b(?!(?: \S+){0,3} (?:yemek|dogrerken|dograrken|tiras|kagit\w*|yanlislikla)\b){nq}`,
  ),
  ...pastAware(
    "self-harm",
    p`\bjilet(?:le|i)? (?:\S+ ){0,2}(?:kestim|kesiyorum|kesiyordum|attim|atiyorum|atiyordum|ciziyorum|ciziyordum|cizdim|kesecegim|atacagim)\b|\bkendime jilet (?:attim|atiyorum|atacagim|atmak istiyorum)\b|\b(?:kolumu|kollarimi|bacaklarimi|bacagimi|bilegimi|uyluklarimi|karnimi) (?:\S+ ){0,1}(?:jiletle|jiletliyorum|jiletledim|ciziyorum|cizdim)\b`,
  ),
  crisis(
    "self-harm",
    p`\b(?:sigara|cakmak|kibrit)\w* (?:\S+ ){0,1}(?:kendimi|kolumu|elimi|bacagimi|bilegimi|derimi) yak(?:iyorum|tim|acagim|tiyorum)\b|\bkendimi (?:bilerek|kasten|isteyerek|bile bile) (?:\S+ ){0,1}(?:yak|kes|yarala|dov|vur)\w*`,
  ),

  // Hopelessness: cannot go on, no meaning, a burden, better off without me (concern).
  concern(
    "hopelessness",
    p`(?<!\b(?:\S+(?:ya|ye|ga|ge|ka|ke|na|ne|ta|te|sa|se|va|ve)|buna|ona|sana|bana) )\b(?:artik|daha fazla) (?:\S+ ){0,1}dayanamiyorum\s*(?:$|,)|\b(?:bu hayata|yasamaya|bu aciya|hayata) (?:\S+ )?dayanamiyorum\b|\bdayanacak (?:gucum|halim) (?:kalmadi|yok)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:artik|hayata|yasamaya|boyle) (?:\S+ ){0,1}devam edemiyorum\b|\bdevam edecek (?:\S+ ){0,1}(?:gucum|halim|nedenim|sebebim) (?:kalmadi|yok)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:yasamanin|hayatin|yasamamin|hayatimin|devam etmenin|yasamaya devam etmenin|uyanmanin|ugrasmanin|denemenin|nefes almanin) (?:hicbir |bir )?(?:anlami|manasi|amaci) (?:yok|kalmadi)\b|\bhayat(?:im)? (?:anlamsiz|bir cehennem|cehennem)\b(?! (?:gibi|degil)\b)`,
  ),
  concern(
    "hopelessness",
    p`\byasamak icin (?:hicbir |bir |tek bir )?(?:sebebim|nedenim|sebep|neden) (?:yok|kalmadi|bulamiyorum|goremiyorum)\b|\byasayacak (?:hicbir |bir )?(?:seyim|sebebim|nedenim) (?:yok|kalmadi)\b|\btutunacak (?:\S+ ){0,2}(?:kalmadi|yok)\b`,
  ),
  concern(
    "hopelessness",
    p`\bbensiz (?:\S+ ){0,2}(?:daha (?:iyi|mutlu|rahat|huzurlu|kolay)|rahat eder\w*|rahatlar\w*|kurtulur\w*)|\b(?:ben olmasam|ben olmazsam|ben gidersem|ben yok olsam|ben olmasaydim) (?:\S+ ){0,3}(?:daha (?:iyi|mutlu|rahat|huzurlu)|rahat eder\w*|kurtulur\w*)`,
  ),
  concern(
    "hopelessness",
    p`\b(?:herkese|aileme|anneme|size|sana|insanlara|kimseye) (?:\S+ ){0,1}yuk (?:oluyorum|oldum|olmaktan)\b|\b(?:ben )?(?:bir|sadece bir|koca bir) yuk(?:um|tum|uyum)\b|\byukten baska (?:bir sey|birsey) degilim\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:artik|bu dunyada|dunyada|hayatta) (?:\S+ ){0,1}(?:burada |burda )?(?:olmak|bulunmak|var olmak) istemi(?:yorum|yom|yorm)\b|\bboyle (?:\S+ )?yasamak istemi(?:yorum|yom)\b|\bbu sekilde (?:\S+ )?yasamak istemi(?:yorum|yom)\b`,
  ),
  concern(
    "hopelessness",
    p`\bkimse (?:beni )?(?:ozlemez|ozlemeyecek|fark etmez|farketmez|fark etmeyecek|aramaz|aramayacak)\b|\b(?:olsem|olursem|olup gitsem|yok olsam|kaybolsam|gebersem) (?:\S+ ){0,3}(?:hic )?kimse(?:nin)? (?:\S+ ){0,1}(?:umrunda olmaz|umurunda olmaz|uzulmez|aglamaz|fark etmez|farketmez|ozlemez)\b`,
  ),
  concern(
    "hopelessness",
    p`\b(?:hicbir |bir )?gelecegim yok\b|\b(?:kendime|kendim icin) (?:bir )?gelecek goremiyorum\b|\b(?:hicbir|hic) umudum (?:kalmadi|yok)\b`,
  ),
  weak(
    "hopelessness",
    "concern",
    p`\bhicbir sey (?:asla |hic )?(?:degismeyecek|duzelmeyecek)\b|\b(?:hic|asla) duzelmeyecek\b|\bkimse beni (?:sevmiyor|umursamiyor)\b|\b(?:hayatimdan|kendimden) nefret ediyorum\b|\bcanima tak etti\b|\btukendim\s*(?:$|,)|\bher seyden biktim\b|\bumudum kalmadi\b|\bben bittim\s*(?:$|,)|\bpes ediyorum\s*(?:$|,)`,
  ),

  // Someone else at risk now (concern, the lines help the writer help them).
  other(
    "suicidal-thoughts",
    p`\b(?:olmek|gebermek|intihar etmek|kendini oldurmek|canina kiymak|hayatina son vermek) (?:\S+ )?(?:istiyor|istiyo|istiyormus|istedigini|istiyordu)\b(?! mu\w*\b)|\byasamak (?:\S+ )?(?:istemiyor|istemiyormus|istemedigini)\b(?! mu\w*\b)`,
  ),
  other(
    "suicidal-thoughts",
    p`\bintihar (?:edecegini|edecekmis|edecek|etmeyi dusunuyor|etmekten bahsediyor|etmekten soz ediyor)\b|\bkendini (?:\S+ ){0,1}oldur(?:ecegini|ecekmis|ecek|mekten bahsediyor|meyi dusunuyor)\b|\bcanina (?:\S+ ){0,1}kiy(?:acagini|acakmis|acak|maktan bahsediyor)\b|\bkendini (?:\S+ ){0,1}as(?:acagini|acakmis|acak)\b`,
  ),
  other(
    "suicidal-thoughts",
    p`\b(?:olmek (?:\S+ )?istiyorum|intihar edecegim|kendimi oldurecegim|yasamak istemiyorum)\S* (?:\S+ ){0,2}(?:dedi|diyor|demis|diyordu|yazdi|yazmis|yaziyor|soyledi|soyluyor|soylemis)\b`,
  ),
  other(
    "self-harm",
    p`\bkendini (?:\S+ ){0,1}(?:kesiyor|kesiyormus|jiletliyor|yakiyor)\b|\bkendine (?:\S+ ){0,1}zarar (?:veriyor|veriyormus)\b|\bkendine jilet atiyor\b`,
  ),
  other(
    "preparatory-acts",
    p`\bintihar (?:etmeye|girisiminde) (?:\S+ )?(?:calisti|bulundu) (?:dun|dun gece|gecen hafta|bu sabah|gecen gece|bugun|hafta sonu)\b|\b(?:dun|dun gece|gecen hafta|bu sabah|gecen gece|bugun|hafta sonu) intihar (?:etmeye calisti|girisiminde bulundu)\b|\besyalarini (?:\S+ ){0,1}dagitiyor\b`,
  ),
];
