// Portuguese crisis phrase table, Brazilian and European forms together: the English detector's
// categories and levels (docs/decisions/008-crisis-detection.md) in the words Portuguese speakers
// type, including texting forms ("vc", "q", "n" for "não", "pq", "mto", "ngm", "qro", "vo me
// mata" with the final r dropped), no accents, European enclisis ("matar-me", "apetece-me"),
// slang and euphemisms ("acabar com tudo", "tirar minha vida", "sumir pra sempre", "chumbinho").
// Patterns run on folded text (lower case, accents removed: "não" → "nao", "você" → "voce").
//
// Portuguese negates just before the verb ("não quero morrer", "nunca vou me matar"): phrases
// start at the verb and `negationBefore` reads the negation with the few auxiliaries that may
// stand between ("eu não vou", "nunca pensei em"), not across "sei" or "aguento" ("não sei por
// que quero morrer" and "não aguento mais quero morrer" still count). Phrases whose meaning is
// the negation ("não quero mais viver") carry it inside the match.
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, WANT, THEY } from "./pt-words";
import { PT_SUICIDE_RULES } from "./pt-suicide";

export const PT_CRISIS: LanguageCrisisTable = {
  language: "pt",
  foldAccents: true,
  rules: [
    ...PT_SUICIDE_RULES,
    // ---- hopelessness (concern) -------------------------------------------------------------
    // "não aguento mais", "n aguento mais", "não dá mais", "não aguento mais essa vida"
    // (not "não aguento mais esse calor", "não aguento mais esperar").
    concern(
      "hopelessness",
      String.raw`\b(?:nao|n|ja nao) (?:aguento|suporto|consigo|posso|dou conta|da) (?:mais|mas)(?:(?= *(?:$|,))| (?:viver|essa vida|esta vida|a vida|minha vida|de viver|existir|continuar|seguir|tudo|nada|isso tudo|tudo isso)\b)`,
    ),
    // "não vejo sentido em viver", "a vida não tem mais sentido", "não tenho motivo pra viver", "pra que viver".
    concern(
      "hopelessness",
      String.raw`\b(?:nao|n) (?:vejo|encontro|tem|ha|tenho|existe) (?:mais )?(?:nenhum )?(?:sentido|motivo|razao|razoes|motivos) (?:(?:em|na|de|pra|para|p) )?(?:viver|vida|continuar|seguir|existir|acordar|estar viv[oa]|minha vida|nada|mais nada)\b|\b(?:nao|n) vejo (?:mais )?(?:nenhum )?sentido(?: em nada| nenhum| mais)?(?=\s*$|,)|\b(?:a vida|minha vida|viver) (?:nao|n) (?:tem|faz) (?:mais )?(?:nenhum )?sentido\b|\b(?:sem|nenhum|nenhuma) (?:motivo|razao) (?:pra|para) (?:viver|continuar)\b|\b(?:pra|para) que (?:viver|continuar vivendo|continuar viv[oa])\b`,
    ),
    // "todo mundo seria mais feliz sem mim", "minha família ficaria melhor se eu sumisse".
    concern(
      "hopelessness",
      String.raw`\b(?:seria|seriam|ficaria|ficariam|estaria|estariam|vai ficar|vao ficar|ia ficar|iam ficar|viveria|viveriam) (?:\S+ ){0,2}?(?:melhor|melhores|feliz|felizes|em paz|tranquil[oa]s?|aliviad[oa]s?)(?: sem mim| se eu (?:morresse|sumisse|nao existisse|n existisse|nao estivesse aqui|desaparecesse|fosse embora (?:pra|para) sempre))\b`,
    ),
    // "sou um peso pra todo mundo", "sou um fardo", "só atrapalho a vida de todos", EU "sou um estorvo".
    concern(
      "hopelessness",
      String.raw`\b(?:sou|me sinto|to sendo|estou sendo) (?:(?:so|apenas|um|uma|mais um|mais uma) ){0,2}(?:peso|fardo|estorvo|carga)(?: morto)?(?:(?= *(?:$|,))| (?:pra|para|p|na vida de|a) (?:todos|todo mundo|minha familia|meus pais|minha mae|meu pai|voces|vcs|eles|os outros|quem)\b)|\bso (?:atrapalho|estrago|pioro) a vida de (?:todo mundo|todos|todas|quem)\b`,
    ),
    // "ninguém ia sentir minha falta", "ngm ia notar se eu sumisse".
    concern(
      "hopelessness",
      String.raw`\b(?:ninguem|ngm) (?:\S+ ){0,2}?(?:sentir\w*|notar\w*|perceber\w*|ligar\w*|se importar\w*) (?:\S+ )?(?:minha falta|falta de mim|se eu (?:morresse|sumisse|fosse|desaparecesse|nao estivesse|me matasse))`,
    ),
    // "não quero mais estar aqui", "não quero estar nesse mundo", "desisti da vida".
    concern(
      "hopelessness",
      String.raw`\b(?:nao|n) (?:${WANT}) (?:mais )?(?:estar|ficar|continuar) (?:mais )?(?:aqui|nesse mundo|neste mundo|nessa vida)(?=\s*$|,| mais| nesse mundo| neste mundo)|\bdesist\w* (?:da|de) (?:vida|viver|mim)\b`,
    ),
    // "não sei quanto tempo mais vou aguentar", "não quero mais viver assim", "pq eu ainda tô viva".
    concern(
      "hopelessness",
      String.raw`\bnao sei (?:\S+ ){0,2}?(?:quanto tempo|ate quando) (?:\S+ ){0,2}?(?:aguent\w*|suport\w*|continuar)|\b(?:nao|n) (?:${WANT}) (?:mais )?viver assim\b|\b(?:por que|pq|porque) (?:eu )?(?:ainda )?(?:to|tou|estou|sigo) viv[oa]\b`,
    ),
    // Weak beside another phrase: "nada vai mudar", "nunca vai melhorar", "cansada de tudo", "odeio minha vida".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bnada (?:nunca )?(?:vai|nunca vai|vai nunca) (?:mudar|melhorar)\b|\bnunca vai melhorar\b|\bnao tem saida\b|\bsem saida\b|\bcansad[oa] de tudo\b|\bodeio (?:a )?minha vida\b|\beu desisto\b|\bdesisti de tudo\b`,
    ),

    // ---- someone else at risk now (concern) --------------------------------------------------
    // "minha amiga quer se matar", "ele vive falando em suicídio", "meu irmão disse que quer morrer".
    other(
      "suicidal-thoughts",
      String.raw`${THEY}(?:quer|queria|disse que quer|falou que quer|diz que quer|fala em|falando em|falou em|pensa em|pensando em|ameacou|ameaca|ameacando|planeja|planejando|vai) (?:\S+ )?(?:se matar|se suicidar|morrer|suicidio|tirar a (?:propria )?vida|acabar com tudo|se jogar|se enforcar|pular d\S+ (?:\S+ )?(?:ponte|predio|janela))\b`,
    ),
    // "ela tentou se matar ontem" (an attempt this week; someone else's past stays none).
    other(
      "preparatory-acts",
      String.raw`${THEY}tentou (?:\S+ )?(?:se matar|se suicidar|suicidio)\b(?=.*\b(?:ontem|hoje|hj|essa semana|esta semana|semana passada|de novo|anteontem|esta noite|essa noite)\b)`,
    ),
    // "ela se corta", "meu filho está se cortando".
    other("self-harm", String.raw`${THEY}(?:se corta|se cortando|se machuca de proposito|se automutila|se mutila)\b`),
  ],
  idioms: [
    // "morrendo de saudade", "morri de rir", "morto de fome", "morta de cansaço", "morro de medo".
    /\b(?:morr\w*|mort[oa]s?|mortinh[oa]s?) de (?:saudades?|rir|riso|fome|sede|sono|frio|calor|vergonha|medo|tedio|inveja|vontade|cansaco|cansad[oa]|amor|curiosidade|ciumes?|preguica|raiva|ansiedade|nervoso|dor de cabeca|tanto rir)\b/,
    // "me mata de vergonha", "me matou de rir", "me matei de rir", "nos mata de susto".
    /\b(?:me|nos|te) (?:mata|matar|mate|mato|matou|matava|matam|mataram|matei|matando) de (?:vergonha|rir|susto|raiva|tedio|saudade|inveja|orgulho|fome|tanto rir)\b/,
    // Working or studying oneself to death: "me mato de trabalhar", "me matando de estudar", EU "mato-me a trabalhar".
    /\b(?:me |se |nos )?mat\w* de (?:trabalhar|estudar|trabalho|treinar|correr|limpar)\b|\bmat\w*-me a (?:trabalhar|estudar)\b/,
    // Someone else "will kill me" (a scolding): "minha mãe vai me matar", "essa prova vai me matar", "quer me matar?".
    /\b(?:vai|vao|iria|quer|querem|vai acabar) me matar\b/,
    /\b(?:ela|ele|eles|elas|mae|pai|chefe|professora?|namorad[oa]|irma|irmao|alguem) (?:\S+ )?(?:ia|iam|queria|queriam) me matar\b/,
    // "isso tá me matando", "esse calor tá me matando".
    /\b(?:ta|tao|esta|estao|tava) me matando\b/,
    // "eu mataria por um café", "mato por um chocolate".
    /\b(?:mataria|mato|matar) (?:alguem )?por (?:um|uma)\b/,
    // Killing time, longing, hunger, thirst, class: "matar a saudade", "matar aula", "matar o tempo".
    /\bmat(?:ar|ei|ando|o|ou|amos) (?:a |o |as )?(?:saudades?|aula|aulas|tempo|fome|sede|charada|curiosidade|trabalho)\b/,
    // "um calor de matar", "uma fila de morrer", "chato de morrer".
    /\b(?:calor|frio|fila|dor|chat[oa]|saudade|tedio|cansaco|lind[oa]|bom|boa|gostos[oa]|cheiro) de (?:matar|morrer)\b/,
    // An oath: "que eu morra se for mentira".
    /\b(?:que eu morra|quero morrer|morro) (?:agora )?se (?:for|estiver|eu estiver|nao for)\b/,
    // "quero sumir de vergonha", "sumir do mapa" (out of touch).
    /\b(?:sumir|desaparecer|enfiar a cara) (?:de vergonha|do mapa)\b/,
    // "até morrer" after dancing, laughing, eating: "rir até morrer", "dançar até morrer".
    /\b(?:rir|ri|rimos|rindo|dancar|dancei|dancamos|dancando|comer|comi|comendo|cantar|beber|bebi) ate morrer\b/,
    // "tô morta" / "tô morto" (exhausted) followed by tiredness words: "tô morta de cansada", "morto de sono".
    /\b(?:to|tou|estou|tava|fiquei) mort[oa](?= *(?:$|,| hoje| depois| do trabalho| da academia| de cansad[oa]))/,
    // "pensar em suicídio" in lessons about warning signs ("como identificar quem pensa em suicídio").
    /\b(?:alguem|quem|pessoas?) (?:que )?(?:pensa|pensam|pensando) em (?:suicidio|se matar)\b/,
  ],
  // "não", "n", "nunca", "jamais", "nem", with up to three auxiliaries ("eu não vou", "nunca pensei em").
  negationBefore:
    /\b(?:nao|n|nunca|jamais|nem)(?: (?:eu|vou|vo|iria|quero|queria|tenho|tive|to|tou|estou|estava|sou|seria|penso|pensei|pensaria|pensando|em|faria|farei|pretendo|planejo|me|mesmo|realmente|e que|que)){0,3} ?$/,
  laughter:
    /\bk{3,}\b|\b(?:rs){2,}\b|\ba?(?:ha){2,}h?\b|\b(?:he){2,}\b|\b(?:hi){2,}\b|\b(?:hu[ae]){2,}\w*|\blol\b|\bxd\b|😂|🤣|😹|(?<!\b(?:nao|n) )\b(?:to|tou|so|tava|estou) (?:brincando|zoando)\b|(?<!\b(?:nao|n) )\b(?:e|eh|so|foi) (?:so )?(?:brincadeira|zoeira|zuera)\b/,
  story:
    /\b(?:personagem|protagonista|no filme|o filme|do filme|na serie|da serie|na novela|da novela|no livro|o livro|do livro|no episodio|documentario|reportagem|noticia sobre|materia sobre|artigo sobre|palestra sobre|aula sobre|trabalho sobre|pesquisa sobre|setembro amarelo|prevencao|campanha|estatisticas?|na musica|na letra|letra da musica|o cantor|a cantora|o poema|no poema|podcast)\b/,
};
