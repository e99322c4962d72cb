// The Portuguese crisis table read by the shared matcher: every category at its English level
// (docs/decisions/008-crisis-detection.md), Brazilian and European forms, texting and no accents,
// someone else at risk, laughter, and the idioms, negations, grief and stories that must stay
// none. Texts written for this test.
import { describe, expect, it } from "vitest";
import type { CrisisCategory, CrisisLevel } from "../detector";
import { foldLanguageText, languageHits, languageSentences, levelOfHits } from "./match";
import { PT_CRISIS } from "./pt";

const read = (text: string) => {
  const hits = languageHits(text, PT_CRISIS);
  return { level: levelOfHits(hits), categories: hits.map((h) => h.category), self: hits.some((h) => h.self) };
};

const POSITIVE: ReadonlyArray<readonly [string, CrisisCategory, Exclude<CrisisLevel, "none">]> = [
  // Wish to be dead: plainly (crisis, as "i want to die"), and passive (concern).
  ["Quero morrer.", "wish-to-be-dead", "crisis"],
  ["qro morre", "wish-to-be-dead", "crisis"],
  ["eu queria tanto morrer hj", "wish-to-be-dead", "crisis"],
  ["tô com vontade de morrer de novo", "wish-to-be-dead", "crisis"],
  ["Apetece-me morrer.", "wish-to-be-dead", "crisis"],
  ["às vezes você só quer morrer", "wish-to-be-dead", "crisis"],
  ["eu mereço morrer", "wish-to-be-dead", "crisis"],
  ["eu devia estar morta", "wish-to-be-dead", "crisis"],
  ["não quero mais viver", "wish-to-be-dead", "crisis"],
  ["n qro mais viver", "wish-to-be-dead", "crisis"],
  ["Já não quero viver.", "wish-to-be-dead", "crisis"],
  ["queria estar morta", "wish-to-be-dead", "concern"],
  ["preferia morrer do que viver assim", "wish-to-be-dead", "concern"],
  ["queria nunca ter nascido", "wish-to-be-dead", "concern"],
  ["pq eu nasci", "wish-to-be-dead", "concern"],
  ["só queria dormir e nunca mais acordar", "wish-to-be-dead", "concern"],
  ["espero não acordar amanhã", "wish-to-be-dead", "concern"],
  ["nao quero acordar amanha", "wish-to-be-dead", "concern"],
  ["se eu morresse hoje, seria um alívio", "wish-to-be-dead", "concern"],
  ["quero sumir pra sempre", "wish-to-be-dead", "concern"],
  ["queria deixar de existir", "wish-to-be-dead", "concern"],
  ["tô cansada de viver", "wish-to-be-dead", "concern"],
  ["Estou farto da vida.", "wish-to-be-dead", "concern"],
  ["ando sem vontade de viver", "wish-to-be-dead", "concern"],
  ["queria que um ônibus me atropelasse", "wish-to-be-dead", "concern"],
  ["que Deus me leve logo", "wish-to-be-dead", "concern"],
  // Suicidal thoughts.
  ["quero me matar", "suicidal-thoughts", "crisis"],
  ["to com vontade de me matar", "suicidal-thoughts", "crisis"],
  ["Apetece-me matar-me.", "suicidal-thoughts", "crisis"],
  ["eu só quero acabar com tudo", "suicidal-thoughts", "crisis"],
  ["penso em me matar todo dia", "suicidal-thoughts", "crisis"],
  ["to pensando em suicidio", "suicidal-thoughts", "crisis"],
  ["Ando a pensar em matar-me.", "suicidal-thoughts", "crisis"],
  ["tenho pensamentos suicidas", "suicidal-thoughts", "crisis"],
  ["voltaram os pensamentos suicidas", "suicidal-thoughts", "crisis"],
  ["to suicida hoje", "suicidal-thoughts", "crisis"],
  ["o suicídio parece a única saída", "suicidal-thoughts", "crisis"],
  ["quando eu tinha 15 anos pensava em me matar", "suicidal-thoughts", "concern"],
  // Intent.
  ["vou me matar", "intent", "crisis"],
  ["vo me mata hj", "intent", "crisis"],
  ["decidi tirar minha vida", "intent", "crisis"],
  ["Vou-me matar esta noite.", "intent", "crisis"],
  ["hoje eu acabo com tudo", "intent", "crisis"],
  ["se eu não passar eu me mato", "intent", "crisis"],
  ["já decidi que vou morrer", "intent", "crisis"],
  ["vou fazer isso hoje. ninguém ia sentir minha falta", "intent", "crisis"],
  // Plan.
  ["planejei minha morte pra sexta", "plan", "crisis"],
  ["já sei como vou me matar", "plan", "crisis"],
  ["Não aguento mais. Já sei como vou fazer.", "plan", "crisis"],
  ["tenho um plano. não vejo sentido em viver", "plan", "crisis"],
  // Method.
  ["quantos comprimidos de rivotril pra morrer?", "method", "crisis"],
  ["qual a dose letal de paracetamol", "method", "crisis"],
  ["qual remédio mata mais rápido", "method", "crisis"],
  ["ja tenho os remedios guardados, vou tomar tudo hoje", "method", "crisis"],
  ["qual o jeito mais fácil de morrer", "method", "crisis"],
  ["como se matar sem dor", "method", "crisis"],
  ["qual ponte é alta o suficiente", "method", "crisis"],
  ["vou me jogar da ponte", "method", "crisis"],
  ["penso em pular do prédio", "method", "crisis"],
  ["Apetece-me atirar-me da janela.", "method", "crisis"],
  ["os comprimidos tão na minha mão", "method", "crisis"],
  ["a corda já tá pronta", "method", "crisis"],
  ["tô juntando remédio faz semanas", "method", "crisis"],
  ["pensei em cortar os pulsos", "method", "crisis"],
  ["comprei uma corda. não aguento mais", "method", "crisis"],
  // Preparatory acts, goodbyes and attempts.
  ["escrevi minha carta de despedida", "preparatory-acts", "crisis"],
  ["deixei tudo organizado pra quando eu não estiver aqui", "preparatory-acts", "crisis"],
  ["tô doando todas as minhas coisas. nada vai mudar", "preparatory-acts", "crisis"],
  ["adeus pra sempre", "preparatory-acts", "crisis"],
  ["essa é minha última mensagem", "preparatory-acts", "crisis"],
  ["desculpa por tudo. quero sumir pra sempre", "preparatory-acts", "crisis"],
  ["só quero sumir. ngm ia sentir minha falta", "wish-to-be-dead", "crisis"],
  ["tentei me matar ontem à noite", "preparatory-acts", "crisis"],
  ["depois da minha tentativa de suicídio semana passada tudo ficou estranho", "preparatory-acts", "crisis"],
  ["tomei todos os comprimidos de uma vez", "preparatory-acts", "crisis"],
  ["tomei uma cartela inteira de rivotril", "preparatory-acts", "crisis"],
  ["tentei me matar quando tinha 16 anos", "preparatory-acts", "concern"],
  // Self-harm, now.
  ["me cortei de novo", "self-harm", "crisis"],
  ["Cortei-me outra vez.", "self-harm", "crisis"],
  ["quero me cortar", "self-harm", "crisis"],
  ["me queimei com o isqueiro de propósito", "self-harm", "crisis"],
  ["queria me machucar", "self-harm", "crisis"],
  ["voltei pra automutilação", "self-harm", "crisis"],
  ["peguei a gilete. odeio minha vida", "self-harm", "crisis"],
  ["eu me cortava na escola", "self-harm", "concern"],
  ["me cortei quando tinha 14 anos", "self-harm", "concern"],
  // Hopelessness.
  ["não aguento mais", "hopelessness", "concern"],
  ["n aguento mais essa vida", "hopelessness", "concern"],
  ["não vejo sentido em viver", "hopelessness", "concern"],
  ["a vida não tem mais sentido", "hopelessness", "concern"],
  ["nada vai mudar e eu não vejo sentido", "hopelessness", "concern"],
  ["todo mundo seria mais feliz sem mim", "hopelessness", "concern"],
  ["sou um peso pra minha família", "hopelessness", "concern"],
  ["Sinto que sou um fardo.", "hopelessness", "concern"],
  ["ngm ia sentir minha falta", "hopelessness", "concern"],
  ["não quero mais estar aqui", "hopelessness", "concern"],
  ["não sei quanto tempo mais vou aguentar", "hopelessness", "concern"],
  ["pq eu ainda to viva", "hopelessness", "concern"],
  // Concern in two categories about the writer is crisis.
  ["tô cansada de viver. sou um peso pra todo mundo", "hopelessness", "crisis"],
];

