// Japanese crisis phrase table. Categories and levels are the English detector's (C-SSRS
// screener; docs/decisions/008-crisis-detection.md): "want to die" said plainly (死にたい) is a
// crisis as "i want to die" is, a passive wish (消えたい, 生まれてこなければよかった) and
// hopelessness (生きる意味がない, 迷惑な存在) are concern, two concerns about the writer make a
// crisis (match.ts). Japanese drops the subject, so a phrase with no one named is the writer's.
//
// Japanese negates after the verb (死にたくない, 死にたいとは思わない, 死ぬつもりはない):
// the patterns carry that in lookaheads. `negationBefore` is used for what comes before a
// phrase and takes it from the writer: a named person as its subject (友達が…死にたいって),
// someone the writer is angry at (あいつは死んだ方がいい), or a long-past time (昔は…). The
// `who: "other"` rules and the long-past rule start at that person or time, so their own match
// is not taken back.
//
// Text is folded by match.ts (NFKC, lower case): full-width letters and half-width katakana
// arrive as ASCII and full-width katakana, "ｗｗ" as "ww". Patterns are NFKC-normalised too
// (rx below), so they may be written with either form.
import type { LanguageCrisisTable } from "./table";
import { nfkc, sourceRules } from "./script-rules";
import {
  BLADE,
  CUT,
  HOSTILE,
  MANY,
  ME,
  NOT_CUT,
  NOT_DONE,
  NOT_MINE,
  OTHER,
  OTHER_SUBJECT,
  PAST,
  PAST_GAP,
  PILLS,
  RECOVERED,
  REPORTED,
  SHI,
  SUBJECT_GAP,
  TAI,
  THEIR_CUTTING,
  THEIR_WISH,
} from "./ja-words";

/** A pattern over folded text: NFKC like the text it reads, Unicode mode, no `g`. */
const rx = nfkc;
const { crisis, concern, other, weak } = sourceRules(rx);

// ---- Rules --------------------------------------------------------------------------------

