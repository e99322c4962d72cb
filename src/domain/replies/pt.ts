// Ripple's local prose in Portuguese (docs/decisions/025): written to read naturally in Brazil
// and Portugal (the person is addressed as «você», mostly through the verb alone), warmly and
// calmly; no reply to a hard feeling is upbeat, and none assumes the person's gender.
import type { ReplyBook } from "./book";
import { PT_SUGGESTIONS } from "./pt-suggestions";

export const PT: ReplyBook = {
  replies: {
    joy: [
      "Sinto a luz nas suas palavras. Permita-se aproveitar esta alegria.",
      "Que momento bonito para levar consigo hoje. A sua felicidade importa.",
      "Há muito carinho no que você partilha. Este momento é seu.",
    ],
    surprise: [
      "Parece que isso apanhou você de surpresa. Tudo bem tirar um momento para deixar assentar.",
      "A vida às vezes nos surpreende. Repare em como este momento chega até você.",
      "Aconteceu algo inesperado. Não há pressa para saber o que pensar disso.",
    ],
    sadness: [
      "Sinto o peso das suas palavras, e estou aqui com você.",
      "Tudo bem sentir tristeza. O que você sente é válido, e você não precisa carregar isso sem apoio.",
      "Agradeço por me confiar algo tão delicado. Trate-se com carinho hoje.",
      "Essa tristeza merece espaço. Leve o tempo que precisar.",
    ],
    anger: [
      "Faz sentido você se sentir assim. A sua raiva está dizendo que algo importa.",
      "Percebo o quanto isso mexeu com você. Respire antes de decidir o que fazer a seguir.",
      "É normal sentir raiva quando algo parece injusto. Você tem o direito de sentir isso.",
    ],
    fear: [
      "Isso parece inquietante. Respire devagar comigo; neste momento você está em segurança.",
      "A preocupação pode fazer muito barulho. Você deu um nome a ela, e isso já é um primeiro passo corajoso.",
      "Sinto a inquietação nas suas palavras. Você não precisa resolver tudo agora.",
    ],
    disgust: [
      "Algo aqui claramente não caiu bem para você. Tudo bem respeitar essa reação.",
      "A sua percepção do que não está certo merece ser ouvida. Agradeço por dar nome a isso.",
    ],
    calm: [
      "Há uma serenidade tranquila no que você partilha. Permita-se descansar nela.",
      "Esta calma merece ser saboreada. Repare em como ela se sente no seu corpo.",
      "Quanta paz nas suas palavras. Guarde um pouco desta calma para o resto do dia.",
    ],
    grateful: [
      "Que bonito reparar nisso. A gratidão tem um jeito de suavizar o dia.",
      "Agradeço por partilhar isto. Guardar momentos assim pode nutrir tanto.",
      "Dá para sentir a gratidão nas suas palavras. É precioso perceber isso.",
    ],
    hopeful: [
      "Ouço esperança nas suas palavras. Deixe que ela ilumine o próximo pequeno passo.",
      "Essa sensação de que algo é possível é preciosa. Cuide dela.",
      "Há uma abertura no que você diz. Vale a pena ficar um pouco com ela.",
    ],
    confused: [
      "Tudo bem não ter tudo resolvido. A clareza costuma chegar devagar.",
      "Conviver com a incerteza é difícil. Você não precisa de todas as respostas hoje.",
      "As coisas parecem emaranhadas agora, e isso é compreensível. Uma pergunta de cada vez basta.",
    ],
    tired: [
      "Parece que você tem carregado muita coisa. Descanso não é algo que precise ser merecido.",
      "O seu cansaço é real. Trate-se com gentileza e deixe que hoje seja um pouco mais leve.",
      "Você tem o direito de desacelerar. Talvez o seu corpo e a sua mente estejam pedindo uma pausa.",
    ],
    reflective: [
      "Agradeço por tirar este momento para parar e refletir.",
      "Que bom que você abriu um espaço para olhar para si hoje.",
      "Há valor em simplesmente reparar em como você está. Estou aqui com você.",
    ],
  },
  suffixes: {
    intense: "Estes sentimentos parecem muito intensos neste momento.",
    gentle: "Mesmo sentimentos suaves como estes merecem ser reconhecidos.",
    mixed: "Faz sentido sentir mais de uma coisa ao mesmo tempo.",
  },
  ...PT_SUGGESTIONS,
  insight: {
    emotionNouns: {
      happy: "a alegria",
      sad: "a tristeza",
      anxious: "a ansiedade",
      angry: "a raiva",
      calm: "a calma",
      grateful: "a gratidão",
      confused: "a confusão",
      hopeful: "a esperança",
      tired: "o cansaço",
      content: "a satisfação",
      reflective: "a reflexão",
      contemplative: "a contemplação",
      neutral: "um estado sereno e neutro",
      joy: "a alegria",
      sadness: "a tristeza",
      fear: "o medo",
      anger: "a raiva",
      surprise: "a surpresa",
      disgust: "a repulsa",
    },
    otherEmotion: (word) => `a emoção «${word}»`,
    noEmotion: "uma mistura tranquila de sentimentos",
    centers: (phrase, band, intensity) => `Esta reflexão centra-se em ${phrase}, expressa com intensidade ${band} (${intensity}/10).`,
    bands: { low: "baixa", medium: "moderada", high: "alta" },
    oneTheme: (theme) => `O tema principal que surge é ${theme}.`,
    manyThemes: (themes) => `Os temas principais que surgem são ${themes}.`,
    and: "e",
    themeNames: {
      work: "o trabalho",
      relationships: "as relações",
      health: "a saúde",
      stress: "o stress",
      gratitude: "a gratidão",
      growth: "o crescimento pessoal",
      "self-reflection": "a introspecção",
    },
    moods: {
      positive: "O tom geral é positivo, sugerindo uma sensação de leveza que vale a pena notar e cultivar.",
      negative: "O tom geral é pesado, e pôr isso em palavras é um primeiro passo importante para o aliviar.",
      mixed: "O tom geral é misto, o que muitas vezes indica alguém a atravessar mais de um sentimento ao mesmo tempo.",
      neutral: "O tom geral é equilibrado e reflete uma atenção serena e observadora ao que se vive por dentro.",
    },
  },
  acknowledgment: {
    short: "Estou aqui quando quiser partilhar mais do que pensa.",
    longer: "Agradeço por esta pausa comigo. Às vezes poucas palavras bastam, e estou aqui sempre que quiser dizer mais.",
  },
  honored: "Agradeço por ter tirado este tempo para si. Cada momento de reflexão conta.",
  silence: "Às vezes o silêncio diz mais do que as palavras. Agradeço por ter escolhido este momento de quietude.",
  silenceWords: /silêncio|momento/i,
};
