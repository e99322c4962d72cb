// Ripple's local prose in German (docs/decisions/025): the person is addressed as „du“, warmly
// and calmly; no reply to a hard feeling is upbeat.
import type { ReplyBook } from "./book";
import { DE_SUGGESTIONS } from "./de-suggestions";

export const DE: ReplyBook = {
  replies: {
    joy: [
      "Ich spüre das Leuchten in deinen Worten. Lass diese Freude ruhig auf dich wirken.",
      "Was für ein schöner Moment, den du heute mitnehmen kannst. Dein Glück zählt.",
      "In dem, was du erzählst, steckt so viel Wärme. Dieser Moment gehört dir.",
    ],
    surprise: [
      "Das klingt, als hätte es dich überrascht. Nimm dir ruhig einen Moment, damit es sich setzen kann.",
      "Das Leben überrascht uns manchmal. Spür einfach nach, wie dieser Moment bei dir ankommt.",
      "Da ist etwas Unerwartetes passiert. Du musst noch nicht wissen, was du davon hältst.",
    ],
    sadness: [
      "Ich höre, wie schwer deine Worte sind, und ich bin hier bei dir.",
      "Es ist in Ordnung, traurig zu sein. Deine Gefühle sind berechtigt, und du musst sie nicht allein tragen.",
      "Danke, dass du mir etwas so Verletzliches anvertraust. Geh heute sanft mit dir um.",
      "Diese Traurigkeit darf Raum haben. Nimm dir so viel Zeit, wie du brauchst.",
    ],
    anger: [
      "Es ist verständlich, dass du dich so fühlst. Dein Ärger zeigt dir, dass dir etwas wichtig ist.",
      "Ich höre, wie sehr dich das aufgewühlt hat. Atme erst einmal durch, bevor du entscheidest, wie es weitergeht.",
      "Es ist normal, wütend zu sein, wenn sich etwas ungerecht anfühlt. Du darfst das fühlen.",
    ],
    fear: [
      "Das klingt beunruhigend. Lass uns zusammen langsam atmen; in diesem Moment bist du sicher.",
      "Sorgen können sehr laut werden. Du hast sie benannt, und das ist ein mutiger erster Schritt.",
      "Ich höre die Unruhe in deinen Worten. Du musst jetzt nicht alles lösen.",
    ],
    disgust: [
      "Hier hat sich etwas für dich eindeutig nicht richtig angefühlt. Diese Reaktion darfst du ernst nehmen.",
      "Dein Gespür dafür, was nicht stimmt, verdient Gehör. Danke, dass du es benennst.",
    ],
    calm: [
      "In dem, was du erzählst, liegt eine stille Gelassenheit. Gönn dir, darin zu ruhen.",
      "Diese Ruhe ist es wert, genossen zu werden. Spür nach, wie sie sich in deinem Körper anfühlt.",
      "Wie viel Frieden in deinen Worten liegt. Nimm etwas von dieser Ruhe mit in den Tag.",
    ],
    grateful: [
      "Wie schön, dass dir das auffällt. Dankbarkeit macht einen Tag oft ein wenig weicher.",
      "Danke, dass du das teilst. An solchen Momenten festzuhalten, kann so gut tun.",
      "Man spürt die Dankbarkeit in deinen Worten. Es ist wertvoll, sie wahrzunehmen.",
    ],
    hopeful: [
      "Ich höre Hoffnung in deinen Worten. Lass sie den nächsten kleinen Schritt beleuchten.",
      "Dieses Gefühl, dass etwas möglich ist, ist kostbar. Pass gut darauf auf.",
      "In dem, was du sagst, liegt eine Offenheit. Es lohnt sich, dabei zu verweilen.",
    ],
    confused: [
      "Es ist in Ordnung, nicht alles durchschaut zu haben. Klarheit kommt oft langsam.",
      "Mit Ungewissheit zu leben, ist schwer. Du brauchst heute nicht auf alles eine Antwort.",
      "Gerade wirkt vieles verworren, und das ist verständlich. Eine Frage nach der anderen reicht.",
    ],
    tired: [
      "Es klingt, als hättest du viel getragen. Ruhe musst du dir nicht erst verdienen.",
      "Deine Müdigkeit ist echt. Sei freundlich zu dir und lass den heutigen Tag etwas sanfter sein.",
      "Du darfst langsamer machen. Vielleicht bitten dein Körper und dein Kopf gerade um eine Pause.",
    ],
    reflective: [
      "Danke, dass du dir diesen Moment genommen hast, um innezuhalten und nachzudenken.",
      "Schön, dass du dir heute Raum gegeben hast, bei dir selbst nachzuspüren.",
      "Es hat einen Wert, einfach wahrzunehmen, wie es dir geht. Ich bin hier bei dir.",
    ],
  },
  suffixes: {
    intense: "Diese Gefühle scheinen gerade sehr stark zu sein.",
    gentle: "Auch leise Gefühle wie diese verdienen Beachtung.",
    mixed: "Es ist verständlich, mehr als ein Gefühl zugleich in sich zu tragen.",
  },
  ...DE_SUGGESTIONS,
  insight: {
    emotionNouns: {
      happy: "Freude",
      sad: "Traurigkeit",
      anxious: "Angst",
      angry: "Ärger",
      calm: "Ruhe",
      grateful: "Dankbarkeit",
      confused: "Verwirrung",
      hopeful: "Hoffnung",
      tired: "Müdigkeit",
      content: "Zufriedenheit",
      reflective: "Nachdenklichkeit",
      contemplative: "Besinnung",
      neutral: "ein ausgeglichener, neutraler Zustand",
      joy: "Freude",
      sadness: "Traurigkeit",
      fear: "Angst",
      anger: "Ärger",
      surprise: "Überraschung",
      disgust: "Abneigung",
    },
    otherEmotion: (word) => `das Gefühl „${word}“`,
    noEmotion: "eine leise Mischung von Gefühlen",
    centers: (phrase, band, intensity) =>
      `Im Mittelpunkt dieser Reflexion steht ${phrase}, mit ${band} Intensität ausgedrückt (${intensity}/10).`,
    bands: { low: "geringer", medium: "mittlerer", high: "hoher" },
    oneTheme: (theme) => `Das wichtigste Thema, das sich zeigt, ist ${theme}.`,
    manyThemes: (themes) => `Die wichtigsten Themen, die sich zeigen, sind ${themes}.`,
    and: "und",
    themeNames: {
      work: "Arbeit",
      relationships: "Beziehungen",
      health: "Gesundheit",
      stress: "Stress",
      gratitude: "Dankbarkeit",
      growth: "persönliche Entwicklung",
      "self-reflection": "Selbstreflexion",
    },
    moods: {
      positive: "Der Grundton ist positiv und deutet auf eine Leichtigkeit hin, die es wert ist, bemerkt und gepflegt zu werden.",
      negative: "Der Grundton ist schwer, und es in Worte zu fassen, ist ein bedeutsamer erster Schritt, es leichter zu machen.",
      mixed: "Der Grundton ist gemischt, was oft zeigt, dass jemand mehrere Gefühle zugleich verarbeitet.",
      neutral: "Der Grundton ist ausgeglichen und zeigt eine ruhige, aufmerksame Wahrnehmung des inneren Erlebens.",
    },
  },
  acknowledgment: {
    short: "Ich bin da, wenn du mehr von deinen Gedanken teilen möchtest.",
    longer: "Danke, dass du mit mir innehältst. Manchmal reichen ein paar Worte, und ich bin da, wann immer du mehr sagen möchtest.",
  },
  honored: "Danke, dass du dir diese Zeit für dich genommen hast. Jeder Moment der Besinnung zählt.",
  silence: "Manchmal sagt Stille mehr als Worte. Danke, dass du dir diesen ruhigen Moment gegönnt hast.",
  silenceWords: /stille|moment/i,
};
