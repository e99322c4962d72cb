// The words the Japanese crisis phrase table (ja.ts) is built from: pattern sources for the
// verbs, people and times its rules name, each written once and used by several rules.

// ---- Slots --------------------------------------------------------------------------------

/** 死 as people type it online: kana, タヒ (drawn like 死), 氏 and 4 (both read "shi"). */
export const SHI = "(?:死|し|シ|タヒ|氏|4)";
/**
 * 〜たい and its forms: たい, たかった (recent past counts), たくなる/たくなった (not たくない),
 * てぇ/てえ/てー (rough speech), たみ/たさ (net nouns: 死にたみ), たすぎ. Not に対して written in kana
 * (わたしにたいして).
 */
export const TAI = "(?:たい(?!し[てた]|する)|たか(?=った)|たく(?=な[るりっ])|てぇ|てえ|てー|た[みさ]|たす(?=ぎ))";
/** After a phrase: someone else said it (…って言ってた, …って言われた, …らしい). */
export const REPORTED =
  "(?:って|と)(?:言って(?:た|る|い)|言われ|話して(?:た|る|い)|相談され|打ち明けられ|(?:line|ライン|メッセージ|連絡|電話)が来)|らしい|んだって";
/**
 * After a phrase: words that take it back (…わけじゃない, …とは思わない, …と思ったことはない,
 * …気持ちはもうない) or make it what someone said to the writer (…って言われた).
 */
export const NOT_MINE = `(?!(?:わけ|訳)(?:じゃ|では|でも)な|(?:とは|なんて|なんか|と|って)(?:は|も)?(?:思わ|思ってな|思っていな|思ってもな|考えてな|考えていな|考えな|言わ)|(?:と|って)(?:思った|考えた|思う)こと(?:は|が|も)?な|気持ち(?:は|も)(?:もう)?(?:な|消え)|${REPORTED})`;
/** After a word for cutting: not doing it, stopping, or talking about it (リスカはしなかった, リスカの跡). */
export const NOT_CUT = "(?!(?:を|は|も)?(?:しな|してな|していな|しませ|せず|やめ|止め|我慢|について|の(?:跡|痕|動画|話)))";
/** A verb form after the phrase that negates it (…してない, …しなかった, …ことはない). */
export const NOT_DONE = "(?!(?:こと)?(?:は|が|も)?(?:ない|無い|な[かく]|ません|いない))";
/** The writer, said or not. */
export const ME = "(?:私|わたし|あたし|俺|おれ|オレ|僕|ぼく|ボク|自分|うち)";
/** People the writer knows, named as the subject of a sentence. */
export const OTHER =
  "(?:親友|友達|友だち|ともだち|友人|彼氏|彼女|彼|夫|妻|旦那|嫁|母親|父親|お母さん|お父さん|母|父|ママ|パパ|兄|姉|弟|妹|お兄ちゃん|お姉ちゃん|息子|娘|子ども|子供|同僚|先輩|後輩|同級生|クラスメイト|部下|上司|生徒|恋人|[\\p{Script=Han}\\p{Script=Katakana}ー]{1,6}(?:さん|ちゃん|くん|君))";
/** A person the writer knows as the subject of the sentence. */
export const OTHER_SUBJECT = `${OTHER}(?:が|は|も|って)`;
/**
 * Between that subject and a phrase, when the phrase is still theirs: no "but", "because",
 * "since" or て/で joining a clause of the writer's own (母が嫌いで死にたい is the writer's).
 */
export const SUBJECT_GAP = "(?:(?!けど|けれど|のに|でも|から|ので|[てで、,]).){0,14}";
/** Someone the writer is angry at (あいつは死んだ方がいい is not about the writer). */
export const HOSTILE = "(?:あいつ|こいつ|そいつ|アイツ|コイツ|あの人|あの野郎|奴ら?|やつら?)";
/** Someone else's wish to die or thoughts of suicide, as the writer reports them. */
export const THEIR_WISH = `(?:${SHI}に(?:たい|たがって)|自殺(?:し(?:たい|よう|たがって)|を考え)|消えたい)(?!(?:わけ|訳)(?:じゃ|では)な)`;
/** Someone else cutting or overdosing now. */
export const THEIR_CUTTING = "(?:(?:リスカ|リストカット|アムカ|自傷(?:行為)?)(?:を)?し(?:てる|ている|てた|ていた|たい|ちゃ)|odし)";
/** A long-past time (not 昔から, "for a long time now", which goes on). */
export const PAST =
  "(?:昔(?!から)|以前|子供の頃|子どもの頃|小さい頃|幼い頃|学生の頃|学生時代|(?:中学|高校|大学)(?:生)?(?:の頃|のとき|の時|時代)|若い頃|十代の頃|[0-9一二三四五六七八九十数何]+年前)";
/** Between a long-past time and the phrase: not "since", "still", "again" (those go on). */
export const PAST_GAP = "(?:(?!から|今も|今でも|まだ|また|[、,]).){0,14}";
/** Said after a long-past phrase: the writer is through it now. */
export const RECOVERED =
  "(?:今は|いまは|今では|今はもう)[^、,]{0,10}(?:元気|幸せ|大丈夫|平気|楽しく|楽しい|落ち着|克服|乗り越え|生きててよかった|前向き)";
/** Sleeping pills and the medicines people take too many of. */
export const PILLS = "(?:睡眠薬|睡眠導入剤|眠剤|安定剤|抗不安薬|精神薬|市販薬|風邪薬|頭痛薬|鎮痛剤|咳止め|薬)";
/** All of them, at once: how an overdose is said. */
export const MANY =
  "(?:全部|ぜんぶ|まとめて|一気に|大量に|大量の|ありったけ|一箱|ひと箱|一瓶|ひと瓶|一シート|[0-9]{2,}錠|[0-9]{2,}粒|何十錠)";
/** Cutting oneself, in the words people use: リスカ (wrist), アムカ (arm), レグカ (leg). */
export const CUT = "(?:リスカ|りすか|リストカット|アムカ|レグカ|自傷(?:行為)?)";
/** What people cut themselves with. */
export const BLADE = "(?:カッター|カミソリ|剃刀|ナイフ|刃物|包丁)";
