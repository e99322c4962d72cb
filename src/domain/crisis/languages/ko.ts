// Korean crisis phrase table. Categories and levels are the English detector's (C-SSRS
// screener; docs/decisions/008-crisis-detection.md): "want to die" said plainly (죽고 싶다) is a
// crisis as "i want to die" is, a passive wish (사라지고 싶다, 태어나지 말았어야 했다) and
// hopelessness (살 이유가 없다, 나는 짐이다) are concern, two concerns about the writer make a
// crisis (match.ts). Korean drops the subject, so a phrase with no one named is the writer's.
//
// People type with and without spaces (죽고싶다, 죽고 싶다): patterns allow an optional space
// between the parts of a phrase. Korean negates after the verb (죽고 싶지 않아, 자해 안 한 지):
// the patterns carry that in lookaheads; `negationBefore` holds the short 안 placed before a
// verb (안 죽고 싶어), a named person as the subject (친구가 요즘 죽고 싶대), someone the writer
// is angry at (부장님 죽었으면 좋겠다) and a long-past time (고등학생 때…). The `who: "other"`
// rules and the long-past rule start at that person or time, so their own match is not taken back.
//
// Text is folded by match.ts with NFKC, which turns the compatibility jamo people type for
// laughter (ㅋㅋ, ㅎㅎ) into conjoining jamo; patterns are NFKC-normalised the same way (rx below),
// so they are written with the jamo as typed.
import type { LanguageCrisisTable } from "./table";
import { nfkc, sourceRules } from "./script-rules";

/** A pattern over folded text: NFKC like the text it reads, Unicode mode, no `g`. */
const rx = nfkc;
const { crisis, concern, other, weak } = sourceRules(rx);

// ---- Slots --------------------------------------------------------------------------------

/** -고 싶다 "want to", as typed: 싶다/싶어/싶음, 시퍼, 파 (죽고파), with or without a space. */
const WANT = "[고구] ?(?:싶|시퍼|시프|파(?![가-힣]|요|서))";
/** After 싶: someone else said it (…싶대, …싶댔어, …싶다더라): hearsay endings. */
const HEARSAY = "(?:대(?![가-힣])|대요|댔|다더|다던|다네|다고 ?(?:하더|그러더))";
/**
 * After 싶: words that take the wish back (싶지 않아, 싶진 않아, 싶은 건 아니야, 싶다는 생각은
 * 안 해) or make it someone else's (hearsay).
 */
const NOT_MINE = `(?!(?:지|진|지는|지도|지가) ?(?:않|안 ?[하해])|은 ?(?:건|게|것은?|거는) ?아니|다는 ?(?:생각|말)(?:은|을|이)? ?(?:안 ?[하해들]|한 ?(?:적|번)(?:이|도)? ?없|해 ?본 ?적 ?없|없)|다고 ?(?:말한|한) ?적 ?(?:은|이)? ?없|냐|니(?![가-힣])|${HEARSAY})`;
/** After a verb or noun: not done (안 해, 안 한 지, 그만뒀어, 끊었어), or no thought of it. */
const NOT_DONE = "(?! ?(?:는|은|를|을|도)? ?(?:안 ?[하한해했]|않|그만|끊|멈췄|참았|생각(?:은|이)? ?(?:없|안)))";
/** The writer. */
const ME = "(?:나|난|내가|저|전|제가)";
/** People the writer knows, named as the subject of a sentence. */
const OTHER =
  "(?:친한 ?친구|친구|절친|베프|남친|여친|남자 ?친구|여자 ?친구|엄마|아빠|어머니|아버지|형|오빠|누나|언니|남동생|여동생|동생|아들|딸|남편|아내|와이프|동료|선배|후배|룸메|반 ?친구|걔|얘|쟤|그 ?애|그녀|그 ?사람)";
/** A person the writer knows as the subject of the sentence. */
const OTHER_SUBJECT = `${OTHER}(?:이|가|은|는|도|께서) ?`;
/**
 * Between that subject and a phrase, when the phrase is still theirs: no clause of the writer's
 * own joined by -서, -니까, -는데, -지만, -고, -면서 or 때문에 (엄마가 미워서 죽고 싶다 is the writer's).
 */
