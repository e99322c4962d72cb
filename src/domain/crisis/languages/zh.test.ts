// The Chinese crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), Simplified and Traditional characters, net slang,
// someone else at risk, and the idioms, negations, grief and stories that must stay none.
// Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { languageHits, levelOfHits } from "./match";
import { ZH_CRISIS } from "./zh";

const read = (text: string) => {
  const hits = languageHits(text, ZH_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["我想死", "wish-to-be-dead", "crisis"],
  ["真的好想去死", "wish-to-be-dead", "crisis"],
  ["不想活了", "wish-to-be-dead", "crisis"],
  ["还不如死了算了", "wish-to-be-dead", "crisis"],
  ["我就该去死", "wish-to-be-dead", "crisis"],
  ["让我死吧", "wish-to-be-dead", "crisis"],
  ["妈妈骂我我想死", "wish-to-be-dead", "crisis"],
  ["想死的心都有了", "wish-to-be-dead", "concern"],
  ["好想消失", "wish-to-be-dead", "concern"],
  ["希望我从来没有出生", "wish-to-be-dead", "concern"],
  ["希望能一睡不醒", "wish-to-be-dead", "concern"],
  ["活着好累", "wish-to-be-dead", "concern"],
  ["死了也无所谓", "wish-to-be-dead", "concern"],
  ["我活腻了", "wish-to-be-dead", "concern"],
  // Suicidal thoughts.
  ["想自杀", "suicidal-thoughts", "crisis"],
  ["最近一直有自杀的念头", "suicidal-thoughts", "crisis"],
  ["想轻生", "suicidal-thoughts", "crisis"],
  ["想寻死", "suicidal-thoughts", "crisis"],
  ["想结束自己的生命", "suicidal-thoughts", "crisis"],
  ["好想紫砂", "suicidal-thoughts", "crisis"],
  ["死是唯一的出路", "suicidal-thoughts", "crisis"],
  ["只有死路一条", "suicidal-thoughts", "concern"],
  // Intent.
  ["我要自杀", "intent", "crisis"],
  ["今晚就去死", "intent", "crisis"],
  ["我已经决定去死", "intent", "crisis"],
  // Plan.
  ["自杀的日子已经定好了", "plan", "crisis"],
  ["想好了怎么死", "plan", "crisis"],
  ["星期五就去死", "plan", "crisis"],
  // Method.
  ["安眠药吃多少片会死", "method", "crisis"],
  ["多少片安眠药能致死", "method", "crisis"],
  ["无痛的死法", "method", "crisis"],
  ["几楼跳下去会死", "method", "crisis"],
  ["哪座桥够高", "method", "crisis"],
  ["想跳楼", "method", "crisis"],
  ["绳子已经准备好了", "method", "crisis"],
  ["我在攒安眠药", "method", "crisis"],
  ["刚吃了一整瓶安眠药", "method", "crisis"],
  ["查了致死量", "method", "crisis"],
  // Preparatory acts and attempts.
  ["写好了遗书", "preparatory-acts", "crisis"],
  ["自杀未遂", "preparatory-acts", "crisis"],
  ["昨晚割腕了但没死", "preparatory-acts", "crisis"],
  ["永别了", "preparatory-acts", "crisis"],
  ["后事都交代好了", "preparatory-acts", "crisis"],
  // Self-harm, now.
  ["又自残了", "self-harm", "crisis"],
  ["割腕", "self-harm", "crisis"],
  ["用刀片划手臂", "self-harm", "crisis"],
  ["想伤害自己", "self-harm", "crisis"],
  ["拿烟头烫自己", "self-harm", "crisis"],
  ["手臂上的伤口又多了", "self-harm", "crisis"],
  // Hopelessness.
  ["活着没意思", "hopelessness", "concern"],
  ["活着有什么意义", "hopelessness", "concern"],
  ["活不下去了", "hopelessness", "concern"],
  ["没有我大家会更好", "hopelessness", "concern"],
  ["我就是个累赘", "hopelessness", "concern"],
  ["我死了也没人在乎", "hopelessness", "concern"],
  ["想结束这一切", "hopelessness", "concern"],
  // Traditional characters.
  ["我想自殺", "suicidal-thoughts", "crisis"],
  ["活著沒意思", "hopelessness", "concern"],
  ["寫好了遺書", "preparatory-acts", "crisis"],
  ["又自殘了", "self-harm", "crisis"],
  ["安眠藥吃多少片會死", "method", "crisis"],
  ["我就是個累贅", "hopelessness", "concern"],
  // Long ago, not said to be over: concern.
  ["高中的时候经常自残", "suicidal-thoughts", "concern"],
];

const OTHER: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["我朋友说他想死", "suicidal-thoughts"],
  ["我妈说她不想活了", "suicidal-thoughts"],
  ["她跟我说她想死", "suicidal-thoughts"],
  ["室友在割腕", "self-harm"],
  ["我朋友說他想死", "suicidal-thoughts"],
  ["同学写了遗书", "preparatory-acts"],
];

