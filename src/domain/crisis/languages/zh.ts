// Chinese crisis phrase table, Simplified and Traditional characters in one table. Categories
// and levels are the English detector's (C-SSRS screener; docs/decisions/008-crisis-detection.md):
// "want to die" said plainly (我想死, 不想活了) is a crisis as "i want to die" is, a passive wish
// (想消失, 活着好累) and hopelessness (活着没意思, 我是个累赘) are concern, two concerns about
// the writer make a crisis (match.ts). Chinese often drops the subject: a phrase with no one
// named is the writer's.
//
// Chinese negates before the verb (不想死, 没想过自杀, 别伤害自己): `negationBefore` holds the
// negation just before a phrase. It also holds what takes a phrase from the writer: a person the
// writer knows named as its subject (我朋友说她想死), and a long-past time (以前…). The
// `who: "other"` rules and the long-past rule start at that person or time, so their own match is
// not taken back. Phrases that start with their own negation (不想活) are read whole.
//
// Patterns are written in Simplified characters; `both` (below) lets each character that has a
// Traditional form match either (想自杀 also reads 想自殺). Text is folded by match.ts with NFKC:
// full-width punctuation arrives as ASCII ("，" as ",", "？" as "?").
import type { LanguageCrisisTable } from "./table";
import { sourceRules } from "./script-rules";

/**
 * The Simplified characters the patterns use that have a Traditional form, each followed by that
 * form (or forms: 发 is 發 or 髮): "杀殺" lets 杀 also match 殺.
 */
const TRADITIONAL_PAIRS = [
  "与與 丑醜 东東 丢丟 两兩 个個 为為 么麼 义義 乐樂 书書 买買 仓倉 们們 价價",
  "会會 伤傷 体體 余餘 儿兒 党黨 关關 兴興 冲衝 决決 冻凍 准準 减減 几幾 击擊",
  "划劃 剂劑 剧劇 办辦 动動 劲勁 单單 卖賣 卧臥 厌厭 发發髮 台臺 后後 吓嚇",
  "周週 咸鹹 图圖 圆圓 坚堅 壶壺 处處 备備 够夠 头頭 妈媽 学學 宝寶 实實 宠寵",
  "对對 寻尋 尝嘗 尴尷 层層 帅帥 帮幫 干乾幹 应應 开開 张張 态態 怜憐 总總",
  "恋戀 恶惡 惩懲 愿願 戏戲 报報 担擔 择擇 挂掛 挤擠 据據 撑撐 攒攢 无無 时時",
  "晒曬 杀殺 条條 来來 松鬆 栋棟 样樣 桥橋 楼樓 残殘 气氣 没沒 游遊 点點 烟煙",
  "烦煩 烧燒 烫燙 热熱 爱愛 现現 电電 画畫 盐鹽 种種 称稱 简簡 系係繫 紧緊",
  "线線 终終 经經 结結 给給 绝絕 统統 绳繩 缝縫 罚罰 羡羨 翘翹 脱脫 脸臉 腻膩",
  "药藥 袭襲 见見 规規 视視 计計 让讓 记記 讲講 诀訣 诉訴 词詞 试試 话話 该該",
  "说說 读讀 课課 谁誰 谓謂 谢謝 负負 资資 赘贅 轨軌 轻輕 较較 辈輩 边邊 过過",
  "还還 这這 远遠 连連 选選 遗遺 郁鬱 锅鍋 长長 间間 闷悶 闺閨 闻聞 难難 顶頂",
  "须須鬚 顾顧 预預 颗顆 饿餓 馋饞 骂罵 鲨鯊 从從 断斷 机機 猫貓 着著 礼禮",
  "装裝 里裡裏 钻鑽 面麵 马馬 懒懶 倾傾 写寫 农農 别別",
].join(" ");
const TRADITIONAL: ReadonlyMap<string, string> = new Map(
  TRADITIONAL_PAIRS.split(" ").map((pair) => [pair.slice(0, 1), pair.slice(1)] as const),
);