const SUBJECT_GAP = "(?:(?!서|니까|는데|지만|고 |면서|때문|[,]).){0,12}";
/** Someone the writer is angry at (부장님 죽었으면 좋겠다 is not about the writer). */
const HOSTILE = "(?:그 ?새끼|그놈|저놈|그년|저년|걔네|그 ?인간|저 ?인간|부장님?|팀장님?|상사|사장님?|교수님?)";
/** Someone else's wish to die or thoughts of suicide, as the writer reports them. */
const THEIR_WISH = `(?:죽${WANT}(?!(?:지|진) ?않)|자살 ?(?:하${WANT}|할까|할 ?거|하려)|사라지${WANT}|극단적(?:인)? ?(?:선택|생각))`;
/** Someone else hurting themselves now. */
const THEIR_HARM = "(?:자해 ?(?:를 ?)?(?:해|하|한대|했|한다)|손목(?:을|에)? ?(?:그|긋)|과다 ?복용)";
/** A long-past time (not 예전부터, "since long ago", which goes on). */
const PAST =
  "(?:예전에|옛날에|어릴 ?때|어렸을 ?때|(?:초등|중|고등)?학생 ?때|(?:초등|중|고등)학교 ?때|대학(?:교|생)? ?때|(?:[0-9]+|몇|십)\\s?년 ?전(?:에|엔)?|한때)";
/** Between a long-past time and the phrase: not 아직도, 지금도, 또, 다시 (those go on). */
const PAST_GAP = "(?:(?!아직|지금도|요즘도|또|다시|[,]).){0,14}";
/** Said after a long-past phrase: the writer is through it now. */
const RECOVERED = "(?:지금은|이제는|요즘은) ?[^,]{0,10}(?:괜찮|행복|잘 ?지내|극복|좋아|나아|살고 ?싶)";
/** Sleeping pills and the medicines people take too many of (약 alone only with "a whole box"). */
const PILLS = "(?:수면제|수면 ?유도제|신경 ?안정제|안정제|진통제|타이레놀|감기약|항우울제)";
/** All of them, at once: how an overdose is said (다 "all" not after plain 약: "약 다 먹었어?"). */
const MANY = "(?:전부|한 ?통|한 ?병|왕창|잔뜩|한꺼번에|한 ?번에|[0-9]{2,} ?(?:알|개)|몇십 ?알)";
/** Cutting the skin: 손목/팔/허벅지 그었다 (the word people use is "draw a line"). */
const LIMB = "(?:손목|팔|팔뚝|허벅지|다리|몸)";

// ---- Rules --------------------------------------------------------------------------------

