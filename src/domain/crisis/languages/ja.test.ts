// The Japanese crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), net slang, someone else at risk, and the idioms,
// negations, grief and stories that must stay none. Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { JA_CRISIS } from "./ja";
import { languageHits, levelOfHits } from "./match";

const read = (text: string) => {
  const hits = languageHits(text, JA_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["もう死にたい", "wish-to-be-dead", "crisis"],
  ["夜になるとしにたい…", "wish-to-be-dead", "crisis"],
  ["タヒにたい", "wish-to-be-dead", "crisis"],
  ["今日も氏にたい", "wish-to-be-dead", "crisis"],
  ["しにたみが深い夜", "wish-to-be-dead", "crisis"],
  ["ｼﾆﾀｲ", "wish-to-be-dead", "crisis"],
  ["ほんと死にてぇ", "wish-to-be-dead", "crisis"],
  ["逝きたい", "wish-to-be-dead", "crisis"],
  ["布団に入るとまた死にたくなる", "wish-to-be-dead", "crisis"],
  ["俺なんか死んだ方がマシ", "wish-to-be-dead", "crisis"],
  ["もう生きていたくない", "wish-to-be-dead", "crisis"],
  ["死ねたら楽なのにな", "wish-to-be-dead", "crisis"],
  ["俺なんか死ねばいい", "wish-to-be-dead", "crisis"],
  ["消えたい", "wish-to-be-dead", "concern"],
  ["いなくなりたいな", "wish-to-be-dead", "concern"],
  ["生まれてこなければよかった", "wish-to-be-dead", "concern"],
  ["生まれてきてごめんなさい", "wish-to-be-dead", "concern"],
  ["死ぬのがもう怖くない", "wish-to-be-dead", "concern"],
  ["このまま目が覚めなければいいのに", "wish-to-be-dead", "concern"],
  ["生きるのに疲れた", "wish-to-be-dead", "concern"],
  ["もう死んでもいいや", "wish-to-be-dead", "concern"],
  ["永遠に眠りたい", "wish-to-be-dead", "concern"],
  ["誰か私を殺してほしい", "wish-to-be-dead", "concern"],
  // Suicidal thoughts.
  ["自殺したい", "suicidal-thoughts", "crisis"],
  ["最近ずっと自殺を考えてる", "suicidal-thoughts", "crisis"],
  ["希死念慮がひどい", "suicidal-thoughts", "crisis"],
  ["もう死のうかな", "suicidal-thoughts", "crisis"],
  ["命を絶ちたい", "suicidal-thoughts", "crisis"],
  ["人生終わらせたい", "suicidal-thoughts", "crisis"],
  ["自分を殺したい", "suicidal-thoughts", "crisis"],
  ["死ぬしかない", "suicidal-thoughts", "crisis"],
  // Intent.
  ["今夜死ぬ", "intent", "crisis"],
  ["死ぬことに決めた", "intent", "crisis"],
  ["明日こそ自殺する", "intent", "crisis"],
  ["死んでやる", "intent", "crisis"],
  // Plan.
  ["死ぬ場所はもう決めた", "plan", "crisis"],
  ["どうやって死ぬかもう決めてある", "plan", "crisis"],
  ["金曜日に死ぬ", "plan", "crisis"],
  // Method.
  ["睡眠薬って何錠飲めば死ねるの", "method", "crisis"],
  ["楽に死ねる方法を調べてる", "method", "crisis"],
  ["どのビルなら確実に死ねるかな", "method", "crisis"],
  ["首吊り用のロープ買った", "method", "crisis"],
  ["飛び降りたい", "method", "crisis"],
  ["眠剤をためてる", "method", "crisis"],
  ["致死量を調べた", "method", "crisis"],
  ["練炭を買った", "method", "crisis"],
  ["ロープをドアノブにかけた", "method", "crisis"],
  ["電車に飛び込もうかな", "method", "crisis"],
  // Preparatory acts and attempts.
  ["遺書を書いた", "preparatory-acts", "crisis"],
  ["昨日自殺未遂した", "preparatory-acts", "crisis"],
  ["昨夜、死のうとしたけど死ねなかった", "preparatory-acts", "crisis"],
  ["今日が人生最後の日", "preparatory-acts", "crisis"],
  // Self-harm and overdose, now.
  ["またリスカしちゃった", "self-harm", "crisis"],
  ["自傷がやめられない", "self-harm", "crisis"],
  ["カッターで腕を切った", "self-harm", "crisis"],
  ["市販薬でODした", "self-harm", "crisis"],
  ["自分を傷つけたい", "self-harm", "crisis"],
  ["血が出るまで掻きむしった", "self-harm", "crisis"],
  // Hopelessness.
  ["生きる意味がない", "hopelessness", "concern"],
  ["生きてる意味わからん", "hopelessness", "concern"],
  ["私がいない方がみんな幸せ", "hopelessness", "concern"],
  ["私なんてただのお荷物", "hopelessness", "concern"],
  ["もう生きていけない", "hopelessness", "concern"],
  ["私が死んでも誰も悲しまない", "hopelessness", "concern"],
  ["家族に迷惑しかかけてない", "hopelessness", "concern"],
  ["何もかも終わりにしたい", "hopelessness", "concern"],
  // Long ago, not said to be over: concern.
  ["高校の頃は毎日死にたいと思ってた", "suicidal-thoughts", "concern"],
];

const OTHER: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["友達が死にたいって言ってた", "suicidal-thoughts"],
  ["妹が最近死にたがってる", "suicidal-thoughts"],
  ["彼氏がリスカしてるみたい", "self-harm"],
  ["後輩から遺書みたいなLINEが来た", "preparatory-acts"],
  ["田中さんは自殺したいって", "suicidal-thoughts"],
];