/** Someone the writer knows, at risk now: concern, never crisis. */
const SOMEONE_ELSE: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["minha amiga disse que quer se matar", "suicidal-thoughts"],
  ["ele vive falando em suicídio", "suicidal-thoughts"],
  ["meu primo tentou se matar ontem", "preparatory-acts"],
  ["minha irmã se corta", "self-harm"],
];

const NEGATIVE: readonly string[] = [
  // Idioms of dying and killing.
  "estou morrendo de saudade da minha avó",
  "morri de rir com esse vídeo",
  "tô morrendo de fome",
  "isso me mata de vergonha",
  "Me matei de rir ontem.",
  "minha mãe vai me matar quando ver a nota",
  "ela ia me matar se soubesse",
  "essa prova de cálculo vai me matar",
  "esse trabalho está me matando",
  "me mato de trabalhar e ninguém reconhece",
  "Mato-me a trabalhar.",
  "um calor de matar hoje em SP",
  "vou matar aula amanhã",
  "fui matar a saudade da minha cidade",
  "eu mataria por um café agora",
  "que eu morra se for mentira",
  "quero sumir de vergonha",
  "dançamos até morrer na festa",
  "tô morta, trabalhei doze horas",
  // Negations.
  "não quero morrer",
  "eu nunca vou me matar",
  "não sou suicida, só estou cansada",
  "não tenho pensamentos suicidas",
  "não penso em me matar",
  "nunca tentei me matar",
  // Grief, someone else's past, stories and news, prevention.
  "meu pai morreu ano passado e sinto muita falta dele",
  "meu amigo tirou a própria vida em 2019",
  "minha tia tentou se matar quando era jovem",
  "na novela a protagonista diz que quer morrer",
  "li uma reportagem sobre a dose letal de paracetamol",
  "como ajudar alguém que pensa em suicídio?",
  "hoje começa o Setembro Amarelo, campanha de prevenção ao suicídio",
  // Hyperbole about exams, work and heat; everyday sad or tired entries.
  "se eu reprovar nessa matéria eu morro",
  "não aguento mais esse calor",
  "não aguento mais esperar o resultado",
  "não vejo sentido nessa regra nova do trabalho",
  "estou tão triste, sinto falta da minha mãe",
  "tô muito cansada depois do trabalho",
  // Near misses of the rules.
  "queria ter nascido nos anos 80",
  "quero morrer velhinha ao lado de você",
  "me cortei cozinhando ontem",
  "a carta de despedida do meu avô ainda me emociona",
  "escrevi uma carta de despedida pros colegas do trabalho",
  "tenho um plano pra viagem de férias",
  "vão me cortar do time",
  "desculpa por tudo, amor",
  "só quero sumir um pouco desse grupo",
  "estou a tomar os comprimidos para a tensão",
  "tomei todos os remédios certinho hoje",
  "vou me matar de rir com esse vídeo",
  "eu devia morrer de vergonha depois dessa",
  "nao quero acordar cedo amanha",
  "queria que essa semana acabasse logo",
  "todos vamos morrer um dia",
];

