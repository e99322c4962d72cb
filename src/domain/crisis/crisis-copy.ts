// The words of a crisis result — the calm reply, the insight, the three suggestions — in the
// language the person wrote in, for the six languages Ripple's own prose is written in (decision
// 025); any other language keeps the English words, as the rest of the on-device reading does.
// Each says the pain is heard, that they are not alone, and names the first line and the emergency
// number; none is upbeat (decision 009).
import { identifyLanguage } from "./language-id";
import type { CrisisLevel } from "./rules";
import type { CrisisLines } from "./lines";
import { replyLanguage } from "../replies/languages";
import type { ReplyLanguage } from "../replies/languages";

type Level = Exclude<CrisisLevel, "none">;

/**
 * How a language says "call 3114": the line set's own English words, or a call to the first line's
 * number, with findahelpline.com where that line is not a phone line.
 */
type Action = ((lines: CrisisLines) => string) | { call(phone: string): string; directory: string };

/** What a crisis result says, in one language. */
interface CrisisWords {
  action: Action;
  anyTime: string;
  reply(level: Level, action: string, anyTime: string, emergency: string): string;
  insight: Record<Level, string>;
  /** The first line, then for each level a step to reach someone and what to do in danger. */
  suggestions: { first(action: string, anyTime: string): string } & Record<Level, [talk: string, danger: (emergency: string) => string]>;
}

