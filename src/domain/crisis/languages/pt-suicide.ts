// The Portuguese table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); pt.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import { crisis, concern, weak, ADV, NOT_OTHER, WANT, KILL, PILLS, recent, longAgo, notAccident } from "./pt-words";

export const PT_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
  // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
  // "quero morrer", "qro morre", "queria tanto morrer", "vontade de morrer", EU "apetece-me morrer"
  // (not "quero morrer velhinha", "morrer em paz").
  crisis(
    "wish-to-be-dead",
    String.raw`${NOT_OTHER}\b(?:${WANT} ${ADV}|(?:vontade|desejo) (?:\S+ )?de )(?:morrer|morre|morer)\b(?! (?:velh\w*|feliz|de velhice|ao lado|aos \d+|com \d+|ric[oa]|em paz|abracad\w*|junt[oa]s?)\b)`,
  ),
  // Generic "you" and "a gente", read as the writer (decision 008): "às vezes você só quer morrer", "tem dia que a gente quer morrer".
  crisis(
    "wish-to-be-dead",
    String.raw`\b(?:as vezes|tem (?:hora|horas|dia|dias|momentos?) (?:que|q)|a gente|nessas horas) (?:voce |vc |ce |a gente )?${ADV}(?:quer|queria) ${ADV}(?:morrer|sumir (?:pra|para) sempre|se matar)\b`,
  ),
  // "preciso morrer", "eu mereço morrer", "eu devia estar morta" (not "morrer de vergonha", an idiom).
  crisis("wish-to-be-dead", String.raw`${NOT_OTHER}\b(?:preciso|mereco|devia|deveria|tenho que) ${ADV}(?:morrer|estar mort[oa])\b`),
  // "não quero mais viver", "n qro mais viver", EU "já não quero viver", "não quero estar viva"
  // (not "viver aqui", "viver com ele").
  crisis(
    "wish-to-be-dead",
    String.raw`\b(?:nao|n) (?:${WANT}|aguento|tenho vontade de) (?:mais )?(?:viver|vive|estar viv[oa]|continuar viv[oa]|continuar vivendo)\b(?! (?:aqui|ali|la|assim|nessa|neste|nesta|nesse|com|sem|long[eo]|perto|no|na|em|sozinh[oa])\b)`,
  ),
  // Passive: "queria estar morta", "preferia estar morto", "quem dera estar morta".
  concern(
    "wish-to-be-dead",
    String.raw`${NOT_OTHER}\b(?:${WANT}|preferia|prefiro|quem (?:me )?dera|melhor seria) ${ADV}(?:estar|ta|tar|ser|ficar) mort[oa]\b`,
  ),
  // "preferia morrer" alone or "do que viver assim" (not "preferia morrer do que ir na festa").
  concern(
    "wish-to-be-dead",
    String.raw`${NOT_OTHER}\bprefer(?:ia|iria|o) (?:mil vezes )?morrer\b(?:(?! (?:do )?que\b)| (?:do )?que (?:viver|continuar|acordar|enfrentar|passar por|seguir)\b)`,
  ),
  // "queria nunca ter nascido", "preferia não ter nascido", "pq eu nasci" (not "queria ter nascido nos anos 80").
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:${WANT}|preferia|quem (?:me )?dera) ${ADV}(?:nunca|nao|n) ter nascido\b|\b(?:por que|pq|porque|pra que|para que) (?:eu )?(?:fui )?nasci(?:da|do)?\b(?! (?:em|no|na|nos|nas|aqui|ali|la|d[aeo]s?)\b)`,
  ),
  // "queria dormir e nunca mais acordar", "dormir pra sempre", "espero não acordar amanhã".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:dormir|durmir|deitar|fechar os olhos) (?:\S+ ){0,3}?(?:e )?(?:nunca mais|nao|n) (?:mais )?acordar\b(?! (?:cedo|tarde|ate|antes|pra|para|a tempo)\b)|\b(?:dormir|descansar) (?:pra|para) sempre\b|\b(?:espero|tomara que eu|rezo pra|torco pra|queria|quero|(?:nao|n) (?:${WANT})) (?:\S+ )?(?:(?:nao|n|nunca mais) )?acordar\b(?! (?:cedo|tarde|ate|antes|pra|para|a tempo|com|de)\b)`,
  ),
  // "quero sumir pra sempre", "desaparecer deste mundo", "queria deixar de existir", "não quero mais existir".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:sumir|desaparecer|evaporar) (?:\S+ ){0,2}?(?:pra|para|p) sempre\b|\b(?:sumir|desaparecer) (?:deste|desse|do|da face d[oa]) (?:mundo|terra|planeta)\b|\b(?:${WANT}|so queria|preferia) ${ADV}(?:deixar de existir|nao existir|n existir|nunca ter existido)\b|\b(?:nao|n) (?:${WANT}) (?:mais )?existir\b`,
  ),
  // "tô cansada de viver", "cansado da vida", EU "estou farto de viver", "sem vontade de viver".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:cansad[oa]s?|exaust[oa]|fart[oa]) (?:\S+ )?(?:de viver|da vida|de existir|de estar viv[oa]|de acordar)\b|\b(?:sem|perdi a|perdi|nao tenho|n tenho|zero|nenhuma) (?:mais )?(?:vontade|forca|forcas|animo|razao) (?:de|pra|para) viver\b`,
  ),
  // "que Deus me leve", "queria que um carro me atropelasse", "tomara que eu morra", "morrer seria um alívio".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:deus|senhor) (?:\S+ )?me (?:leva|leve|levasse|busque|buscasse)\b|\b(?:queria|quero|tomara|espero|rezo pra|torco pra) (?:que )?(?:um|uma|algum|alguma|alguem|o|a) (?:\S+ ){0,2}?me (?:atropel\w+|mat\w+)\b|\b(?:tomara|oxala|espero) (?:que )?(?:eu )?(?:morra|morrer logo)\b|\b(?:morrer|a morte|estar mort[oa]) (?:seria|ia ser|vai ser) (?:um |uma )?(?:alivio|descanso|bencao|presente|a solucao)\b|\bse eu (?:morresse|sumisse|nao acordasse|nao existisse)\b.{0,30}?(?:seria|ia ser) (?:um |uma )?(?:alivio|descanso|melhor|bom|otimo)\b|\b(?:queria|quero|so queria) que (?:tudo|a vida|minha vida) (?:acabasse|terminasse|acabe|termine)\b`,
  ),
  // Weak beside another phrase: "só quero sumir" (people say it of embarrassment, too).
  weak(
    "wish-to-be-dead",
    "concern",
    String.raw`\b(?:${WANT}|so queria) ${ADV}(?:sumir|desaparecer)\b(?! (?:daqui|com|pra|para|por|um pouco|uns dias|do trabalho|da festa)\b)`,
  ),

  // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
  // "quero me matar", "queria me suicidar", "vontade de me matar", "quero acabar com tudo", "apetece-me matar-me".
  crisis("suicidal-thoughts", String.raw`${NOT_OTHER}\b(?:${WANT}|(?:vontade|desejo|impulso) (?:\S+ )?de|preciso) ${ADV}${KILL}`),
  // "penso em me matar", "tô pensando em suicídio", EU "ando a pensar em matar-me", "a ideia de me matar"
  // (not "no suicídio do meu tio").
  crisis(
    "suicidal-thoughts",
    recent(
      String.raw`${NOT_OTHER}\b(?:penso|pensando|pensei|pensava|pensar|a pensar|cogito|cogitando|considero|considerando|ideia de|pensamentos? de|pensamentos? em) ${ADV}(?:em |no |de )?(?:${KILL}|suicidio\b(?! d[aeo]s?\b))`,
    ),
  ),
  // "tenho pensamentos suicidas", "voltaram os pensamentos suicidas", "ideação suicida".
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:tenho|tive|tendo|voltaram|voltou|meus|minhas|ando com|to com|tou com|estou com|lutando contra|luto contra|sinto|sentindo) (?:\S+ ){0,2}?(?:pensamentos?|ideias?|ideacao|vontades?|impulsos?) suicidas?\b`,
  ),
  // "sou suicida", "tô suicida hoje", "me sinto suicida".
  crisis("suicidal-thoughts", String.raw`\b(?:sou|estou|to|tou|ando|me sinto|sinto[- ]me|fiquei) (?:\S+ )?suicida\b`),
  // "suicídio é a única saída", "me matar seria a solução".
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:o suicidio|suicidio|morrer|me matar|a morte) (?:e|parece|seria|vai ser) (?:a |minha )?(?:unica |melhor |ultima )?(?:saida|solucao|opcao|resposta)\b`,
  ),
  // Long ago ("quando eu tinha 15 anos pensava em me matar"): concern.
  concern(
    "suicidal-thoughts",
    longAgo(String.raw`\b(?:penso|pensando|pensei|pensava|queria|quis) ${ADV}(?:em |no )?(?:${KILL}|suicidio\b(?! d[aeo]s?\b))`),
  ),

  // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
  // "vou me matar", "vo me mata", EU "vou-me matar", "vou acabar com tudo", "decidi tirar minha vida".
  crisis(
    "intent",
    String.raw`\b(?:vou|vo|irei|eu vou|decidi|resolvi|ja decidi|to decidid[oa] a|estou decidid[oa] a|tomei a decisao de|to prestes a|estou prestes a|to a ponto de|estou a ponto de) ${ADV}(?:${KILL}|que vou ${KILL})|\bvou-me (?:\S+ )?(?:matar|suicidar)\b`,
  ),
  // Present for soon: "eu me mato", "me mato hoje", "hoje eu acabo com tudo" (not "me mato de trabalhar", an idiom).
  crisis(
    "intent",
    String.raw`\b(?:eu|hoje|hj|amanha|esta noite|essa noite|agora) (?:eu )?(?:me mato|acabo com tudo|dou fim a tudo|termino com tudo|me suicido)\b(?! (?:de|a)\b)|\bme mato (?:hoje|hj|amanha|esta noite|essa noite|logo)\b`,
  ),
  // "decidi morrer", "já decidi que vou morrer", "escolhi morrer".
  crisis("intent", String.raw`\b(?:decidi|resolvi|escolhi|ja decidi|tomei a decisao de) (?:que )?(?:vou |eu vou )?morrer\b`),
  // Weak beside another phrase: "vou fazer isso hoje", "hoje é o dia", "essa é minha última noite".
  weak(
    "intent",
    "crisis",
    String.raw`\b(?:vou fazer|faco) (?:isso|isto) (?:hoje|hj|esta noite|essa noite|amanha)\b|\b(?:hoje|hj|amanha) e o dia\b|\b(?:essa|esta) e (?:a )?minha ultima noite\b`,
  ),

  // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
  // "planejei minha morte", "tô planejando me matar", "já escolhi o dia pra morrer", "sei como vou me matar".
  crisis(
    "plan",
    String.raw`\b(?:planej\w+|plano|planos|escolhi|marquei|defini) (?:\S+ ){0,3}?(?:(?:pra|para|de|o dia|a data|o lugar|como|onde|quando) )?(?:${KILL}|morrer|minha morte|meu suicidio)|\bsei (?:exatamente |bem |ja )?(?:como|onde|quando) (?:eu )?(?:vou |irei )?(?:${KILL}|morrer)`,
  ),
  // Weak beside another phrase: "já sei como vou fazer", "tenho um plano", "planejei pra sexta".
  weak(
    "plan",
    "crisis",
    String.raw`\b(?:ja )?sei (?:exatamente |bem |ja )?(?:como|onde|quando) (?:eu )?(?:vou fazer|farei|faria|fazer)(?: isso)?(?=\s*$|,| e\b| hoje| amanha)|\btenho um plano\b(?! (?:pra|para) (?:o|a|as|os|hoje|amanha|semana|viagem|festa)\b)|\bplanejei (?:tudo |isso )?(?:pra|para) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje|amanha|essa noite)(?=\s*$|,)`,
  ),

  // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
  // "quantos comprimidos pra morrer", "quantos rivotril precisa pra não acordar".
  crisis(
    "method",
    String.raw`\bquant[oa]s (?:\S+ ){0,2}?${PILLS}\b[^,]{0,40}?(?:morrer|matar|mata|overdose|letal|fatal|nao acordar|n acordar)`,
  ),
  // "dose letal", "quantidade fatal", "qual remédio mata mais rápido".
  crisis(
    "method",
    String.raw`\b(?:dose|quantidade|overdose) (?:letal|fatal|mortal)\b|\b(?:qual|que) (?:\S+ )?(?:${PILLS}|veneno) (?:\S+ )?(?:mata|matam|e letal|e fatal|e mortal)\b`,
  ),
  // "jeito mais fácil de morrer", "como se matar sem dor", "forma menos dolorosa de me matar".
  crisis(
    "method",
    String.raw`\b(?:jeito|forma|maneira|modo|metodo|meio)s? (?:\S+ ){0,2}?(?:facil|rapid[oa]|indolor|dolorosa?|doloroso|eficaz|garantid[oa]|certeir[oa]|sem dor)\w* (?:de|pra|para) (?:morrer|se matar|${KILL}|acabar com tudo)|\bcomo (?:se|me|eu (?:posso|poderia|consigo) me) (?:matar|suicidar)\b|\bcomo morrer (?:sem dor|dormindo|rapido|de vez)\b`,
  ),
  // "qual ponte é alta o suficiente", "de que andar precisa pular pra morrer".
  crisis(
    "method",
    String.raw`\b(?:qual|de que) (?:\S+ ){0,2}?(?:ponte|predio|andar|viaduto|altura|janela|penhasco)\b[^,]{0,40}?(?:alt[oa] o suficiente|alt[oa] (?:o )?bastante|suficiente|pra morrer|para morrer|mata\b|pular\b|me jogar\b)`,
  ),
  // "me jogar da ponte", "me jogar na frente do trem", EU "atirar-me da janela", "penso em pular do prédio".
  crisis(
    "method",
    String.raw`\b(?:me (?:jogar|jogo|atirar|atiro|lancar)|(?:jogar|atirar|lancar)[- ]me|(?:vou|quero|queria|penso em|pensando em|vontade de|coragem (?:de|pra)|a ponto de|eu) (?:\S+ )?(?:pular|saltar)) (?:\S+ ){0,2}?(?:da|de uma|de um|do|desse|dessa|de cima d[ao]|na frente d[oa]|em frente d[oa]|embaixo d[oa]|debaixo d[oa]) (?:\S+ )?(?:ponte|predio|janela|viaduto|penhasco|falesia|sacada|varanda|terraco|telhado|andar|carro|trem|metro|onibus|caminhao|comboio|trilhos)\b`,
  ),
  // Means at hand: "os comprimidos na minha mão", "a corda já tá pronta", "juntei remédios".
  crisis(
    "method",
    String.raw`\b(?:os|as|meus|minhas|todos os|todas as|uma caixa de|a caixa de|a cartela de) ${PILLS} (?:\S+ ){0,2}?(?:na (?:minha )?mao|nas (?:minhas )?maos|na minha frente|em cima da mesa|enfileirad[oa]s|separad[oa]s)|\b(?:a|uma|minha) corda (?:\S+ )?(?:ta |esta )?(?:pronta|amarrada|pendurada|no pescoco)|\b(?:juntei|juntando|acumulando|acumulei|estocando|estoquei) (?:\S+ ){0,2}?${PILLS}\b`,
  ),
  // "me enforcar", "cortar os pulsos", "tomar chumbinho", "me dar um tiro" (not "me afogar em trabalho").
  crisis(
    "method",
    String.raw`\b(?:me (?:enforcar|enforco|envenenar|envenenando|dar um tiro)|(?:enforcar|envenenar)[- ]me|me afogar\b(?! (?:em|no|na|nos|nas)\b))|\bcortar (?:os |meus |o |minha )?(?:pulsos?|veias?|garganta)\b|\btomar (?:\S+ )?(?:chumbinho|veneno)\b|\bdar um tiro na (?:minha )?cabeca\b`,
  ),
  // Weak beside another phrase: "tenho uma corda", "comprei uma gilete", "tenho os remédios guardados".
  weak(
    "method",
    "crisis",
    String.raw`\b(?:tenho|comprei|arranjei|consegui) (?:uma|a) (?:corda|arma|gilete|lamina)\b|\b(?:tenho|guardei) (?:\S+ )?${PILLS} guardad[oa]s\b`,
  ),
  // Weak beside another phrase: "vou tomar tudo hoje", "vou tomar a cartela inteira".
  weak(
    "method",
    "crisis",
    String.raw`\bvou tomar (?:tudo|todos|todas|a cartela inteira|a caixa inteira) (?:de uma vez|hoje|hj|esta noite|essa noite)\b`,
  ),

  // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
  // "escrevi minha carta de despedida", "deixei um bilhete de despedida" (not "aos colegas do trabalho",
  // not "a carta de despedida do meu avô").
  crisis(
    "preparatory-acts",
    String.raw`\b(?:escrevi|escrevendo|escrever|deixei|deixar|vou deixar|fiz|terminei|preparei|minha|meu) (?:\S+ ){0,2}?(?:cartas?|bilhetes?) de (?:despedida|adeus)\b(?! (?:pr?a|para|aos?|pros?|d[oa]s?|de (?:meu|minha)) (?:\S+ )?(?:colegas?|equipe|trabalho|empresa|turma|escola|firma|chefe|time|clientes|alunos|professor\w*|avo|avó|pai|mae|tio|tia)\b)`,
  ),
  // Giving things away for after: "dei minhas coisas pra quando eu não estiver aqui", "deixei tudo organizado pra quando eu partir".
  crisis(
    "preparatory-acts",
    String.raw`\b(?:dando|dei|doando|doei|distribuindo|distribui|deixando|deixei|organizei|organizando|arrumei|arrumando) (?:\S+ ){0,3}?(?:minhas coisas|meus pertences|tudo que (?:eu )?tenho|tudo|meu gato|meu cachorro|meus bichos)\b[^,]{0,30}?(?:pra|para) (?:quando|depois que) eu (?:partir|nao estiver|n estiver|morrer|me for|me matar)\b(?! (?:pra|para|de|em|no|na)\b)`,
  ),
  // Weak beside another phrase: "tô dando todas as minhas coisas".
  weak(
    "preparatory-acts",
    "crisis",
    String.raw`\b(?:dando|dei|doando|doei|distribuindo|distribui) (?:todas )?(?:as )?(?:minhas coisas|meus pertences|tudo que (?:eu )?tenho)\b`,
  ),
  // "adeus pra sempre", "me despeço de vocês pra sempre", "essa é minha despedida", "última mensagem".
  crisis(
    "preparatory-acts",
    String.raw`\badeus (?:pra|para) sempre\b|\bme despe\w* (?:de (?:todos|voces|vcs|todo mundo|tudo|voces todos) )?(?:pra|para) sempre\b|\b(?:essa|esta) e (?:a )?minha (?:ultima )?despedida\b|\b(?:essa|esta) e (?:a )?minha ultima (?:mensagem|carta|postagem|post)\b`,
  ),
  // Weak beside another phrase: "adeus a todos", "desculpa por tudo", "obrigada por tudo".
  weak(
    "preparatory-acts",
    "crisis",
    String.raw`\badeus a todos\b|\btchau (?:a todos|mundo)\b|\bme despe\w* de (?:todos|voces|vcs|todo mundo)\b|\b(?:desculp\w*|perdao|perdoem[- ]?me|me perdoem) por tudo\b|\bobrigad[oa] por tudo\b`,
  ),
  // An attempt, recent: "tentei me matar ontem", "minha tentativa de suicídio", "fiz uma tentativa".
  crisis(
    "preparatory-acts",
    recent(
      String.raw`\b(?:tentei|tentando|ja tentei|quase consegui) (?:\S+ ){0,2}?(?:${KILL}|suicidio\b|morrer\b)|\b(?:minha|a minha|fiz uma|tive uma) (?:\S+ )?tentativa de (?:suicidio|me matar|tirar minha vida)\b`,
    ),
  ),
  // An attempt long ago ("tentei me matar quando tinha 16"): concern.
  concern(
    "preparatory-acts",
    longAgo(String.raw`\b(?:tentei|ja tentei) (?:\S+ ){0,2}?(?:${KILL}|suicidio\b)|\bminha tentativa de suicidio\b`),
  ),
  // Overdose taken: "tomei todos os comprimidos", "tomei uma cartela inteira de rivotril", "tive uma overdose".
  crisis(
    "preparatory-acts",
    recent(
      String.raw`\b(?:tomei|engoli|ingeri) (?:\S+ ){0,2}?(?:(?:uma|a|duas|tres) (?:cartelas?|caixas?) (?:inteiras? )?(?:de |do |da )?|\d{2,} )(?:\S+ )?${PILLS}|\b(?:tomei|engoli|ingeri) (?:todos os|todas as) (?:\S+ )?${PILLS} (?:\S+ )?(?:de uma vez|de uma so vez|juntos|juntas|que (?:eu )?(?:tinha|achei|juntei)|da caixa|da cartela|do frasco|do pote)|\b(?:tomei|fiz|tive) (?:uma )?overdose\b`,
    ),
  ),

  // ---- self-harm, now ---------------------------------------------------------------------
  // "me cortei de novo", "me corto quando fico assim", EU "cortei-me", "quero me cortar"
  // (not "me cortei cozinhando", not "vão me cortar do time").
  crisis(
    "self-harm",
    recent(
      notAccident(
        String.raw`(?<!\b(?:vai|vao|ia|iam|querem|quer) )\b(?:me (?:cortar|corto|cortei|cortando|cortarei)|(?:cortar|corto|cortei)[- ]me)\b(?! (?:d[oa]s?|a franja|o cabelo)\b)`,
      ),
    ),
  ),
  // Hurting oneself on purpose: "me machuquei de propósito", "me queimei com o isqueiro", "quero me machucar", "magoar-me".
  crisis(
    "self-harm",
    String.raw`\bme (?:machuc\w*|feri|ferir|firo|queim\w*|bat\w*|arranh\w*|mutil\w*)\b(?: \S+){0,3}? (?:de proposito|porque mereco|ate sangrar|pra sentir|para sentir|com (?:o |um |a |uma )?(?:isqueiro|cigarro|gilete|lamina|estilete|tesoura))|\b(?:${WANT}|vontade de|preciso|voltei a) (?:\S+ )?(?:me (?:machucar|ferir|queimar|mutilar|arranhar)|(?:magoar|ferir|mutilar|queimar)[- ]me)\b`,
  ),
  // The words for it, of oneself: "voltei pra automutilação", "tive uma recaída no cutting".
  crisis(
    "self-harm",
    String.raw`\b(?:voltei (?:a|pra|para|com)|recai n[ao]|recaida n[ao]|recaida d[ao]|minha|faco|fazendo|pratico|comecei (?:a|com)) (?:\S+ )?(?:automutilacao|auto-mutilacao|autolesao|cutting|automutilar)\b`,
  ),
  // Weak beside another phrase: "peguei a gilete", "cortes novos".
  weak(
    "self-harm",
    "crisis",
    String.raw`\b(?:peguei|segurando|to com|estou com) (?:a |uma |minha )?(?:gilete|lamina|estilete)\b|\bcortes? (?:novos?|frescos?|fundos?|mais fundos?)\b`,
  ),
  // Long ago: "eu me cortava na escola", "me cortei quando tinha 14": concern.
  concern("self-harm", String.raw`\b(?:eu )?me cortava\b|\bcostumava me cortar\b|${longAgo(String.raw`\bme cortei\b`)}`),
];