/** Each character with a Traditional form matches either: 杀 → [杀殺] (inside a class, both letters). */
function both(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === "\\") {
      out += c + (source[i + 1] ?? "");
      i += 1;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    const trad = TRADITIONAL.get(c);
    out += trad === undefined || trad === c ? c : inClass ? c + trad : `[${c}${trad}]`;
  }
  return out;
}

/** A pattern over folded text: Simplified or Traditional, NFKC like the text, Unicode mode, no `g`. */
const rx = (source: string): RegExp => new RegExp(both(source.normalize("NFKC")), "u");
const { crisis, concern, other, weak } = sourceRules(rx);

// ---- Slots --------------------------------------------------------------------------------

/** People the writer knows (and he/she, not 其他 "other"), not after a word that makes them an object. */
const OTHER =
  "(?<![和跟给对被让把与替为向帮陪骂打])(?:好朋友|朋友|闺蜜|好友|同学|室友|同事|男朋友|女朋友|男友|女友|老公|老婆|妈妈|爸爸|我妈|我爸|哥哥|姐姐|弟弟|妹妹|儿子|女儿|孩子|表哥|表姐|表妹|堂弟|(?<!其)他|她)";
/**
 * Between that person and a phrase, when the phrase is still theirs: "told me" may come between,
 * but not 我 starting the writer's own clause, nor but, so, because, then or a comma
 * (妈妈骂我我想死 is the writer's).
 */
const SUBJECT_GAP = "(?:(?:跟|和|对|给)我(?:说|讲)|告诉我|(?!我|但|可是|所以|因为|然后|[,]).){0,10}";
/** Someone else's wish to die, thoughts of suicide or self-harm, as the writer reports them. */
const THEIR_WISH = "(?:想死|想去死|不想活|想自杀|想轻生|想跳楼|有自杀的?(?:念头|想法))";
const THEIR_HARM = "(?:自残|自伤|割腕|划手(?!机)|伤害自己)";
/** A long-past time (not 一直以来, "all along", which goes on). */
const PAST =
  "(?:以前|从前|小时候|上学的时候|读书的时候|(?:高中|初中|大学|中学)(?:的时候|时|那会儿?)|(?:[0-9]+|一|两|三|四|五|六|七|八|九|十|几)年前|曾经)";
/** Between a long-past time and the phrase: not 现在还, 还是, 又, 仍然 (those go on). */
const PAST_GAP = "(?:(?!现在|还|又|仍|依然|至今|[,]).){0,12}";
/** Said after a long-past phrase: the writer is through it now. */
const RECOVERED = "(?:现在|如今)(?:已经)?(?:好了|好多了|没事了|很好|走出来了|挺好|很幸福|很开心|过得很好)";
/** Sleeping pills and the medicines people take too many of. */
const PILLS = "(?:安眠药|止痛药|抗抑郁药|退烧药|感冒药|药)";
/** All of them, at once: how an overdose is said. */
const MANY = "(?:一整瓶|一瓶|一把|一盒|好多|很多|一大把|[0-9]{2,}片|几十片)";

// ---- Rules --------------------------------------------------------------------------------