describe("Portuguese crisis table", () => {
  it.each(POSITIVE)("%s → %s (%s)", (text, category, level) => {
    const result = read(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
    expect(result.self).toBe(true);
  });

  it.each(SOMEONE_ELSE)("someone else: %s → concern (%s)", (text, category) => {
    const hits = languageHits(text, PT_CRISIS);
    expect(hits.map((h) => h.category)).toContain(category);
    expect(hits.every((h) => !h.self)).toBe(true);
    expect(levelOfHits(hits)).toBe("concern");
  });

  it.each(NEGATIVE)("none: %s", (text) => {
    expect(read(text)).toEqual({ level: "none", categories: [], self: false });
  });

  it("laughter lowers a phrase one step, unless the writer says it is no joke", () => {
    expect(read("quero morrer kkkkk").level).toBe("concern");
    expect(read("vou me matar rsrs").level).toBe("concern");
    expect(read("não aguento mais hahaha").level).toBe("none");
    expect(read("quero me matar, é brincadeira").level).toBe("concern");
    expect(read("não é brincadeira, quero morrer").level).toBe("crisis");
    expect(read("não tô brincando, vou me matar").level).toBe("crisis");
  });

  it("reads the folded text: no accents, curly quotes, the sentence split", () => {
    expect(foldLanguageText("NÃO  aguento MAIS", true)).toBe("nao aguento mais");
    expect(languageSentences("estou bem. quero morrer")).toEqual(["estou bem", "quero morrer"]);
    // A phrase never runs across a sentence end.
    expect(read("eu não. quero morrer").level).toBe("crisis");
  });

  it("every rule is reached by an example above", () => {
    const reached = new Set<string>();
    for (const [text] of [...POSITIVE, ...SOMEONE_ELSE]) for (const hit of languageHits(text, PT_CRISIS)) reached.add(hit.pattern);
    const unreached = PT_CRISIS.rules.map((r) => r.pattern.source).filter((source) => !reached.has(source));
    expect(unreached).toEqual([]);
  });

  it("every idiom blanks words of a negative example", () => {
    const folded = NEGATIVE.map((text) => foldLanguageText(text, true));
    const unused = PT_CRISIS.idioms.filter((idiom) => !folded.some((text) => idiom.test(text))).map((idiom) => idiom.source);
    expect(unused).toEqual([]);
  });

  it("reads a long entry quickly (no runaway backtracking)", () => {
    const long = `${"eu não sei o que fazer com a minha vida e tudo está tão difícil agora, ".repeat(40)}fim`;
    const start = performance.now();
    for (let i = 0; i < 20; i += 1) languageHits(long, PT_CRISIS);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
