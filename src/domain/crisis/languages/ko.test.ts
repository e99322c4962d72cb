// The Korean crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), spacing left out, net slang, someone else at risk,
// and the idioms, negations, grief and stories that must stay none. Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { KO_CRISIS } from "./ko";
import { languageHits, levelOfHits } from "./match";

const read = (text: string) => {
  const hits = languageHits(text, KO_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["죽고싶다", "wish-to-be-dead", "crisis"],
  ["진짜 죽고 싶어 ㅠㅠ", "wish-to-be-dead", "crisis"],
  ["죽고시퍼", "wish-to-be-dead", "crisis"],
  ["ㅈㄱㅅㄷ", "wish-to-be-dead", "crisis"],
  ["뒤지고 싶다", "wish-to-be-dead", "crisis"],
  ["엄마가 미워서 죽고 싶다", "wish-to-be-dead", "crisis"],
  ["그냥 내가 죽었으면 좋겠다", "wish-to-be-dead", "crisis"],
  ["차라리 죽는 게 나아", "wish-to-be-dead", "crisis"],
  ["살기 싫다", "wish-to-be-dead", "crisis"],
  ["더 이상 살고 싶지 않아", "wish-to-be-dead", "crisis"],
  ["이제 죽어야지", "wish-to-be-dead", "crisis"],
  ["사라지고 싶다", "wish-to-be-dead", "concern"],
  ["그냥 죽을래", "wish-to-be-dead", "concern"],
  ["태어나지 말았어야 했어", "wish-to-be-dead", "concern"],
  ["아침에 눈 안 떴으면 좋겠다", "wish-to-be-dead", "concern"],
  ["사는 게 지겹다", "wish-to-be-dead", "concern"],
  ["죽어도 괜찮아", "wish-to-be-dead", "concern"],
  ["영원히 잠들고 싶어", "wish-to-be-dead", "concern"],
  // Suicidal thoughts.
  ["자살하고 싶다", "suicidal-thoughts", "crisis"],
  ["자살 생각이 자꾸 들어", "suicidal-thoughts", "crisis"],
  ["그냥 죽을까", "suicidal-thoughts", "crisis"],
  ["극단적인 선택을 하고 싶다", "suicidal-thoughts", "crisis"],
  ["목숨을 끊고 싶다", "suicidal-thoughts", "crisis"],
  ["죽는 거 말고는 답이 없어", "suicidal-thoughts", "crisis"],
  ["자살각", "suicidal-thoughts", "concern"],
  ["한강 수온 몇 도야", "suicidal-thoughts", "concern"],
  // Intent.
  ["죽기로 결심했다", "intent", "crisis"],
  ["오늘 밤 죽을 거야", "intent", "crisis"],
  ["자살할 거야", "intent", "crisis"],
  ["나 죽을게", "intent", "crisis"],
  // Plan.
  ["죽을 날짜를 정했다", "plan", "crisis"],
  ["어떻게 죽을지 다 정했어", "plan", "crisis"],
  ["금요일에 죽을 거야", "plan", "crisis"],
  // Method.
  ["수면제 몇 알 먹어야 죽어", "method", "crisis"],
  ["안 아프게 죽는 방법", "method", "crisis"],
  ["어느 다리에서 뛰어내리면 죽을까", "method", "crisis"],
  ["옥상에서 뛰어내리고 싶다", "method", "crisis"],
  ["목 매고 싶다", "method", "crisis"],
  ["수면제를 모으고 있어", "method", "crisis"],
  ["번개탄 피우고 죽을까", "method", "crisis"],
  ["치사량 검색했어", "method", "crisis"],
  // Preparatory acts and attempts.
  ["유서를 썼다", "preparatory-acts", "crisis"],
  ["자살 시도 했어", "preparatory-acts", "crisis"],
  ["어젯밤 죽으려고 했는데 실패했어", "preparatory-acts", "crisis"],
  ["오늘이 내 인생 마지막 날", "preparatory-acts", "crisis"],
  // Self-harm and overdose, now.
  ["자해했어", "self-harm", "crisis"],
  ["또 자해", "self-harm", "crisis"],
  ["자해 충동이 심해", "self-harm", "crisis"],
  ["손목을 그었다", "self-harm", "crisis"],
  ["커터칼로 팔 그었어", "self-harm", "crisis"],
  ["스스로를 해치고 싶다", "self-harm", "crisis"],
  ["피가 날 때까지 긁었어", "self-harm", "crisis"],
  ["약 과다복용 했어", "self-harm", "crisis"],
  // Hopelessness.
  ["살 이유가 없어", "hopelessness", "concern"],
  ["사는 의미를 모르겠다", "hopelessness", "concern"],
  ["내가 없으면 다들 편할 거야", "hopelessness", "concern"],
  ["나는 짐덩어리야", "hopelessness", "concern"],
  ["가족한테 짐만 돼", "hopelessness", "concern"],
  ["내가 죽어도 아무도 모를 거야", "hopelessness", "concern"],
  ["모든 걸 끝내고 싶다", "hopelessness", "concern"],
  ["살아갈 자신이 없어", "hopelessness", "concern"],
  ["이렇게 살기 싫다", "hopelessness", "concern"],
  // Long ago, not said to be over: concern.
  ["고등학생 때 죽고 싶었어", "suicidal-thoughts", "concern"],
];

const OTHER: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["친구가 요즘 죽고 싶대", "suicidal-thoughts"],
  ["친구가 죽고 싶다고 했어", "suicidal-thoughts"],
  ["동생이 자해한대", "self-harm"],
  ["친구한테서 유서 같은 카톡이 왔어", "preparatory-acts"],
  ["언니가 자살하고 싶대", "suicidal-thoughts"],
];