export const ZH_CRISIS: LanguageCrisisTable = {
  language: "zh",
  foldAccents: false,
  rules: [
    // Wish to be dead, said plainly: as "i want to die", a crisis (想死你了 is an idiom, blanked;
    // not 想 before a word that starts with 死: 死亡, 死后, 死去的奶奶, 死刑).
    crisis("wish-to-be-dead", "想去?死(?!的心|你|您|他|她|它|亡|后|去的|者|神|刑|因|板|角|胡同|穴|守|敌|对头|讯|状)"),
    crisis("wish-to-be-dead", "不想再?活(?!在|成|得像)"),
    crisis(
      "wish-to-be-dead",
      "(?<!生)(?:还不如|不如|倒不如|干脆)(?:去)?死(?:了|掉)?|死了(?:算了|就好了|一了百了|最好)|一死了之|(?:我|还是|干脆)(?:就)?去死(?:吧|算了|好了)",
    ),
    crisis("wish-to-be-dead", "我(?:真的?|就|是)?(?:该|应该)去?死(?!的)|让我(?:去)?死(?:吧|掉)?"),
    // Passive wish: to vanish, not to wake, not to have been born, tired of living.
    concern("wish-to-be-dead", "想死的心都有|(?<![你他她])活腻了|不活了"),
    concern("wish-to-be-dead", "(?:想|好想|真想|希望(?:我|自己)?(?:能)?)(?:从(?:这个)?世界上?)?消失(?!在)"),
    concern(
      "wish-to-be-dead",
      "(?:希望|真希望|要是|如果)(?:我|自己)?(?:没有?|不曾|从来没有?|从未)(?:被)?(?:出生|生下来|来到这个世界)|后悔(?:来到这个世界|出生|被生下来)|为什么(?:要)?(?:生下我|把我生下来)|(?:不该|不应该)(?:出生|被生下来|来到这个世界)",
    ),
    concern("wish-to-be-dead", "(?:希望|想|真想)(?:能|可以)?一睡不醒|(?:再也|永远)不想(?:再)?醒来|长眠不醒"),
    concern(
      "wish-to-be-dead",
      "活着(?:好|太|真|很|真的|实在)?(?:累|没劲|痛苦|辛苦)|活够了|活得(?:好|太|很|真)?累|厌倦了?(?:活着|人生|这个世界)",
    ),
    concern("wish-to-be-dead", "死了也(?:无所谓|没关系)|死不死都无所谓|死(?:是|才是)(?:一种)?解脱"),

    // Suicidal thoughts.
    crisis(
      "suicidal-thoughts",
      "想(?:要)?(?:去)?自杀|想过自杀|(?:自杀|轻生|寻死)的?(?:念头|想法|冲动)|有(?:过)?自杀(?:的)?倾向|想(?:要)?(?:轻生|寻死)",
    ),
    crisis("suicidal-thoughts", "(?:结束|了结|终结)(?:掉)?(?:我|自己)(?:的)?(?:生命|性命|人生)|自我了断|了此残生"),
    crisis("suicidal-thoughts", "(?:想|要|准备|打算|好想)(?:去)?(?:紫砂|自鲨|zs|zisha)(?![a-z]|壶|锅|杯|陶)"),
    crisis(
      "suicidal-thoughts",
      "(?:死|自杀)(?:是|才是)(?:我)?(?:唯一的?|最好的)(?:出路|办法|选择)|除了死(?:没有|没)(?:别的)?(?:办法|出路)",
    ),
    concern("suicidal-thoughts", "只有死路一条|一了百了"),

    // Intent: going to, decided, now.
    crisis("intent", "(?:要|准备|打算|决定|决心|会|一定会|就要)(?:去)?自杀|(?:准备|打算|决定|决心|就要)去?死|要去死"),
    crisis(
      "intent",
      "(?:今晚|今天|今夜|明天|这周末|马上|现在就)(?:就|我就)?(?:去)?(?:死(?![定机党])|自杀|跳(?:楼|河|桥|下去)|了结|结束(?:自己|生命))",
    ),
    weak("intent", "crisis", "(?:已经)?(?:下定决心|想清楚)了|不会再拖了"),

    // Plan: when, where, how.
    crisis(
      "plan",
      "(?:死|自杀)的(?:日子|时间|地点|方法|方式)(?:已经|都)?(?:定|想|选)好了|(?:已经)?想好(?:了)?(?:怎么|怎样|如何)(?:死|自杀|结束)|(?:自杀|轻生)(?:的)?计划",
    ),
    crisis("plan", "(?:星期|周|礼拜)[一二三四五六日天](?:就|晚上)?(?:去)?(?:死|自杀|跳楼)|生日(?:那天)?(?:就)?(?:去)?(?:死|自杀)"),
    weak("plan", "crisis", "(?:日子|时间|地点|方法)(?:都|也)?(?:已经)?(?:定好|选好|想好)了|(?:都|已经)?计划好了|都安排好了"),

    // Method: means, and searching for them.
    crisis("method", "(?:多少|几)(?:片|颗|粒|瓶)[^,。]{0,8}(?:死|致死|没命|醒不过来)|吃多少[^,。]{0,6}(?:会|能|才能|可以)(?:死|致死)"),
    crisis("method", "(?<!咖啡因的?|咖啡的?|盐的?|水的?)致死(?:量|剂量)"),
    crisis(
      "method",
      "(?:无痛|不痛|快速|最快|简单|舒服|安乐)的?(?:死法|自杀方法|自杀方式|死的方法)|怎么(?:样)?(?:死|自杀)(?:才|最|比较)?(?:不痛|快|舒服|没痛苦)|(?:自杀|死)的?(?:方法|方式)|怎么自杀",
    ),
    crisis(
      "method",
      "(?:几|多少)(?:楼|层)(?:跳下去|跳|摔下去|掉下去)(?:会|能|才能|一定)?(?:死|没命)|(?:哪|哪个|哪座|哪栋)(?:桥|楼|大楼|天台)[^,。]{0,8}(?:够高|死|跳)",
    ),
    crisis(
      "method",
      "(?:想|要|准备)(?:去)?(?:跳楼|跳河|跳桥|卧轨|上吊|割腕|烧炭|服毒|喝农药|吃农药|喝百草枯|开煤气)|跳楼(?:算了|吧)|跳下去(?:算了|吧|就好了)|想从[^,。]{1,8}跳下去",
    ),
    crisis(
      "method",
      "绳子(?:已经)?(?:准备好|买好|挂好|系好)了|(?:安眠药|药)(?:已经)?(?:攒|囤|存)(?:了|够|好)|(?:攒|囤)(?:了)?(?:很多|好多)?安眠药",
    ),
    crisis("method", `(?:吃|吞)了?${MANY}${PILLS}|把${PILLS}(?:全|都)(?:吃|吞)了`),
    weak(
      "method",
      "crisis",
      "(?:刀|刀片|绳子|安眠药|药)(?:已经)?(?:在手上|在手里|准备好了|买好了)|(?:站在|在)(?:楼顶|天台|桥上|江边|河边)",
    ),

    // Preparations, goodbyes, attempts.
    crisis(
      "preparatory-acts",
      "(?:写|写好|写完|留|准备)(?:了)?(?:一封)?遗书|遗书(?:已经)?(?:写好|写完|写了|放在)|(?:交代|安排)(?:好)?(?:了)?后事|后事(?:都|已经)?(?:交代|安排)(?:好)?了",
    ),
    crisis(
      "preparatory-acts",
      "(?:自杀|轻生)未遂|(?:试过|尝试过?|试图)(?:自杀|割腕|跳楼|上吊|轻生)|自杀过|(?:自杀|割腕|吞药|跳楼)(?:了)?(?:但|可是)?没(?:死|成功)|没死成",
    ),
    crisis("preparatory-acts", "永别了|这个世界(?:再见|永别)"),
    weak(
      "preparatory-acts",
      "crisis",
      "(?:再见了?|再见吧|拜拜)(?:大家|各位|这个世界|世界)|(?:大家|各位)再见了|下辈子再见|来生再见|谢谢大家(?:一直以来)?的?照顾|对不起(?:大家|爸妈|爸爸妈妈|所有人)|这是我最后(?:一条|一次)(?:动态|微博|朋友圈|日记|消息)",
    ),
    weak("preparatory-acts", "crisis", "把(?:我的?)?(?:东西|物品|猫|狗|宠物)(?:都|全)?(?:送人|送给|分给|处理掉)"),

    // Self-harm, now.
    crisis("self-harm", "自(?:残|伤)(?!自怜|身世|行为的?(?:研究|原因|特点))"),
    crisis(
      "self-harm",
      "割腕|划手(?!机)|划(?:手臂|胳膊|手腕|大腿)|(?:用|拿)(?:刀|刀片|美工刀|小刀|剃须刀|圆规)(?:片)?(?:划|割)(?:了)?(?:自己|手|手臂|胳膊|手腕|大腿)",
    ),
    crisis(
      "self-harm",
      "(?:想|又|故意|忍不住|一直|开始|偷偷|经常)(?:去)?(?:伤害|惩罚|折磨)(?:我)?自己(?!的(?:身体|健康))|(?:伤害|弄伤|划伤|烫伤)(?:了)?自己(?:了)?(?=$|[,])|(?:烟头|打火机)(?:烫|烧)(?:了)?(?:自己|手|胳膊)",
    ),
    crisis(
      "self-harm",
      "(?:手腕|手臂|胳膊|大腿)(?:上)?(?:的)?(?:伤口|疤|刀痕)(?:又)?(?:多了|增加|新的|全是)|(?:手腕|手臂|胳膊|大腿)上全是(?:伤口|疤|刀痕)",
    ),

    // Hopelessness: no reason to live, a burden, cannot go on.
    concern(
      "hopelessness",
      "活着(?:没|没有)(?:意思|意义|什么意思|盼头|希望)|活着有什么(?:意思|意义|用)|活下去的(?:意义|理由|勇气|动力)(?:都)?(?:没有|没了|找不到)|(?:没有|没)(?:理由|意义)(?:再)?活下去|人生(?:没有|毫无)(?:意义|希望)",
    ),
    concern("hopelessness", "活不下去"),
    concern(
      "hopelessness",
      "没有我(?:的话)?[^,。]{0,6}(?:会更好|更好|更幸福|更轻松|会轻松)|我(?:不在了|消失了|死了|走了)(?:的话)?[^,。]{0,6}(?:会更好|都会更好|更幸福|更轻松|就轻松了|会轻松)",
    ),
    concern(
      "hopelessness",
      "我(?:就)?(?:是|只是|就是|只会是)(?:个|一个)?(?:负担|累赘|拖累|多余的人?|包袱)|(?:不想|不愿)(?:再)?(?:拖累|连累)(?:家人|大家|爸妈|父母)",
    ),
    concern(
      "hopelessness",
      "我死了(?:也)?(?:没有人|没人|谁都不)(?:会)?(?:在乎|难过|伤心|发现|记得)|我不(?:该|应该)(?:存在|活着)|(?:不配|没资格)活(?:着|下去)",
    ),
    concern("hopelessness", "想结束(?:这)?一切|想(?:把)?一切都结束"),
    weak(
      "hopelessness",
      "concern",
      "没有希望|好绝望|看不到(?:未来|希望)|撑不下去|熬不下去|坚持不下去|人间不值得|生无可恋|生不如死|(?:一切|所有)都没有意义",
    ),

    // Someone the writer knows, at risk now (a death or a suicide in the past is grief: none).
    other("suicidal-thoughts", `${OTHER}(?:说|也|一直|又|总是?|好像|似乎|最近)?${SUBJECT_GAP}${THEIR_WISH}`),
    other("self-harm", `${OTHER}(?:说|也|一直|又|总是?|好像|似乎|最近)?${SUBJECT_GAP}${THEIR_HARM}`),
    other("preparatory-acts", `${OTHER}[^,。]{0,10}(?:自杀未遂|写了?遗书|留了?遗书|发了?(?:告别|诀别))`),

    // Long past, the writer not saying they are through it: concern.
    concern("suicidal-thoughts", `${PAST}${PAST_GAP}(?:想死|想自杀|自杀|自残|不想活)(?!.{0,30}${RECOVERED})`),
  ],
  idioms: [
    // 饿死了, 笑死我了, 累死了, 好看死了: "to death" as an intensifier.
    rx(
      "(?:饿|热|累|困|气|笑|吓|烦|忙|冷|痛|疼|美|帅|急|丑|渴|晒|闷|挤|吵|臭|香|甜|辣|咸|烫|撑|懒|馋|冻|酸|爽|蠢|难吃|难看|好看|好吃|可爱|无聊|尴尬|羡慕|麻烦|恶心|难受|紧张|开心|高兴|丢人|丢脸)死(?:了|我了|人了|啦|掉了|我|人|你|宝宝)?",
    ),
    // 想死你了, 想死我了: I miss you so much.
    rx("想死(?:你|您|他|她|我|你们|妳)(?:了|啦)?"),
    // 累得要死, 要死了, 要死不活: hyperbole.
    rx("得要死|要死(?:要活|不活|了)?"),
    // 死定了 (I'm done for), 死机, 死党 (best friend), 作死, 找死, 死心, 死活, 死记硬背.
    rx(
      "死定了|死翘翘|死机|死党|死磕|死心|死鬼|死宅|死线|作死|找死|装死|拼死|死活|往死里|死记硬背|死去活来|死而无憾|至死不渝|死也(?:要|不)",
    ),
    // 跳楼价, 跳楼大甩卖: rock-bottom prices.
    rx("跳楼(?:价|大甩卖|甩卖|清仓|大减价|大促)"),
    // 你去死吧, 他怎么不去死: an insult at someone else.
    rx("(?:你|他|她|你们|他们)(?:怎么)?(?:不)?去死(?:吧)?"),
    // 杀了我吧 (this homework will kill me), 要了我的命.
    rx("杀了我吧|要了我的命|要我命"),
    // 尴尬得想死, 丢脸得想一头撞死: embarrassment.
    rx("(?:尴尬|丢人|丢脸|羞|社死)得?(?:想死|想一头撞死|想钻地缝)|社死"),
    // 该死的 (damn).
    rx("该死的"),
    // 自杀式袭击 (suicide attack, news), 自杀式 (reckless).
    rx("自杀(?:式|性)(?:袭击|攻击|爆炸)?"),
    // 紫砂壶 (a teapot), not 紫砂 as slang.
    rx("紫砂(?:壶|锅|杯|陶)"),
    // 死了都要爱: a song.
    rx("死了都要爱"),
  ],
  negationBefore: rx(
    `(?:(?:不|没|别|不是|从未|谁|戒了|戒掉|停止|不想再|不会再|不再)(?:有|过|会|再|去|要|用|能)?|${OTHER}(?:说|也|一直|又|总是?|好像|似乎|最近)?${SUBJECT_GAP}|${PAST}${PAST_GAP})$`,
  ),
  // 哈哈, 呵呵, 233, hhh, xswl, [笑哭]/[狗头] (chat stickers), a laughing face, "just kidding".
  laughter: rx(
    "哈哈|呵呵|嘻嘻|嘿嘿|(?<![0-9])233+(?![0-9])|hhh+|xswl|lol|😂|🤣|\\[(?:笑哭|捂脸|破涕为笑|偷笑|笑|狗头)\\]|狗头|(?<!不是|没有?|不)开(?:个)?玩笑",
  ),
  // A film, drama, novel, song, the news, a lesson or a prevention campaign: not the writer's.
  story: rx(
    "(?:电影|电视剧|剧|小说|漫画|动漫|动画|歌|新闻|报道|文章|书|游戏)(?:里|中|里面|上说)|主角|角色|男主|女主|歌词|(?:新闻|报道)(?:说|称)|据报道|(?:自杀|心理危机)(?:预防|干预)|防止自杀|自杀率|统计|心理课|讲座|课上|研究",
  ),
};