export const JA_CRISIS: LanguageCrisisTable = {
  language: "ja",
  foldAccents: false,
  rules: [
    // Wish to be dead, said plainly: as "i want to die", a crisis.
    crisis("wish-to-be-dead", `${SHI}(?:に${TAI}|ニタイ)${NOT_MINE}|逝き${TAI}${NOT_MINE}`),
    crisis("wish-to-be-dead", `死んだ(?:ほう|方)が(?:まし|マシ|いい|良い|楽|よかった|良かった)${NOT_MINE}`),
    crisis("wish-to-be-dead", `${ME}(?:なんか|なんて|は|が|も|って)[^、,]{0,4}(?:死|タヒ)(?:ねば|ねたら|ねれば)(?:いい|楽|良い|まし)`),
    crisis(
      "wish-to-be-dead",
      `(?:死|タヒ)ね(?:たら|れば)(?:いい|楽|良い|どんなに)|死なせて(?:ほしい|欲しい|ください|くれ)|死んで(?:楽|らく)に(?:なりたい|なれる)`,
    ),
    crisis(
      "wish-to-be-dead",
      `(?<!ために|ように|みたいに)(?:もう|これ以上)?生き(?:てい|て|)たく(?:ない|なかった)(?!(?:わけ|訳)(?:じゃ|では)な)`,
    ),
    // Passive wish: to vanish, not to wake, not to have been born, tired of living.
    concern("wish-to-be-dead", `(?:消え|きえ|いなくなり|居なくなり)(?:て(?:しまい|なくなり)|ちゃい)?${TAI}${NOT_MINE}`),
    concern(
      "wish-to-be-dead",
      `永眠し${TAI}|(?:永遠に|二度と)(?:眠り|眠って)(?:い)?${TAI}|死ぬ(?:の|こと)(?:が|は|も)?(?:もう)?(?:怖くない|こわくない|怖くなくなった)`,
    ),
    concern(
      "wish-to-be-dead",
      `[生産]まれ(?:て(?:こ|来|き)?)?(?:なければ|なきゃ|なけりゃ|なかったら|なかった方が|ない方が)(?:よかった|良かった|いい|まし|マシ)|[生産]まれて(?:き|来)たく(?:なかった|はなかった)|[生産]まれて(?:きて|来て)?(?:ごめん|すみません|すいません)`,
    ),
    concern(
      "wish-to-be-dead",
      `(?:目が覚め|目覚め|目を覚まさ)(?:なければ|なきゃ|なかったら|ないでほしい|ない方が)(?:いい|良い|よかった|楽|いいのに)|(?:二度と|永遠に|このまま)(?:目が覚め|目覚め)たくない`,
    ),
    concern(
      "wish-to-be-dead",
      `生き(?:る|てる|ている|てく|ていく)(?:の|こと)(?:が|に|は)(?:疲れ|つかれ|しんどい|つらい|辛い|嫌|いや|めんどくさい|面倒)|人生に疲れ`,
    ),
    concern("wish-to-be-dead", `(?:もう|いつ)死んで(?:も)?(?:いい|良い|かまわない|構わない)(?!(?:くらい|ぐらい|ほど|から))`),
    concern("wish-to-be-dead", `誰か${ME}?(?:を)?殺して(?:ほしい|欲しい|くれ(?!る))`),

    // Suicidal thoughts.
    crisis("suicidal-thoughts", `(?:自殺|じさつ|ジサツ|自死)(?:を)?し(?:${TAI}|よう?|ちゃおう|ちゃい${TAI})${NOT_MINE}`),
    crisis(
      "suicidal-thoughts",
      `(?:自殺|自死)(?:を|について|の(?:こと|事)(?:を|ばかり)?)(?:考え|かんがえ)(?:て|た|る|ちゃ|てしま)|自殺が頭(?:を|から|に)`,
    ),
    crisis(
      "suicidal-thoughts",
      `(?:希死念慮|自殺願望|自殺衝動|自殺念慮|自殺したい気持ち)(?!(?:は|も|が)?(?:もう)?(?:ない|無い|なくな|消え|ありません))`,
    ),
    crisis("suicidal-thoughts", `(?:死|タヒ|氏)のう(?!と(?:した|して))${NOT_MINE}|(?<![ぁ-ん])しのう(?=かな|と思|って思)`),
    crisis("suicidal-thoughts", `命を(?:絶|断)(?:ち${TAI}|とう|とうかな|つ(?:つもり|しかない|ことにした))`),
    crisis(
      "suicidal-thoughts",
      `(?:人生|命|自分)(?:を)?(?:終わら(?:せ)?${TAI}|終わらせよう|終わりにし${TAI})|${ME}(?:自身)?を殺(?:し${TAI}|そう|す(?:しかない|つもり))`,
    ),
    crisis("suicidal-thoughts", `死ぬ(?:しか|以外に?)(?:ない|道(?:は|が)?ない|方法(?:は|が)?ない)`),
    concern("suicidal-thoughts", `死ぬ(?:こと|の)(?:ばかり|ばっかり|ばっか|しか)(?:考え|頭に)|死について(?:ばかり|ずっと)?考えてしま`),

    // Intent: going to, decided, now.
    crisis(
      "intent",
      `(?:死|自殺)(?:ぬ|する)(?:つもり|予定|覚悟(?:が|は)?(?:できた|決まった)|決意|(?:こと|の)に(?:した|決めた)|(?:って|と)決めた)(?!は?(?:もう)?(?:ない|無い|ありません|なかった|なくなった))`,
    ),
    crisis(
      "intent",
      `(?:今日|今夜|今晩|明日|あした|今から|いまから|これから|もうすぐ|今週末|週末)(?:は|に|こそ|の夜に?)?(?:もう|絶対|必ず|本当に|ほんとに|きっと)?(?:死ぬ(?!かと|と(?:し|したら)|なら|としても|かも)|死にます|自殺する|飛び降りる|首を吊る|終わらせる)`,
    ),
    crisis("intent", `(?:死|タヒ)んでやる`),
    weak("intent", "crisis", `(?:もう|ついに)決め(?:た|ました)$|覚悟は(?:できた|決まった)`),

    // Plan: when, where, how.
    crisis("plan", `死ぬ(?:日|場所|方法|やり方|時間)(?:を|も|は)?(?:もう)?(?:決めた|決まった|決めてある|決めてる)`),
    crisis("plan", `(?:どうやって|どう)(?:死ぬ|死のう|自殺する)(?:か)?(?:は|も|を)?(?:もう)?決め(?:た|てある|てる)|自殺(?:の)?計画`),
    crisis(
      "plan",
      `(?:月曜|火曜|水曜|木曜|金曜|土曜|日曜|誕生日|週末|来週|月末|[0-9]{1,2}日)(?:日)?(?:に|の夜に|の朝に)(?:は)?(?:死ぬ|死の|自殺|飛び降り|首を吊)`,
    ),
    weak(
      "plan",
      "crisis",
      `(?:場所|日にち|日付|方法|やり方|段取り|計画)(?:も|は|を)?(?:もう)?(?:決めた|決めてある|決まった|立てた)|決行(?:日|する|は)`,
    ),

    // Method: means, and searching for them.
    crisis(
      "method",
      `(?:何錠|何粒|何個|何箱|何シート|どれ(?:くらい|ぐらい|だけ)|どの(?:くらい|ぐらい))[^、,]{0,10}(?:飲め?ば|飲んだら|飲むと|odすれば)[^、,]{0,4}(?:死ね|死ぬ|死にま|楽に)`,
    ),
    crisis("method", `(?<!(?:カフェイン|コーヒー|塩|水|砂糖|アルコール)の?)致死量`),
    crisis(
      "method",
      `(?:楽に|確実に|痛くない|苦しまずに|苦しくない|簡単に|きれいに)死(?:ねる|ぬ)(?:方法|やり方|場所|薬)|(?:楽な|痛くない|確実な)死に方|死に方(?:を)?(?:調べ|検索|探)|自殺(?:の)?(?:方法|やり方|仕方)|死ねる(?:方法|場所|薬|高さ)`,
    ),
    crisis(
      "method",
      `(?:どの|どこの|何階|何メートル)[^、,]{0,8}(?:ビル|橋|マンション|屋上|建物|階)[^、,]{0,8}(?:死ね|死ぬ|飛び降り)|何階から(?:落ち|飛び降り)たら`,
    ),
    crisis(
      "method",
      `首(?:を)?(?:吊|つ)(?:る(?!した)|ろう|り${TAI})|首吊り(?:${TAI}|し${TAI}|しよう|する(?:つもり|しかない)|用|の(?:ロープ|縄|仕方|やり方|方法))|(?:首|吊る)(?:用の|ための)(?:ロープ|縄)`,
    ),
    crisis("method", `(?:ロープ|縄|紐|ベルト|タオル)(?:を)?(?:ドアノブ|ドア|梁|天井|クローゼット|カーテンレール)に(?:かけ|掛け|結|巻)`),
    crisis("method", `練炭(?:自殺(?:し${TAI}|しよう|する)|を(?:買|用意|焚|炊)|を車)`),
    crisis(
      "method",
      `(?<!(?:バンジー|スカイダイビング|パラシュート|プール|海|川)[^、,]{0,8})飛び降り(?:${TAI}|よう|自殺(?:し${TAI}|しよう|する)|る(?:つもり|しかない))|(?:電車|線路|ホーム|トラック|車)(?:に|へ|から)[^、,]{0,4}飛び込(?:む|み${TAI}|もう)|(?:ビル|屋上|橋|マンション|ベランダ)から飛び降り`,
    ),
    crisis("method", `${PILLS}(?:を)?${MANY}(?:を)?飲(?:む|み${TAI}|もう|んで|んだ|んじゃ|め)|${PILLS}(?:を)?(?:貯め|ため|溜め)(?:て|た)`),
    weak(
      "method",
      "crisis",
      `(?:ビル|マンション|建物)?の?屋上に(?:いる|来た|きた|来てる|立って)|(?:橋|線路|踏切)の(?:上|そば|近く)に(?:いる|来た|きた|立って)`,
    ),
    weak(
      "method",
      "crisis",
      `(?:ロープ|縄|睡眠薬|眠剤|包丁|ナイフ|カッター)(?:を|が)?(?:手に|握って|握りしめて|用意(?:して|した)|手元に|買(?:った|ってきた))`,
    ),

    // Preparations, goodbyes, attempts.
    crisis("preparatory-acts", `遺書(?:を|は|も)?(?:書|かい|用意|残|準備|したため|です|だ|になる)`),
    crisis(
      "preparatory-acts",
      `(?:自殺|じさつ)未遂(?:を)?(?:した|して|しちゃ|しました)${NOT_DONE}|(?:(?:死|タヒ)のう|自殺しよう|自殺を図ろう|首を吊ろう|飛び降りよう|手首を切ろう)と(?:した|して)${NOT_DONE}|自殺を図っ|死に(?:きれ|切れ)なかった|死ねなかった`,
    ),
    crisis("preparatory-acts", `今日が(?:${ME}の)?人生(?:で)?最後の日|この世(?:に|と)(?:さよなら|さようなら|別れ)`),
    weak(
      "preparatory-acts",
      "crisis",
      `(?:持ち物|私物|大事なもの|宝物|物|もの)(?:を|は)?(?:全部|みんな|ぜんぶ)?[^、,]{0,6}(?:あげ|譲っ|配っ|処分し)(?:た|ちゃった|てる)|身辺整理`,
    ),
    weak(
      "preparatory-acts",
      "crisis",
      `(?:今まで|いままで)(?:本当に)?ありがとう|さよう?なら|お世話になりました|(?:これが|これで)最後の(?:投稿|日記|書き込み|メッセージ)`,
    ),

    // Self-harm, now.
    crisis(
      "self-harm",
      `${CUT}(?:を)?(?:し(?:${TAI}|そう|よう|ちゃ|た|て(?:る|いる|しま))|が(?:止まらない|やめられない)|癖|衝動)${NOT_DONE}`,
    ),
    crisis("self-harm", `(?:また|今日も|昨日も|昨夜|さっき|今日)[^、,]{0,3}${CUT}${NOT_CUT}`),
    crisis(
      "self-harm",
      `(?:${BLADE}で)?(?:腕|手首|うで|太もも|太腿|二の腕)(?:を|に|も)?(?:${BLADE}で)?(?:切っ(?:た|ちゃ|て(?:る|いる|しま))|切り${TAI}|切り刻|切ろう)${NOT_DONE}`,
    ),
    crisis(
      "self-harm",
      `${ME}(?:を|の体を)(?:傷つけ|痛めつけ|罰し|殴り|殴っ)(?:${TAI}|た|て(?:る|いる|しま)|ちゃ)${NOT_DONE}(?!人|相手|やつ|奴|言葉|元)|根性焼き`,
    ),
    crisis(
      "self-harm",
      `(?:(?<![a-z0-9])od(?![a-z])|オーバードーズ|過剰摂取|過量服薬)(?:を)?(?:し(?:${TAI}|た|ちゃ|て(?:る|しま)|よう)|中)${NOT_DONE}`,
    ),
    crisis("self-harm", `血が(?:出る|でる|にじむ)まで(?:掻|搔|かい|引っ掻|切|殴|叩)`),

    // Hopelessness: no reason to live, a burden, cannot go on.
    concern(
      "hopelessness",
      `生き(?:る|てる|ている|てく|ていく|て)?(?:意味|価値|理由|意義|希望|気力)(?:が|も|は|なんて|なんか)?(?:ない|無い|ねえ|ねぇ|ねー|なくなった|見つからない|わからない|分からない|わからん|分からん)|生きてても(?:仕方|しょうがない|意味|無駄)|生きてて(?:ごめん|すみません|すいません)`,
    ),
    concern(
      "hopelessness",
      `${ME}(?:が|なんか|なんて|は|って)?(?:いない|居ない|いなくなった|消えた)(?:ほう|方)が[^、,]{0,10}(?:幸せ|楽|いい|良い|まし|平和|喜ぶ|うまくいく)|${ME}(?:なんか|なんて)?(?:が)?(?:いなければ|いなきゃ|いなかったら)[^、,]{0,8}(?:幸せ|楽|よかった|済む)`,
    ),
    concern(
      "hopelessness",
      `${ME}(?:は|って|なんか|なんて)?(?:ただの|みんなの|家族の|周りの)?(?:お荷物|重荷|厄介者|邪魔者|迷惑な存在|迷惑でしかない|いらない(?:子|人間|存在)|要らない(?:子|人間|存在)|価値の(?:ない|無い)(?:人間|存在))`,
    ),
    concern(
      "hopelessness",
      `(?:家族|みんな|皆|周り)(?:の|に)(?:迷惑|負担|重荷)(?:ばかり|しか|にしか|でしかない)|(?:生きてる|生きている|いる)だけで迷惑|存在(?:自体|そのもの)?が迷惑`,
    ),
    concern("hopelessness", `(?:もう|これ以上)生きて(?:いけ|行け|られ)ない|生きていく(?:自信|気力)が(?:ない|無い)`),
    concern("hopelessness", `死んで(?:も)?(?:誰も|だれも)(?:悲しま|困ら|気にし|気づか|泣か)ない`),
    concern("hopelessness", `(?:全部|すべて|全て|何もかも)(?:を)?終わりにし${TAI}|何もかも終わらせ${TAI}`),
    weak(
      "hopelessness",
      "concern",
      `もう(?:無理|むり)(?!やり)|もう限界|希望が(?:ない|無い)|未来が見えない|楽になり${TAI}|誰も${ME}?(?:を|のこと)?(?:必要としてない|必要としていない)`,
    ),

    // Someone the writer knows, at risk now (not a death or suicide in the past: grief is none).
    other(
      "suicidal-thoughts",
      `${OTHER_SUBJECT}(?:${SUBJECT_GAP}${THEIR_WISH}|[^、,]{0,14}${THEIR_WISH}(?=${REPORTED}))|${SHI}にたが(?:って|る)|${SHI}にたい${REPORTED}`,
    ),
    other("self-harm", `${OTHER_SUBJECT}(?:${SUBJECT_GAP}${THEIR_CUTTING}|[^、,]{0,14}${THEIR_CUTTING}(?=${REPORTED}))`),
    other("preparatory-acts", `(?:${OTHER_SUBJECT}|${OTHER}から)[^、,]{0,12}(?:自殺未遂|遺書|さよならの(?:メッセージ|line))`),

    // Long past, the writer not saying they are through it: concern.
    concern(
      "suicidal-thoughts",
      `${PAST}(?:は|に|の頃は?)?${PAST_GAP}(?:${SHI}に(?:たい|たか)|死のう|自殺|${CUT}|消えたい|消えたか)(?!.{0,30}${RECOVERED})`,
    ),
  ],
  idioms: [
    // 死ぬほど眠い, 死ぬくらい笑った: "to death" as an intensifier.
    rx("死ぬ(?:ほど|程|くらい|ぐらい)"),
    // 死ぬかと思った: a fright, in the past.
    rx("死ぬかと(?:思った|思いました|思う|思ったわ)"),
    // 死ぬ気で頑張る, 死ぬ覚悟で: giving it everything.
    rx("死ぬ(?:気|覚悟|思い)で|死ぬ(?:気|覚悟)になれば"),
    // 死ぬまでに行きたい場所: a bucket list.
    rx("死ぬまで(?:に)?(?:一度は)?"),
    // 暑くて死ぬ, 眠すぎて死にそう, 腹減って死にそう, 尊すぎて死ねる.
    rx(
      "(?:くて|すぎて|過ぎて|減って|へって|空いて|すいて)(?:マジで|まじで|ほんとに|本当に)?(?:死ぬ|死にそう|死んじゃう|死んじゃいそう|死ねる|死んだ)",
    ),
    // 恥ずかしくて死にたい, 眠すぎて消えたい: hyperbole with a trivial cause.
    rx(
      "(?:恥ずかし|眠|暑|寒|かわい|可愛|尊|面白|おもしろ)(?:くて|すぎて|過ぎて)(?:マジで|まじで|ほんとに|本当に)?(?:死にたい|消えたい|死にそう)",
    ),
    // 死んだように眠った: slept like the dead.
    rx("死んだように(?:眠|寝)"),
    // 殺す気か, 上司に殺される: exasperation and jokes.
    rx("殺す気(?:か)?|殺される(?:かと)?|殺されそう|殺しに(?:来|き)て"),
    // 死んでも嫌だ (never), 死んでもいいくらい美味しい (so good).
    rx("死んでも(?:いや|嫌|やだ|無理|行かない|しない|やらない|許さない|離さない|譲れない)|死んでもいい(?:くらい|ぐらい|ほど)"),
    // ラーメン食べないと死ぬ病: net joke.
    rx("ないと死ぬ(?:病)?"),
    // Game and fiction words: 死亡フラグ, 死にゲー, 死に戻り.
    rx("死亡フラグ|死にゲー|死に覚え|死に戻り"),
    // 自殺行為 (a reckless act), 自殺点 (own goal).
    rx("自殺行為|自殺点"),
  ],
  negationBefore: rx(
    `(?:${OTHER_SUBJECT}${SUBJECT_GAP}|${HOSTILE}(?:は|が|も|なんか|なんて)?[^、,]{0,8}|${PAST}(?:は|に|の頃は?)?${PAST_GAP})$`,
  ),
  // ww (ｗｗ folds to it), 草 as a laugh (not in 草原, 雑草), (笑) and 笑 closing a sentence.
  laughter: rx(
    "(?<![a-z])w+(?![a-z./杯])|(?<!\\p{Script=Han})草(?=$|[\\s!?w)。]|生え|はえ)|\\(笑\\)|(?<!\\p{Script=Han})笑(?=$|[\\s!?w)。]|笑)|lol|😂|🤣|なんちゃって|冗談(?:だよ|です|だけど)",
  ),
  // A film, drama, manga, song, the news, a lesson or a prevention campaign: not the writer's.
  story: rx(
    "(?:映画|ドラマ|アニメ|漫画|マンガ|小説|ゲーム|(?<![日資基根])本|曲|歌)(?:の中|で|では|の(?:主人公|キャラ|登場人物|歌詞|セリフ|台詞))|主人公|登場人物|歌詞|セリフ|台詞|(?:ニュース|記事)(?:で|によると|では|になって)|の記事|報道|新聞|自殺(?:予防|防止|対策|率)|啓発|統計|(?:授業|講義|研修|講演|セミナー|ゼミ)(?:で|が|の|を受け)",
  ),
};