export const KO_CRISIS: LanguageCrisisTable = {
  language: "ko",
  foldAccents: false,
  rules: [
    // Wish to be dead, said plainly: as "i want to die", a crisis. ㅈㄱㅅㄷ: its initials.
    crisis("wish-to-be-dead", `죽${WANT}${NOT_MINE}|ㅈㄱㅅㄷ`),
    // 뒤지다/디지다: coarse "die" (not 가방을 뒤지다, "to rummage").
    crisis("wish-to-be-dead", `(?<![을를] ?)[뒤디]지${WANT}${NOT_MINE}|[뒤디]져 ?버리${WANT}${NOT_MINE}`),
    crisis(
      "wish-to-be-dead",
      `(?<!자다가 ?|잠결에 ?)(?:그냥 ?|차라리 ?|${ME} ?)?죽었으면 ?(?:좋겠|해|하는|싶)|차라리 ?죽는 ?(?:게|것이|편이|거) ?(?:낫|나아|나을|좋)`,
    ),
    crisis(
      "wish-to-be-dead",
      `(?<!(?:에서|에|랑|하고|와|과|처럼|같이|혼자|이렇게|그렇게|이런 ?식으로) ?)(?:더 ?이상 ?|그만 ?|이제 ?)?살기 ?(?:싫|시러)|(?:더 ?이상 ?|그만 ?|이제 ?)?살${WANT}(?:지|진|지가) ?않(?! ?은 ?(?:동네|집|나라|곳|도시|데))|그만 ?살${WANT}${NOT_MINE}`,
    ),
    crisis("wish-to-be-dead", `(?:${ME}|그냥|걍|차라리|빨리|이제) ?죽어야(?:지|겠|해|돼|할|될)|죽게 ?해 ?(?:줘|주세요)`),
    // Passive wish: to vanish, not to wake, not to have been born, tired of living.
    concern("wish-to-be-dead", `(?:사라지|없어지|증발하|소멸하|잠들)${WANT}${NOT_MINE}|(?:영원히|평생) ?(?:잠들|자)${WANT}`),
    concern("wish-to-be-dead", `(?:^|그냥 ?|걍 ?|${ME} ?|이제 ?|차라리 ?|진짜 ?|혼자 ?)죽을래`),
    concern(
      "wish-to-be-dead",
      `태어나지 ?(?:말았어야|말걸|않았으면|않았더라면|않는 ?게)|안 ?태어났(?:으면|더라면)|태어난 ?(?:게|것이|걸) ?(?:후회|죄)|왜 ?태어났(?:을까|는지|지)`,
    ),
    concern(
      "wish-to-be-dead",
      `눈 ?(?:을 ?)?(?:안 ?|못 ?)떴으면|깨어나지 ?(?:않|말)았으면|안 ?깨어났으면|자다가 ?(?:죽었으면|죽고 ?싶|안 ?깼으면)`,
    ),
    concern(
      "wish-to-be-dead",
      `(?:사는 ?(?:게|거|것)|살아가는 ?(?:게|거|것)|삶|인생)(?:이|에|도)? ?(?:지겹|지긋지긋|지쳤|지친|지쳐|피곤|귀찮)`,
    ),
    concern(
      "wish-to-be-dead",
      `(?:${ME} ?)?죽어도 ?(?:괜찮|상관 ?없|상관없|아무렇지)|(?:${ME}|날|나를) ?(?:좀 ?)?죽여 ?(?:줘|주세요|줬으면|주면 ?좋겠)`,
    ),

    // Suicidal thoughts.
    crisis(
      "suicidal-thoughts",
      `자살 ?(?:하${WANT}${NOT_MINE}|할까|하고싶|하게 ?될 ?것 ?같|생각(?:이|을|만|뿐|밖에)? ?(?:들|나|해|하|계속|자꾸)|(?:충동|욕구)(?!(?:은|이|도|는)? ?(?:없|안 ?들|사라)))`,
    ),
    crisis("suicidal-thoughts", `(?:그냥 ?|걍 ?|이제 ?)?죽을까(?! ?(?:봐|봐서|싶어|무서|걱정))|죽어 ?버릴까|죽어 ?버리${WANT}${NOT_MINE}`),
    crisis(
      "suicidal-thoughts",
      `(?:인생|삶|목숨|생|내 ?인생|내 ?삶)(?:을|를)? ?(?:끝내|끊|마감하)${WANT}${NOT_MINE}|(?:스스로|내 ?손으로) ?(?:목숨을|생을|삶을) ?(?:끊|끝내|마감)|극단적(?:인)? ?선택(?:을|를)? ?(?:하${WANT}|할까|할 ?거|하려|해 ?버릴|할 ?것 ?같)`,
    ),
    crisis("suicidal-thoughts", `죽는 ?(?:것|거|게) ?(?:밖에|말고는?) ?(?:없|답이 ?없|방법이 ?없)|죽을 ?수밖에 ?없`),
    concern(
      "suicidal-thoughts",
      `자살각|자살 ?마렵|극단적(?:인)? ?생각(?:이|을)? ?(?:들|해|자꾸|계속)|죽(?:는|을) ?생각(?:만|밖에|뿐)|한강 ?(?:물 ?)?(?:온도|수온)`,
    ),

    // Intent: going to, decided, now.
    crisis(
      "intent",
      `(?:죽기로|자살하기로|죽을 ?(?:거라고|것이라고)) ?(?:했|결심|마음 ?먹|결정)|자살 ?(?:할 ?거|할래|하려고|해야겠|해 ?버릴|할게)`,
    ),
    crisis(
      "intent",
      `(?:오늘 ?밤|오늘|내일|이따가?|지금|곧|이번 ?주말?)(?:에|은|엔)? ?(?:진짜 ?|꼭 ?|반드시 ?)?(?:죽을 ?(?:거|게|래)|자살할|끝낼 ?거|뛰어내릴)|(?:${ME} ?)?죽을게|죽어 ?버릴 ?(?:거|게)`,
    ),
    weak("intent", "crisis", `(?:이제 ?|드디어 ?)?(?:결심했|마음 ?먹었|마음의 ?준비가 ?(?:됐|되었))|다 ?끝낼 ?거`),

    // Plan: when, where, how.
    crisis(
      "plan",
      `(?:죽을|자살할) ?(?:날|날짜|장소|방법|때)(?:을|를|도|은|는)? ?(?:정했|정해|골랐|다 ?정)|어떻게 ?(?:죽을지|자살할지) ?(?:정했|생각해 ?놨|다 ?정|계획)|자살 ?계획`,
    ),
    crisis(
      "plan",
      `(?:월|화|수|목|금|토|일)요일(?:에|날)? ?(?:죽|자살|뛰어내|끝낼)|(?:주말|생일|다음 ?주)(?:에|날)? ?(?:죽을|자살|뛰어내)`,
    ),
    weak("plan", "crisis", `(?:날짜|장소|방법|계획)(?:도|를|을|은|는)? ?(?:다 ?)?(?:정했|정해 ?놨|세웠|짰)`),

    // Method: means, and searching for them.
    crisis("method", `(?:몇 ?(?:알|개|통)|얼마나) ?[^,]{0,8}(?:먹어야|먹으면|삼키면) ?[^,]{0,4}(?:죽|치사)|(?<!카페인(?:의)? ?)치사량`),
    crisis(
      "method",
      `(?:안 ?아프게|편하게|고통 ?없이|확실하게|쉽게|깔끔하게) ?(?:죽는|죽을 ?수 ?있는) ?(?:법|방법)|(?:죽는|자살(?:하는)?) ?(?:법|방법)(?:을|를)? ?(?:찾|검색|알아|알려)|자살 ?방법`,
    ),
    crisis(
      "method",
      `몇 ?층(?:에서|부터)? ?[^,]{0,6}(?:떨어지면|뛰어내리면) ?[^,]{0,4}죽|(?:어느|어떤|무슨) ?(?:다리|건물|아파트|옥상)[^,]{0,10}(?:뛰어내|죽)|(?:다리|옥상|건물|아파트|한강)(?:에서|에) ?뛰어(?:내리|들)`,
    ),
    crisis("method", `(?<!(?:번지|다이빙|낙하산|수영장|바다|물)[^,]{0,6})뛰어내리${WANT}${NOT_MINE}|뛰어내릴까`),
    crisis("method", `목(?:을)? ?(?:매${WANT}|매달${WANT}|맬까|매달까|매려고|매달려고|맬 ?(?:거|밧줄|줄))|목매달|목 ?맬 ?(?:밧줄|줄|끈)`),
    crisis("method", `번개탄(?:을)? ?(?:피우고|피워|으로) ?(?:죽|자살|놓)|번개탄 ?자살`),
    crisis(
      "method",
      `(?:${PILLS}(?:을|를)? ?(?:다|${MANY})|약(?:을|를)? ?${MANY}) ?(?:먹었|먹을|먹고 ?(?:죽|싶)|삼켰|털어 ?넣)|(?:${PILLS}|약)(?:을|를)? ?(?:모으고|모아 ?(?:두|놨|뒀))`,
    ),
    weak(
      "method",
      "crisis",
      `(?:밧줄|번개탄|수면제|칼)(?:을|를|도)? ?(?:샀|사 ?왔|준비|구했|손에)|(?:옥상|다리 ?위|난간)(?:에|위에) ?(?:올라 ?왔|서 ?있|와 ?있)`,
    ),

    // Preparations, goodbyes, attempts.
    crisis("preparatory-acts", `유서(?! ?깊|가 ?깊)(?:를|도|는)? ?(?:썼|쓰고|쓰는|써 ?(?:놨|놓|둔|뒀)|남기|남겼|작성|쓸까|써야|다 ?썼)`),
    crisis(
      "preparatory-acts",
      `자살 ?(?:시도|미수)(?:를|도)? ?(?:했|함|한 ?적|해 ?봤)${NOT_DONE}|(?:죽으려고|자살하려고|목을 ?매려고|뛰어내리려고) ?(?:했|시도)${NOT_DONE}|죽으려다 ?(?:실패|살았)|죽지 ?못했`,
    ),
    crisis("preparatory-acts", `(?:오늘이|이게) ?(?:내 ?)?인생(?:의)? ?마지막 ?(?:날|밤)`),
    weak(
      "preparatory-acts",
      "crisis",
      `마지막 ?인사|(?:그동안|지금까지|다들|모두) ?(?:정말 ?|너무 ?)?고마웠(?:어|다|어요)|안녕 ?(?:다들|모두|여러분)|다들 ?잘 ?(?:있어|지내)|미안해 ?(?:다들|엄마|아빠|모두)`,
    ),
    weak("preparatory-acts", "crisis", `(?:물건|짐|소지품|옷)(?:을|들을)? ?(?:다 ?|전부 ?)?(?:나눠 ?줬|정리했|버렸|처분)|주변 ?정리`),

    // Self-harm, now.
    crisis(
      "self-harm",
      `자해(?! ?(?:를|는|도)? ?(?:안|않|그만|끊|멈췄|멈춘))(?:를|도)? ?(?:했|하${WANT}|하고 ?있|해 ?버렸|해요|함|하게 ?돼|충동|흉터가 ?늘|중독|가 ?(?:안 ?멈|멈추지|안 ?끊))`,
    ),
    crisis("self-harm", `(?:또|다시|오늘도|어제도|방금) ?자해${NOT_DONE}`),
    crisis(
      "self-harm",
      `${LIMB}(?:을|를|에)? ?(?:칼|커터칼|커터|면도칼|면도날|가위)?(?:로)? ?(?:그었|긋고|그어|긋는|그을|긋${WANT}|그을래)${NOT_DONE}`,
    ),
    crisis(
      "self-harm",
      `(?:스스로|${ME} ?자신|내 ?몸)(?:를|을|에)? ?(?:해치|해쳤|상처 ?(?:를 ?)?(?:내|냈|입히|입혔)|다치게 ?(?:하|했|만들)|때리|때렸)(?!지 ?(?:않|마|말)|면 ?안)|피가 ?날 ?(?:때까지|정도로) ?(?:긁|때리|그었|긋)`,
    ),
    crisis("self-harm", `과다 ?복용(?:을)? ?(?:했|하${WANT}|하려|해 ?버렸|함)${NOT_DONE}|(?<![a-z])od ?(?:했|함|해 ?버렸|하${WANT})`),

    // Hopelessness: no reason to live, a burden, cannot go on.
    concern(
      "hopelessness",
      `(?:살|살아야 ?할|살아갈|살아 ?있을|사는|살아가는|삶의|인생의) ?(?:이유|의미|가치|자격)(?:가|도|는|를|을)? ?(?:없|모르겠|안 ?보여)`,
    ),
    concern(
      "hopelessness",
      `(?:내가|나) ?(?:없으면|사라지면|죽으면|없어지면) ?[^,]{0,8}(?:편할|행복할|나을|좋아할|좋을)|(?:내가|나) ?없는 ?(?:게|편이) ?(?:낫|나아|나을)`,
    ),
    concern(
      "hopelessness",
      `(?:짐|짐덩어리|짐짝) ?(?:만|밖에|일 ?뿐) ?(?:되|돼|된|안 ?돼|이야|이다|아니)|(?:나는|난|내가) ?[^,]{0,8}(?:짐|짐덩어리|짐짝|걸림돌)(?:이야|이다|야|다|예요|에요|일 ?뿐|인 ?것 ?같|이 ?(?:돼|된다|될))|(?:에게|한테) ?(?:짐|짐덩어리|걸림돌)(?:이|만|밖에)? ?(?:되|돼|된|일 ?뿐|이야|이다)|존재 ?(?:자체가|자체로) ?(?:민폐|짐|죄)|쓸모(?:없는|가 ?없는) ?(?:존재|인간)`,
    ),
    concern(
      "hopelessness",
      `살아갈 ?(?:자신|힘)이 ?없|더 ?이상 ?(?:못 ?살겠|살 ?수가 ?없|살아갈 ?수 ?없)|이렇게 ?(?:살기 ?싫|살${WANT}(?:지|진) ?않)`,
    ),
    concern("hopelessness", `(?:내가|나) ?죽어도 ?(?:아무도|누구도) ?(?:모를|신경 ?안|안 ?슬퍼|슬퍼하지)`),
    concern(
      "hopelessness",
      `(?:모든 ?(?:걸|것을|것|게)|전부 ?다|그냥 ?다) ?끝내${WANT}${NOT_MINE}|(?:모든 ?(?:걸|것을)|인생을|삶을|그냥 ?다) ?포기하${WANT}${NOT_MINE}`,
    ),
    weak(
      "hopelessness",
      "concern",
      `(?:더 ?이상 ?)?못 ?버티겠|버틸 ?(?:수가|힘이) ?없|희망이 ?(?:없|안 ?보)|미래가 ?안 ?보|사는 ?게 ?(?:너무 ?)?힘들|아무도 ?(?:날|나를) ?(?:필요로|원하지)`,
    ),

    // Someone the writer knows, at risk now (a death or a suicide in the past is grief: none).
    other(
      "suicidal-thoughts",
      `${OTHER_SUBJECT}(?:${SUBJECT_GAP}${THEIR_WISH}|[^,]{0,14}${THEIR_WISH}.{0,4}${HEARSAY})|죽${WANT}${HEARSAY}`,
    ),
    other("self-harm", `${OTHER_SUBJECT}${SUBJECT_GAP}${THEIR_HARM}|자해(?:를 ?)?한대`),
    other(
      "preparatory-acts",
      `(?:${OTHER_SUBJECT}|${OTHER}(?:한테서|에게서|한테) ?)[^,]{0,12}(?:유서(?! ?깊)|자살 ?(?:시도|미수)|마지막 ?인사(?:를|같은))`,
    ),

    // Long past, the writer not saying they are through it: concern.
    concern("suicidal-thoughts", `${PAST}${PAST_GAP}(?:죽고 ?싶|자살|자해|사라지고 ?싶)(?!.{0,30}${RECOVERED})`),
  ],
  idioms: [
    // 배고파 죽겠다, 웃겨 죽겠어, 보고 싶어 죽겠다: "dying of", as an intensifier.
    rx("[가-힣]{0,4}(?:아|어|워|와|해|파|려|겨|빠|러|라|나|서) ?죽겠(?:다|어|네|음|지|는데|어요|습니다|다고|잖아)?"),
    // 죽을 만큼, 죽을 것 같아, 죽을 뻔, 죽을 맛, 죽을죄: hyperbole and set phrases.
    rx("죽을 ?(?:만큼|정도로|정도|것 ?같|[거꺼] ?같|뻔|맛|죄|힘을 ?다해)"),
    // 죽는 줄 알았다: a fright, in the past.
    rx("죽는 ?줄 ?알았"),
    // 죽여준다, 죽인다, 죽이는 맛: it's awesome.
    rx("죽여(?:준다|주네|주는|줬다|줌)|죽인다|죽이네|죽이는|죽였다"),
    // 죽어도 안 가 (never), 죽어도 여한이 없다 (happy beyond words).
    rx("죽어도 ?(?:안|못|싫|여한이 ?없)"),
    // 죽기 살기로, 죽자 사자, 죽으나 사나, 죽었다 깨어나도, 죽고 못 산다 (madly in love).
    rx("죽기 ?살기로|죽자 ?사자|죽으나 ?사나|죽었다 ?깨어나도|죽고 ?못 ?살"),
    // 너 죽을래, 죽고 싶냐: a threat or a joke at someone else.
    rx("(?:너|니|너네|너희|당신|쟤|걔) ?(?:진짜 ?|좀 ?|정말 ?)?죽을래|죽고 ?싶(?:냐|니)"),
    // 웃다가 죽는 줄, 웃겨 죽어: laughing.
    rx("웃다가 ?죽|웃겨 ?죽|웃기다 ?죽"),
    // 죽도록 사랑해, 죽어라 공부했다: with all one's might.
    rx("죽도록|죽어라 ?(?:공부|일|달|뛰|연습|노력)"),
    // 자살골 (own goal), 자살행위 (a reckless act), 자살 폭탄 (news).
    rx("자살 ?(?:골|행위|특공|폭탄)"),
    // 시험 망했다, 죽었다 (I'm done for), 폰 죽었다 (the phone died).
    rx("(?:폰|핸드폰|배터리|컴퓨터|노트북|시험|성적) ?(?:이|가|은|는)? ?죽었"),
    // 유서 깊은 (historic): not a note.
    rx("유서 ?(?:가 ?)?깊"),
  ],
  negationBefore: rx(`(?:(?:^|\\s)안 ?|${OTHER_SUBJECT}${SUBJECT_GAP}|${HOSTILE}(?:이|가|은|는|도)? ?${SUBJECT_GAP}|${PAST}${PAST_GAP})$`),
  // ㅋ, ㅎㅎ, 크크, lol, a laughing face, or "just kidding" (농담이야, 장난임; not 장난 아니다).
  laughter: rx("ㅋ|ㅎㅎ|크크|키키|하하|히히|lol|😂|🤣|(?:농담|장난)(?:이야|임|이지|이에요|입니다|ㅋ)"),
  // A film, drama, webtoon, song, the news, a lesson or a prevention campaign: not the writer's.
  story: rx(
    "(?:영화|드라마|웹툰|소설|만화|애니|노래|뉴스|기사|다큐|책|게임)(?:에서|속|에 ?나오는|의 ?(?:주인공|등장인물|캐릭터|가사))|주인공|등장인물|캐릭터|가사(?:에|가|는|처럼)|보도|(?:자살|생명) ?(?:예방|방지)|통계|자살률|(?:수업|강의|교육|세미나|캠페인)(?:에서|시간에)",
  ),
};