const NONE: readonly string[] = [
  // Idioms and hyperbole.
  "笑死我了",
  "饿死了",
  "今天热死了",
  "累死了",
  "困死了",
  "气死我了",
  "想死你了",
  "这件衣服好看死了",
  "累得要死",
  "你去死吧",
  "这作业杀了我吧",
  "尴尬得想死",
  "跳楼价大甩卖",
  "紫砂壶很贵",
  "熱死了",
  "想死你了，什么时候回来",
  // Negations.
  "我不想死",
  "从来没想过自杀",
  "谁想死啊",
  "我不再自残了",
  "已经戒掉自残两年了",
  "不要伤害自己",
  // Grief and others' past.
  "我爷爷去年去世了",
  "我朋友2019年自杀了",
  "看到他的遗书",
  "好想死去的奶奶",
  // Stories, news, lessons.
  "电影里主角想自杀",
  "新闻说有人跳楼",
  "自杀预防讲座",
  // Exams, work, everyday sadness.
  "好难过，想妈妈",
  "下班好累",
  "考试考砸了，撑不下去了",
  "熬夜就是在伤害自己的身体",
  "咖啡因的致死量是多少",
  "我想了想死亡的意义",
  "不想活在别人的眼光里",
  "以前想过自杀，现在好多了",
  "今天跳舞好开心",
];

describe("Chinese crisis table", () => {
  it.each(POSITIVE)("%s → %s (%s)", (text, category, level) => {
    const result = read(text);
    expect(result.level).toBe(level);
    expect(result.categories).toContain(category);
    expect(result.self).toBe(true);
  });

  it.each(OTHER)("someone else at risk: %s → concern (%s)", (text, category) => {
    const result = read(text);
    expect(result.level).toBe("concern");
    expect(result.categories).toContain(category);
    expect(result.self).toBe(false);
  });

  it.each(NONE)("none: %s", (text) => {
    expect(read(text).level).toBe("none");
  });

  it("laughter lowers one step: crisis to concern, concern to none", () => {
    expect(read("我想死哈哈哈").level).toBe("concern");
    expect(read("想死233").level).toBe("concern");
    expect(read("想死[狗头]").level).toBe("concern");
    expect(read("活着好累哈哈").level).toBe("none");
    expect(read("我不是开玩笑，我想死").level).toBe("crisis");
  });

  it("concern in two categories about the writer is a crisis", () => {
    expect(read("好想消失。活着没意思").level).toBe("crisis");
  });

  it("weak phrases count only beside another", () => {
    expect(read("日子都定好了").level).toBe("none");
    expect(read("再见了大家").level).toBe("none");
    expect(read("日子都定好了。再见了大家").level).toBe("crisis");
    expect(read("撑不下去了。我想死").level).toBe("crisis");
  });

  it("a person named as the subject makes it theirs; the writer's own clause does not", () => {
    expect(read("我朋友说他想死").self).toBe(false);
    expect(read("我跟妈妈吵架了想死").level).toBe("crisis");
    expect(read("我跟他说我想死").level).toBe("crisis");
  });

  it("every rule fires on one of the examples", () => {
    const texts = [
      ...POSITIVE.map(([text]) => text),
      ...OTHER.map(([text]) => text),
      "已经下定决心了。再见了大家",
      "日子都定好了。把我的猫送给了朋友",
      "刀已经在手上了。撑不下去了",
    ];
    const fired = new Set(texts.flatMap((text) => languageHits(text, ZH_CRISIS).map((h) => h.pattern)));
    const silent = ZH_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });

  it("reads a long text quickly (no runaway backtracking)", () => {
    const long = "今天热死了我朋友说他最近很忙,".repeat(500) + "好想消失";
    const started = performance.now();
    expect(read(long).level).toBe("concern");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