const NONE: readonly string[] = [
  // Idioms and hyperbole.
  "死ぬほど眠い",
  "昨日は死ぬほど笑った",
  "腹減って死にそう",
  "暑くて死ぬ",
  "ジェットコースターで死ぬかと思った",
  "明日から死ぬ気で頑張る",
  "殺す気か",
  "こんなミスしたら課長に殺される",
  "恥ずかしくて死にたい",
  "推しが尊すぎて死ねる",
  "死ぬまでに行きたい場所リスト",
  "疲れて死んだように眠った",
  "死んでも嫌だ",
  "このケーキ死んでもいいくらい美味しい",
  "ノーヘルで雨の日に走るなんて自殺行為",
  "明日死ぬとしたら何を食べる",
  // Negations.
  "死にたくない",
  "死にたいとは思わない",
  "死ぬつもりはない",
  "リスカはもう三年してない",
  "今日はリスカしなかった",
  // Grief and others' past.
  "父が去年亡くなった",
  "友達が2019年に自殺した",
  "祖父の遺書を読んだ",
  // Stories, news, lessons.
  "映画の主人公が自殺しようとするシーンで泣いた",
  "ニュースで有名人の自殺を知った",
  "自殺予防の研修に参加した",
  // Exams, work, everyday sadness.
  "テスト死んだ、オワタ",
  "悲しい。母に会いたい",
  "仕事の後でくたくた、疲れた",
  "仕事がきつい。もう無理",
  "包丁で指を切った",
  "階段から飛び降りた",
  "バンジージャンプで飛び降りたい",
  "プールに飛び込みたい",
  "あいつは死んだ方がいい",
  "昔は死にたいと思ってたけど、今は幸せ",
  "頭痛がひどいので薬を飲んで寝た",
  "わたしにたいして冷たい",
  "雨でも運動会は決行",
  "w杯を見た",
  "飛び降り自殺の現場を見た",
  "父は首吊り自殺だった",
  "自殺について考える授業があった",
  "母が嫌いで死にたくない",
  "スマホが死んだ",
  "猫が死んで悲しい",
  "自傷行為をする子どもへの接し方を学んだ",
  "宿題が多すぎて死ぬ",
];

describe("Japanese crisis table", () => {
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
    expect(read("死にたいｗｗｗ").level).toBe("concern");
    expect(read("自殺したい(笑)").level).toBe("concern");
    expect(read("ほんと死にたい笑").level).toBe("concern");
    expect(read("消えたい草").level).toBe("none");
    expect(read("ㅋ").level).toBe("none");
  });

  it("笑 inside a word is not laughter", () => {
    expect(read("笑顔の写真を見て死にたくなった").level).toBe("crisis");
    expect(read("雑草を抜いてたら死にたくなった").level).toBe("crisis");
  });

  it("concern in two categories about the writer is a crisis", () => {
    expect(read("消えたい。生きる意味もない").level).toBe("crisis");
  });

  it("weak phrases count only beside another", () => {
    expect(read("場所も決めた").level).toBe("none");
    expect(read("今までありがとう").level).toBe("none");
    expect(read("場所も決めた。今までありがとう").level).toBe("crisis");
    expect(read("方法も決めた。死にたい").level).toBe("crisis");
  });

  it("a person named as the subject makes it theirs; a clause of the writer's own does not", () => {
    expect(read("友達が死にたいって言った").self).toBe(false);
    expect(read("友達が学校で死にたいって言ってた").self).toBe(false);
    expect(read("彼氏に死にたいって言った").level).toBe("crisis");
    expect(read("母が嫌いで死にたい").level).toBe("crisis");
    expect(read("父が死んでから毎日死にたい").level).toBe("crisis");
    expect(read("友達は優しいけど死にたい").level).toBe("crisis");
  });

  it("the writer's own words beside a song still count", () => {
    expect(read("この曲を聴くと死にたくなる").level).toBe("crisis");
  });

  it("every rule fires on one of the examples", () => {
    const texts = [
      ...POSITIVE.map(([text]) => text),
      ...OTHER.map(([text]) => text),
      "場所も決めた。今までありがとう",
      "方法も決めた。死にたい",
      "もう決めた。さようなら",
      "ロープを手に持ってる。もう無理",
      "マンションの屋上にいる。さよなら",
      "大事なものは全部妹にあげた。身辺整理も終わった",
      "死ぬことばかり考えてる",
      "もう無理。もう限界",
    ];
    const fired = new Set(texts.flatMap((text) => languageHits(text, JA_CRISIS).map((h) => h.pattern)));
    const silent = JA_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });

  it("reads a long text quickly (no runaway backtracking)", () => {
    const long = "死ぬほど疲れたけど、あいつは友達で、".repeat(500) + "消えたい";
    const started = performance.now();
    expect(read(long).level).toBe("concern");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
