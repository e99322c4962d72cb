// Ripple's local prose in Italian (docs/decisions/025): the person is addressed as «tu», warmly
// and calmly; no reply to a hard feeling is upbeat, and none assumes the person's gender.
import type { ReplyBook } from "./book";
import { IT_SUGGESTIONS } from "./it-suggestions";

export const IT: ReplyBook = {
  replies: {
    joy: [
      "Sento la luce nelle tue parole. Concediti di assaporare questa gioia.",
      "Che bel momento da portare con te oggi. La tua felicità conta.",
      "C'è tanto calore in quello che condividi. Questo momento è tuo.",
    ],
    surprise: [
      "Sembra che questo ti abbia colto alla sprovvista. Va bene prenderti un momento per lasciarlo sedimentare.",
      "La vita a volte ci sorprende. Nota come questo momento risuona dentro di te.",
      "È successo qualcosa di inatteso. Non c'è fretta di capire cosa pensarne.",
    ],
    sadness: [
      "Sento il peso delle tue parole, e sono qui con te.",
      "Va bene sentirsi tristi. Quello che provi è importante, e non devi portarlo senza sostegno.",
      "Grazie per avermi affidato qualcosa di così delicato. Trattati con dolcezza oggi.",
      "Questa tristezza merita il suo spazio. Prenditi tutto il tempo che ti serve.",
    ],
    anger: [
      "Ha senso che tu ti senta così. La tua rabbia ti dice che qualcosa conta.",
      "Sento quanto questo ti abbia scosso dentro. Respira prima di decidere cosa fare dopo.",
      "È normale arrabbiarsi quando qualcosa sembra ingiusto. Hai il diritto di sentirlo.",
    ],
    fear: [
      "Sembra inquietante. Respira lentamente insieme a me; in questo momento sei al sicuro.",
      "La preoccupazione può fare tanto rumore. Le hai dato un nome, ed è già un primo passo coraggioso.",
      "Sento l'inquietudine nelle tue parole. Non devi risolvere tutto adesso.",
    ],
    disgust: [
      "Qualcosa qui chiaramente non ti è andato giù. Va bene rispettare questa reazione.",
      "Il tuo senso di ciò che non va merita ascolto. Grazie per averlo nominato.",
    ],
    calm: [
      "C'è una quieta serenità in quello che condividi. Concediti di riposarci dentro.",
      "Questa calma merita di essere assaporata. Nota come la senti nel corpo.",
      "Quanta pace nelle tue parole. Tieni un po' di questa calma per il resto della giornata.",
    ],
    grateful: [
      "Che bella cosa da notare. La gratitudine sa rendere la giornata più morbida.",
      "Grazie per averlo condiviso. Custodire momenti come questi può nutrire tanto.",
      "Si sente la riconoscenza nelle tue parole. È prezioso accorgersene.",
    ],
    hopeful: [
      "Sento speranza nelle tue parole. Lascia che illumini il prossimo piccolo passo.",
      "Questa sensazione che qualcosa sia possibile è preziosa. Abbine cura.",
      "C'è un'apertura in quello che dici. Merita che ti ci soffermi.",
    ],
    confused: [
      "Va bene non avere tutto chiaro. La chiarezza spesso arriva piano.",
      "Stare nell'incertezza è difficile. Non ti servono tutte le risposte oggi.",
      "Adesso le cose sembrano ingarbugliate, ed è comprensibile. Basta una domanda alla volta.",
    ],
    tired: [
      "Sembra che tu abbia portato un grande peso. Il riposo non è qualcosa che devi guadagnarti.",
      "La tua stanchezza è reale. Sii gentile con te e lascia che oggi sia un po' più morbido.",
      "Hai il diritto di rallentare. Forse il corpo e la mente ti stanno chiedendo una pausa.",
    ],
    reflective: [
      "Grazie per aver trovato questo momento per fermarti a riflettere.",
      "È bello che oggi tu abbia trovato uno spazio per ascoltarti.",
      "C'è valore nel semplice notare come stai. Sono qui con te.",
    ],
  },
  suffixes: {
    intense: "Queste emozioni sembrano molto intense in questo momento.",
    gentle: "Anche emozioni lievi come queste meritano di essere riconosciute.",
    mixed: "Ha senso provare più di una cosa alla volta.",
  },
  ...IT_SUGGESTIONS,
  insight: {
    emotionNouns: {
      happy: "la gioia",
      sad: "la tristezza",
      anxious: "l'ansia",
      angry: "la rabbia",
      calm: "la calma",
      grateful: "la gratitudine",
      confused: "la confusione",
      hopeful: "la speranza",
      tired: "la stanchezza",
      content: "la soddisfazione",
      reflective: "la riflessione",
      contemplative: "la contemplazione",
      neutral: "uno stato sereno e neutro",
      joy: "la gioia",
      sadness: "la tristezza",
      fear: "la paura",
      anger: "la rabbia",
      surprise: "la sorpresa",
      disgust: "il disgusto",
    },
    otherEmotion: (word) => `l'emozione «${word}»`,
    noEmotion: "un quieto intreccio di emozioni",
    centers: (phrase, band, intensity) =>
      `Questa riflessione è incentrata su ${phrase}, espressa con un'intensità ${band} (${intensity}/10).`,
    bands: { low: "bassa", medium: "moderata", high: "alta" },
    oneTheme: (theme) => `Il tema principale che emerge è ${theme}.`,
    manyThemes: (themes) => `I temi principali che emergono sono ${themes}.`,
    and: "e",
    themeNames: {
      work: "il lavoro",
      relationships: "le relazioni",
      health: "la salute",
      stress: "lo stress",
      gratitude: "la gratitudine",
      growth: "la crescita personale",
      "self-reflection": "l'introspezione",
    },
    moods: {
      positive: "Il tono generale è positivo e suggerisce un senso di agio che vale la pena notare e coltivare.",
      negative: "Il tono generale è pesante, e metterlo in parole è un primo passo importante per alleggerirlo.",
      mixed: "Il tono generale è misto, segno spesso di una persona che sta attraversando più emozioni insieme.",
      neutral: "Il tono generale è equilibrato e riflette un'attenzione calma e osservante verso il proprio mondo interiore.",
    },
  },
  acknowledgment: {
    short: "Sono qui quando vorrai condividere qualcosa in più dei tuoi pensieri.",
    longer: "Grazie per questa pausa insieme a me. A volte bastano poche parole, e sono qui ogni volta che vorrai dire di più.",
  },
  honored: "Grazie per aver dedicato questo tempo a te. Ogni momento di riflessione conta.",
  silence: "A volte il silenzio dice più delle parole. Grazie per aver scelto questo momento di quiete.",
  silenceWords: /silenzio|momento/i,
};