/** The first line's number as said, when it is a phone line ("tel:0800-111-0-111" → "0800 111 0 111"). */
const phoneOf = (lines: CrisisLines): string | undefined => {
  const url = lines.lines[0]?.url ?? "";
  return url.startsWith("tel:") ? url.slice("tel:".length).replaceAll("-", " ") : undefined;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ENGLISH: CrisisWords = {
  action: (lines) => lines.spokenAction,
  anyTime: "any time of day or night",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "I'm so sorry you're carrying this much pain right now. You're not alone, and you don't have to face this by yourself: " +
        `please ${action} to talk with someone now. If you're in immediate danger, call ${emergency}.`
      : "What you're carrying sounds so heavy, and I'm sorry it hurts this much. You're not alone in this. " +
        `If it would help to talk with someone, you can ${action}${anyTime ? `, ${anyTime}` : ""}.`,
  insight: {
    crisis:
      "This reflection carries deep pain and thoughts of not wanting to go on. Feelings this heavy deserve support from a real person right now, not only reflection.",
    concern:
      "This reflection carries a heavy weight and a sense that things may not get better. Pain like this is real, and sharing it with someone can make it lighter to carry.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)}: someone is there to listen${anyTime ? ", day or night" : ""}.`,
    crisis: [
      "Tell someone you trust how you are feeling right now, even in a short message.",
      (emergency) => `If you are in immediate danger, call ${emergency} or go to the nearest emergency department.`,
    ],
    concern: [
      "Let a friend or family member know today that you are having a hard time.",
      (emergency) => `If these thoughts grow stronger, call ${emergency} or a crisis line right away.`,
    ],
  },
};

const FRENCH: CrisisWords = {
  action: {
    call: (phone: string) => `appeler le ${phone}`,
    directory: "trouver une ligne d'écoute gratuite dans votre pays sur findahelpline.com",
  },
  anyTime: "à toute heure du jour ou de la nuit",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "Je suis vraiment désolé que vous portiez autant de douleur en ce moment. Vous n'êtes pas seul face à cela, et vous n'avez pas à le traverser sans aide : " +
        `s'il vous plaît, pensez à ${action} pour parler à quelqu'un dès maintenant. Si vous êtes en danger immédiat, appelez le ${emergency}.`
      : "Ce que vous portez semble si lourd, et je suis désolé que cela fasse aussi mal. Vous n'êtes pas seul dans cette épreuve. " +
        `Si parler à quelqu'un peut vous aider, vous pouvez ${action}${anyTime ? `, ${anyTime}` : ""}.`,
  insight: {
    crisis:
      "Cette réflexion porte une douleur profonde et des pensées de ne plus vouloir continuer. Des sentiments aussi lourds méritent dès maintenant le soutien d'une vraie personne, pas seulement une réflexion.",
    concern:
      "Cette réflexion porte un poids lourd et le sentiment que les choses ne s'amélioreront peut-être pas. Cette douleur est réelle, et la partager avec quelqu'un peut la rendre plus légère à porter.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)} : quelqu'un est là pour vous écouter${anyTime ? ", de jour comme de nuit" : ""}.`,
    crisis: [
      "Dites à une personne de confiance ce que vous ressentez en ce moment, même par un court message.",
      (emergency) => `Si vous êtes en danger immédiat, appelez le ${emergency} ou rendez-vous aux urgences les plus proches.`,
    ],
    concern: [
      "Faites savoir aujourd'hui à un ami ou à un proche que vous traversez un moment difficile.",
      (emergency) => `Si ces pensées deviennent plus fortes, appelez tout de suite le ${emergency} ou une ligne d'écoute.`,
    ],
  },
};

const SPANISH: CrisisWords = {
  action: {
    call: (phone: string) => `llamar al ${phone}`,
    directory: "encontrar una línea de ayuda gratuita en tu país en findahelpline.com",
  },
  anyTime: "a cualquier hora del día o de la noche",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "Siento mucho que estés cargando con tanto dolor ahora mismo. No estás solo en esto, y no tienes que enfrentarlo sin ayuda: " +
        `por favor, intenta ${action} para hablar con alguien ahora. Si estás en peligro inmediato, llama al ${emergency}.`
      : "Lo que llevas encima suena muy pesado, y siento que duela tanto. No estás solo en esto. " +
        `Si te ayudaría hablar con alguien, puedes ${action}${anyTime ? `, ${anyTime}` : ""}.`,
  insight: {
    crisis:
      "Esta reflexión lleva un dolor profundo y pensamientos de no querer seguir. Sentimientos tan pesados merecen ahora mismo el apoyo de una persona real, no solo una reflexión.",
    concern:
      "Esta reflexión lleva un gran peso y la sensación de que las cosas quizá no mejoren. Este dolor es real, y compartirlo con alguien puede hacerlo más ligero de llevar.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)}: hay alguien para escucharte${anyTime ? ", de día o de noche" : ""}.`,
    crisis: [
      "Cuéntale a alguien de confianza cómo te sientes ahora mismo, aunque sea con un mensaje corto.",
      (emergency) => `Si estás en peligro inmediato, llama al ${emergency} o ve a las urgencias más cercanas.`,
    ],
    concern: [
      "Hazle saber hoy a un amigo o a un familiar que estás pasando por un momento difícil.",
      (emergency) => `Si estos pensamientos se hacen más fuertes, llama enseguida al ${emergency} o a una línea de crisis.`,
    ],
  },
};

const GERMAN: CrisisWords = {
  action: {
    call: (phone: string) => `die ${phone} anrufen`,
    directory: "auf findahelpline.com ein kostenloses Hilfetelefon in deinem Land finden",
  },
  anyTime: "rund um die Uhr",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "Es tut mir so leid, dass du gerade so viel Schmerz trägst. Du bist nicht allein, und du musst das nicht ohne Hilfe durchstehen: " +
        `Bitte sprich jetzt mit jemandem: Du kannst ${action}. Wenn du in unmittelbarer Gefahr bist, ruf die ${emergency} an.`
      : "Was du trägst, klingt so schwer, und es tut mir leid, dass es so wehtut. Du bist damit nicht allein. " +
        `Wenn es dir helfen würde, mit jemandem zu sprechen, kannst du ${anyTime ? `${anyTime} ` : ""}${action}.`,
  insight: {
    crisis:
      "In dieser Reflexion liegen tiefer Schmerz und Gedanken, nicht mehr weitermachen zu wollen. So schwere Gefühle verdienen jetzt die Unterstützung eines echten Menschen, nicht nur Nachdenken.",
    concern:
      "In dieser Reflexion liegt eine schwere Last und das Gefühl, dass es vielleicht nicht besser wird. Dieser Schmerz ist echt, und ihn mit jemandem zu teilen, kann ihn leichter machen.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)}: Dort hört dir jemand zu${anyTime ? ", Tag und Nacht" : ""}.`,
    crisis: [
      "Sag einem Menschen, dem du vertraust, wie es dir gerade geht, auch mit einer kurzen Nachricht.",
      (emergency) => `Wenn du in unmittelbarer Gefahr bist, ruf die ${emergency} an oder geh in die nächste Notaufnahme.`,
    ],
    concern: [
      "Lass heute eine Freundin, einen Freund oder jemanden aus der Familie wissen, dass es dir schwerfällt.",
      (emergency) => `Wenn diese Gedanken stärker werden, ruf sofort die ${emergency} oder ein Krisentelefon an.`,
    ],
  },
};

const ITALIAN: CrisisWords = {
  action: {
    call: (phone: string) => `chiamare il ${phone}`,
    directory: "trovare una linea di ascolto gratuita nel tuo paese su findahelpline.com",
  },
  anyTime: "a qualsiasi ora del giorno e della notte",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "Mi dispiace tanto che tu stia portando così tanto dolore in questo momento. Non sei solo, e non devi affrontarlo senza aiuto: " +
        `per favore, prova a ${action} per parlare con qualcuno adesso. Se sei in pericolo immediato, chiama il ${emergency}.`
      : "Quello che porti sembra così pesante, e mi dispiace che faccia così male. Non sei solo in questo. " +
        `Se ti aiuterebbe parlare con qualcuno, puoi ${action}${anyTime ? `, ${anyTime}` : ""}.`,
  insight: {
    crisis:
      "Questa riflessione porta un dolore profondo e pensieri di non voler andare avanti. Sentimenti così pesanti meritano subito il sostegno di una persona vera, non solo una riflessione.",
    concern:
      "Questa riflessione porta un peso grande e la sensazione che le cose forse non miglioreranno. Questo dolore è reale, e condividerlo con qualcuno può renderlo più leggero da portare.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)}: c'è qualcuno pronto ad ascoltarti${anyTime ? ", giorno e notte" : ""}.`,
    crisis: [
      "Di' a una persona di cui ti fidi come ti senti in questo momento, anche con un breve messaggio.",
      (emergency) => `Se sei in pericolo immediato, chiama il ${emergency} o vai al pronto soccorso più vicino.`,
    ],
    concern: [
      "Fai sapere oggi a un amico o a un familiare che stai attraversando un momento difficile.",
      (emergency) => `Se questi pensieri diventano più forti, chiama subito il ${emergency} o una linea di crisi.`,
    ],
  },
};

const PORTUGUESE: CrisisWords = {
  action: {
    call: (phone: string) => `ligar para o ${phone}`,
    directory: "encontrar uma linha de apoio gratuita no seu país em findahelpline.com",
  },
  anyTime: "a qualquer hora do dia ou da noite",
  reply: (level, action, anyTime, emergency) =>
    level === "crisis"
      ? "Lamento muito que esteja a carregar tanta dor neste momento. Você não está sozinho, e não precisa de enfrentar isto sem ajuda: " +
        `por favor, tente ${action} para falar com alguém agora. Se estiver em perigo imediato, ligue para o ${emergency}.`
      : "O que você carrega parece tão pesado, e lamento que doa tanto. Você não está sozinho nisto. " +
        `Se falar com alguém puder ajudar, você pode ${action}${anyTime ? `, ${anyTime}` : ""}.`,
  insight: {
    crisis:
      "Esta reflexão carrega uma dor profunda e pensamentos de não querer continuar. Sentimentos tão pesados merecem agora o apoio de uma pessoa real, não apenas reflexão.",
    concern:
      "Esta reflexão carrega um grande peso e a sensação de que as coisas talvez não melhorem. Esta dor é real, e partilhá-la com alguém pode torná-la mais leve de carregar.",
  },
  suggestions: {
    first: (action, anyTime) => `${capitalise(action)}: há alguém para o ouvir${anyTime ? ", de dia ou de noite" : ""}.`,
    crisis: [
      "Diga a alguém em quem confia como se sente agora mesmo, nem que seja numa mensagem curta.",
      (emergency) => `Se estiver em perigo imediato, ligue para o ${emergency} ou vá às urgências mais próximas.`,
    ],
    concern: [
      "Diga hoje a um amigo ou a alguém da família que está a passar por um momento difícil.",
      (emergency) => `Se estes pensamentos ficarem mais fortes, ligue de imediato para o ${emergency} ou para uma linha de crise.`,
    ],
  },
};

const WORDS: Readonly<Record<ReplyLanguage, CrisisWords>> = {
  en: ENGLISH,
  fr: FRENCH,
  es: SPANISH,
  de: GERMAN,
  it: ITALIAN,
  pt: PORTUGUESE,
};

/**
 * The language a crisis result speaks: the one the words are plainly written in, else the entry's;
 * English when that is none of the six.
 */
export function crisisReplyLanguage(text: string, tag: string | null | undefined): ReplyLanguage {
  const seen = text.trim() === "" ? undefined : identifyLanguage(text).language;
  return replyLanguage(seen ?? tag) ?? "en";
}

const parts = (lines: CrisisLines, language: ReplyLanguage) => {
  const words = WORDS[language];
  const phone = phoneOf(lines);
  const action = typeof words.action === "function" ? words.action(lines) : phone ? words.action.call(phone) : words.action.directory;
  return { words, action, anyTime: lines.anyTime ? words.anyTime : "" };
};

export function crisisReplyIn(language: ReplyLanguage, level: Level, lines: CrisisLines): string {
  const { words, action, anyTime } = parts(lines, language);
  return words.reply(level, action, anyTime, lines.emergencyNumber);
}

export function crisisInsightIn(language: ReplyLanguage, level: Level): string {
  return WORDS[language].insight[level];
}

export function crisisSuggestionsIn(language: ReplyLanguage, level: Level, lines: CrisisLines): string[] {
  const { words, action, anyTime } = parts(lines, language);
  const [talk, danger] = words.suggestions[level];
  return [words.suggestions.first(action, anyTime), talk, danger(lines.emergencyNumber)];
}
