// Ripple's local prose in French (docs/decisions/025): the person is addressed as « vous »,
// warmly and calmly; no reply to a hard feeling is upbeat, and none assumes the person's gender.
import type { ReplyBook } from "./book";
import { FR_SUGGESTIONS } from "./fr-suggestions";

export const FR: ReplyBook = {
  replies: {
    joy: [
      "Je sens la lumière dans vos mots. Prenez le temps de savourer cette joie.",
      "Quel beau moment à garder avec vous aujourd'hui. Votre bonheur compte.",
      "Il y a beaucoup de chaleur dans ce que vous partagez. Ce moment vous appartient.",
    ],
    surprise: [
      "On dirait que cela vous a pris de court. Vous pouvez prendre un moment pour laisser les choses se poser.",
      "La vie a parfois le don de nous surprendre. Observez simplement comment ce moment résonne en vous.",
      "Quelque chose d'inattendu est arrivé. Rien ne presse pour savoir quoi en penser.",
    ],
    sadness: [
      "J'entends le poids de vos mots, et je suis là avec vous.",
      "Vous avez le droit d'être triste. Ce que vous ressentez compte, et vous n'avez pas à le porter sans soutien.",
      "Merci de me confier quelque chose d'aussi intime. Prenez soin de vous avec douceur aujourd'hui.",
      "Cette peine mérite qu'on lui fasse de la place. Prenez tout le temps qu'il vous faut.",
    ],
    anger: [
      "Votre réaction se comprend. Cette colère vous dit que quelque chose compte pour vous.",
      "J'entends à quel point cela vous a remué. Laissez-vous respirer avant de décider de la suite.",
      "Il est normal d'être en colère quand quelque chose semble injuste. Vous avez le droit de le ressentir.",
    ],
    fear: [
      "Cela semble inquiétant. Respirons lentement ensemble ; en cet instant, vous êtes en sécurité.",
      "L'inquiétude peut prendre beaucoup de place. Vous l'avez nommée, et c'est déjà un premier pas courageux.",
      "J'entends le malaise dans vos mots. Vous n'avez pas à tout résoudre maintenant.",
    ],
    disgust: [
      "Quelque chose ici ne vous a clairement pas convenu. Vous pouvez respecter cette réaction.",
      "Votre sens de ce qui ne va pas mérite d'être écouté. Merci de l'avoir nommé.",
    ],
    calm: [
      "Il y a une tranquillité douce dans ce que vous partagez. Laissez-vous y reposer.",
      "Ce calme vaut la peine d'être savouré. Remarquez comment il se ressent dans votre corps.",
      "Quelle paix dans vos mots. Gardez un peu de ce calme pour la suite de la journée.",
    ],
    grateful: [
      "Quelle belle chose à remarquer. La gratitude a le don d'adoucir la journée.",
      "Merci de partager cela. Garder en mémoire des moments comme celui-ci peut faire tant de bien.",
      "Cette reconnaissance se ressent dans vos mots. C'est précieux de s'en apercevoir.",
    ],
    hopeful: [
      "J'entends de l'espoir dans vos mots. Laissez-le éclairer le prochain petit pas.",
      "Ce sentiment que quelque chose est possible est précieux. Prenez-en soin.",
      "Il y a une ouverture dans ce que vous dites. Elle mérite qu'on s'y attarde.",
    ],
    confused: [
      "Il est normal de ne pas tout comprendre tout de suite. La clarté vient souvent lentement.",
      "Rester dans l'incertitude est difficile. Vous n'avez pas besoin de toutes les réponses aujourd'hui.",
      "Les choses semblent embrouillées en ce moment, et c'est compréhensible. Une question à la fois suffit.",
    ],
    tired: [
      "On dirait que vous portez beaucoup de choses. Le repos n'a pas besoin d'être mérité.",
      "Votre fatigue est réelle. Traitez-vous avec bienveillance et laissez cette journée être un peu plus douce.",
      "Vous avez le droit de ralentir. Votre corps et votre esprit demandent peut-être une pause.",
    ],
    reflective: [
      "Merci d'avoir pris ce moment pour vous arrêter et réfléchir.",
      "C'est bien de vous accorder un peu d'espace pour faire le point aujourd'hui.",
      "Il y a de la valeur à simplement remarquer comment vous allez. Je suis là avec vous.",
    ],
  },
  suffixes: {
    intense: "Ces émotions semblent très fortes en ce moment.",
    gentle: "Même des émotions discrètes comme celles-ci méritent d'être reconnues.",
    mixed: "Il est tout à fait possible de ressentir plusieurs choses à la fois.",
  },
  ...FR_SUGGESTIONS,
  insight: {
    emotionNouns: {
      happy: "la joie",
      sad: "la tristesse",
      anxious: "l'anxiété",
      angry: "la colère",
      calm: "le calme",
      grateful: "la gratitude",
      confused: "la confusion",
      hopeful: "l'espoir",
      tired: "la fatigue",
      content: "le contentement",
      reflective: "la réflexion",
      contemplative: "la contemplation",
      neutral: "un état égal et neutre",
      joy: "la joie",
      sadness: "la tristesse",
      fear: "la peur",
      anger: "la colère",
      surprise: "la surprise",
      disgust: "le dégoût",
    },
    otherEmotion: (word) => `le sentiment « ${word} »`,
    noEmotion: "un mélange discret d'émotions",
    centers: (phrase, band, intensity) =>
      `Cette réflexion est centrée sur ${phrase}, exprimée avec une intensité ${band} (${intensity}/10).`,
    bands: { low: "faible", medium: "modérée", high: "forte" },
    oneTheme: (theme) => `Le thème principal qui s'en dégage est ${theme}.`,
    manyThemes: (themes) => `Les thèmes principaux qui s'en dégagent sont ${themes}.`,
    and: "et",
    themeNames: {
      work: "le travail",
      relationships: "les relations",
      health: "la santé",
      stress: "le stress",
      gratitude: "la gratitude",
      growth: "l'évolution personnelle",
      "self-reflection": "l'introspection",
    },
    moods: {
      positive: "Le ton général est positif et suggère une forme d'aisance qui mérite d'être remarquée et entretenue.",
      negative: "Le ton général est lourd, et mettre des mots dessus est un premier pas important pour l'alléger.",
      mixed: "Le ton général est partagé, ce qui montre souvent une personne qui traverse plusieurs émotions à la fois.",
      neutral: "Le ton général est égal et reflète une attention posée et attentive à ce qui se vit à l'intérieur.",
    },
  },
  acknowledgment: {
    short: "Je suis là quand vous voudrez en dire un peu plus.",
    longer: "Merci de cette pause avec moi. Parfois, quelques mots suffisent, et je suis là dès que vous voudrez en dire davantage.",
  },
  honored: "Merci d'avoir pris ce temps pour vous. Chaque moment de réflexion compte.",
  silence: "Parfois, le silence en dit plus que les mots. Merci de vous être accordé ce moment de calme.",
  silenceWords: /silence|instant/i,
};