const NONE: readonly string[] = [
  // Idioms and hyperbole.
  "배고파 죽겠다",
  "웃겨 죽겠어",
  "더워 죽겠어",
  "피곤해 죽겠다",
  "보고 싶어 죽겠다",
  "이 노래 죽여준다",
  "놀이기구 타다가 죽는 줄 알았어",
  "죽어도 안 가",
  "너 죽을래",
  "오늘 시험 때문에 죽을 거 같아",
  "죽기 살기로 공부했다",
  "죽도록 사랑해",
  "시험 망했다 죽었다",
  "폰 죽었다",
  "자살골 넣었다",
  "번지점프 뛰어내리고 싶다",
  // Negations.
  "죽고 싶지 않아",
  "죽고 싶은 건 아니야",
  "안 죽고 싶어",
  "자해 안 한 지 1년 됐다",
  "자살할 생각은 없어",
  // Grief and others' past.
  "아빠가 작년에 돌아가셨다",
  "친구가 2019년에 자살했다",
  "부장님 죽었으면 좋겠다",
  // Stories, news, lessons.
  "배우가 극단적 선택을 했다는 뉴스",
  "영화에서 주인공이 죽고 싶다고 했다",
  "자살 예방 교육을 받았다",
  // Exams, work, everyday sadness, look-alike words.
  "엄마 보고 싶다 슬프다",
  "퇴근하고 너무 피곤하다",
  "아파서 죽 먹고 싶다",
  "유서 깊은 절에 갔다",
  "약 다 먹었어?",
  "카페인 치사량",
  "서울에서 살기 싫다",
  "가방을 뒤지고 싶다",
  "일 다 끝내고 싶다",
  "못 버티겠다",
  "그동안 고마웠어",
  "고등학생 때 죽고 싶었는데 지금은 괜찮아",
  "죽을까 봐 무서워",
];

describe("Korean crisis table", () => {
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
    expect(read("죽고싶다ㅋㅋ").level).toBe("concern");
    expect(read("자살하고싶다ㅋㅋㅋ").level).toBe("concern");
    expect(read("진짜 죽고 싶음 ㅎㅎ").level).toBe("concern");
    expect(read("자살각ㅋㅋ").level).toBe("none");
    expect(read("죽고 싶다 농담이야").level).toBe("concern");
    expect(read("장난 아니게 죽고 싶다").level).toBe("crisis");
  });

  it("concern in two categories about the writer is a crisis", () => {
    expect(read("사라지고 싶다. 살 이유가 없어").level).toBe("crisis");
  });

  it("weak phrases count only beside another", () => {
    expect(read("날짜도 정했다").level).toBe("none");
    expect(read("그동안 고마웠어. 안녕 다들").level).toBe("crisis");
    expect(read("방법도 정했어. 죽고 싶다").level).toBe("crisis");
  });

  it("a person named as the subject makes it theirs; a clause of the writer's own does not", () => {
    expect(read("친구가 요즘 죽고 싶대").self).toBe(false);
    expect(read("엄마가 미워서 죽고 싶다").level).toBe("crisis");
    expect(read("엄마한테 죽고 싶다고 말했어").level).toBe("crisis");
  });

  it("spacing does not matter", () => {
    expect(read("죽고 싶다").level).toBe("crisis");
    expect(read("자살 하고 싶다").level).toBe("crisis");
    expect(read("사라지고싶다").level).toBe("concern");
  });

  it("every rule fires on one of the examples", () => {
    const texts = [
      ...POSITIVE.map(([text]) => text),
      ...OTHER.map(([text]) => text),
      "날짜도 정했다. 죽고 싶다",
      "결심했다. 그동안 고마웠어",
      "밧줄 샀어. 그동안 고마웠어",
      "물건 다 나눠 줬어. 마지막 인사",
      "못 버티겠다. 희망이 없어",
    ];
    const fired = new Set(texts.flatMap((text) => languageHits(text, KO_CRISIS).map((h) => h.pattern)));
    const silent = KO_CRISIS.rules.filter((rule) => !fired.has(rule.pattern.source)).map((rule) => rule.pattern.source);
    expect(silent).toEqual([]);
  });

  it("reads a long text quickly (no runaway backtracking)", () => {
    const long = "배고파 죽겠다 친구가 요즘 너무 바빠서, ".repeat(500) + "사라지고 싶다";
    const started = performance.now();
    expect(read(long).level).toBe("concern");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
