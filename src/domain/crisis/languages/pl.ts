// Polish crisis phrase table. Categories and levels follow the English detector
// (docs/decisions/008-crisis-detection.md): explicit ideation, intent, plan, method, goodbyes,
// attempts and current self-harm are crisis; a passive wish to be dead and hopelessness are
// concern; someone else at risk is concern. Patterns run on folded text (match.ts): lower case,
// "ą" → "a", "ę" → "e", "ł" → "l", "ó" → "o", "ś" → "s", "ć" → "c", "ń" → "n", "ż"/"ź" → "z",
// so "chcę umrzeć" is read as "chce umrzec", the same as a phone typed without ogonki.
//
// Folding makes the first person "chcę", "zabiję się" the same as the third "chce", "zabije
// się"; a phrase is read as the writer's unless a third-person subject or a reporting verb
// ("mówi, że", "napisała") stands within three words before the verb with no "ja" between.
// Polish negates before the verb ("nie chcę umrzeć"), which negationBefore catches; phrases
// whose meaning needs the negation ("nie chcę żyć") start with it.
import type { LanguageCrisisTable } from "./table";
import { p } from "./pl-words";
import { PL_RULES } from "./pl-rules";

export const PL_CRISIS: LanguageCrisisTable = {
  language: "pl",
  foldAccents: true,
  rules: PL_RULES,
  idioms: [
    // "umieram ze śmiechu / z głodu / z nudów / z gorąca": dying of something trivial.
    p`\b(?:umieram|umieralam|umieralem|umre|umrzec|umrze|umarl(?:em|am)?|zdycham|zdechne|zdechnac|skonam|konam|padne|padam) (?:\S+ ){0,1}(?:ze smiechu|z glodu|z nudow|z nudy|z goraca|z upalu|z zimna|z pragnienia|z ciekawosci|ze wstydu|z nerwow|ze stresu|ze zmeczenia|z zazdrosci|z milosci|ze szczescia|z tesknoty|z niewyspania|z bolu (?:glowy|zeba|brzucha|nog))\b`,
    // "na śmierć zapomniałem", "zanudzić się na śmierć", "zakochany na zabój".
    p`\bna (?:smierc|zaboj)\b`,
    // "zabij mnie, nie pamiętam", "zabijcie mnie".
    p`\bzabij(?:cie)? mnie\b`,
    // "mama mnie zabije", "ta sesja mnie wykończy", "szef mnie dobije".
    p`\bmnie (?:zabije|zabija|zabil|zabila|wykonczy|wykancza|dobije|dobija)\b`,
    // "zabijam czas", "zabić czas".
    p`\bzabi(?:jam|c|jac|lem|lam) czas\b`,
    // "śmiertelnie poważnie", "śmiertelnie nudny".
    p`\bsmiertelnie (?:powaznie|powazny|powazna|nudn\w*|zmeczon\w*|przerazon\w*|obrazon\w*|zakochan\w*)`,
    // "po moim trupie", "padam z nóg", "jestem martwy po pracy", "jestem trupem".
    p`\bpo moim trupie\b|\bpadam z nog\b|\bjestem (?:martw[ya]|trupem|wykonczon[ya])\b(?! w srodku)`,
    // "zabiłeś mnie tym tekstem" (you made me laugh).
    p`\bzabil(?:es|as)? mnie (?:tym|tekstem|ta)\b`,
    // "umrę, jak nie zobaczę tego koncertu": dying to see or get something.
    p`\b(?:umre|umieram|zdechne) (?:jak|jesli|jezeli|gdy) (?:nie )?(?:zobacze|dostane|zjem|kupie|obejrze|pojde|zdam|wygramy|przegramy)\b`,
    // "samobój" (own goal), "samobójcza misja", "samobójczy strzał": not a person's death.
    p`\bsamoboj\b|\bsamobojcz(?:a|y|e|ym) (?:misja|misje|gol|bramka|strzal|decyzja|akcja|taktyka)\b|\b(?:polityczne|towarzyskie|zawodowe) samobojstwo\b`,
    // "strzelić sobie w kolano / w stopę", "strzelić gola": self-sabotage and football.
    p`\bstrzel(?:ic|e|ilem|ilam|il|ila) (?:sobie )?(?:gola|samoboja|w stope|w kolano|focha)\b`,
    // "do grobu mnie wpędzisz".
    p`\b(?:wpedz\w* mnie do grobu|do grobu mnie wpedz\w*)`,
    // "padnę trupem", "zaraz zejdę" (exhaustion).
    p`\bpadne trupem\b|\bzaraz zejde\b`,
  ],
  // A negation just before the phrase, across auxiliaries, "nie mam zamiaru", "nigdy bym".
  negationBefore:
    /(?:^|\s)(?:nie|nigdy|wcale|bynajmniej|zadnych|zadnej|zadnego|zadnym|bez|ani)(?: (?:bym|sie|juz|wcale|naprawde|mam|mialem|mialam|zamiaru|zamierzam|planuje|planow|planu|mysle|myslalem|myslalam|myslec|o|tym|zeby|by|chce|chcialbym|chcialabym|chcialem|chcialam|moglbym|moglabym|moge|potrafilbym|potrafilabym|zrobilbym|zrobilabym|bede|sobie|myslach|ochoty|tego|robic|zrobic|probowalem|probowalam|sprobuje|nigdy|nie|jestem|czuje)){0,4} ?$/,
  // Laughter or a joke marker, unless the writer says they are not joking.
  laughter:
    /^(?!.*\b(?:nie zartuje|mowie serio|na serio|bez zartow|to nie (?:jest )?zart|nie (?:jest )?do smiechu)\b).*(?:\b(?:(?=[ah]*h)(?=[ah]*a)[ah]{4,}|(?=[eh]*h)(?=[eh]*e)[eh]{4,}|hihi+|xd+|lol|lmao|jk|zartuje|zartowalem|zartowalam|beka|heh)\b|😂|🤣|😆|😹)/u,
  // A film, book, song, the news, a lesson or a prevention post named in the sentence.
  story:
    /\b(?:w (?:filmie|serialu|ksiazce|powiesci|piosence|tekscie piosenki|utworze|artykule|wiadomosciach|reportazu|dokumencie|podcascie|odcinku|grze|telewizji|gazecie)|(?:film|serial|ksiazka|piosenka|artykul|reportaz|dokument|podcast) (?:o|jest o|opowiada)|bohater(?:ka)?|glowny bohater|postac w|narrator(?:ka)?|wokalist\w*|przeczytal(?:em|am) (?:artykul|ksiazke|o)|zapobieganie|zapobiegac|zapobiegania|prewencj\w*|profilaktyk\w*|statystyk\w*|badani[ae]|na lekcji|na wykladzie|na zajeciach z|kampani\w*|jesli (?:kiedys )?(?:czujesz|masz mysli)|znaki ostrzegawcze|sygnaly ostrzegawcze)\b/,
};
