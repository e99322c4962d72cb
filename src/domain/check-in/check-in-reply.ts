// The short calm answer to a check-in (decision 048) in the capture language: English, Spanish,
// French, German, Italian or Portuguese, the languages Ripple's local prose is written in (decision
// 025), in each one's register (tú, vous, du, tu, você). It names the feeling with the language's
// own noun for it (the reply books' emotion nouns) and the strength, and thanks the person for any
// words; never upbeat, whatever the feeling. Any other language is answered in English.
import type { ReplyBook } from "../replies/book";
import { DE } from "../replies/de";
import { ES } from "../replies/es";
import { FR } from "../replies/fr";
import { IT } from "../replies/it";
import { replyLanguage } from "../replies/languages";
import type { ReplyLanguage } from "../replies/languages";
import { PT } from "../replies/pt";

interface CheckInWords {
  /** The feeling as said in the sentence: the English label, or the book's noun. */
  feeling: (emotion: string) => string;
  reply: (feeling: string, strength: number) => string;
  withLine: (feeling: string, strength: number) => string;
}

const nounOf = (book: ReplyBook) => (emotion: string) => book.insight.emotionNouns[emotion] ?? book.insight.otherEmotion(emotion);

const WORDS: Readonly<Record<ReplyLanguage, CheckInWords>> = {
  en: {
    feeling: (emotion) => emotion,
    reply: (feeling, n) => `Thank you for checking in: ${feeling}, ${n} of 10.`,
    withLine: (feeling, n) => `Thank you for checking in: ${feeling}, ${n} of 10, and your words with it.`,
  },
  es: {
    feeling: nounOf(ES),
    reply: (feeling, n) => `Gracias por contarme cómo estás: ${feeling}, ${n} de 10.`,
    withLine: (feeling, n) => `Gracias por contarme cómo estás: ${feeling}, ${n} de 10, y también tus palabras.`,
  },
  fr: {
    feeling: nounOf(FR),
    reply: (feeling, n) => `Merci d'avoir noté comment vous allez : ${feeling}, ${n} sur 10.`,
    withLine: (feeling, n) => `Merci d'avoir noté comment vous allez : ${feeling}, ${n} sur 10, et vos mots avec.`,
  },
  de: {
    feeling: nounOf(DE),
    reply: (feeling, n) => `Danke, dass du festhältst, wie es dir geht: ${feeling}, ${n} von 10.`,
    withLine: (feeling, n) => `Danke, dass du festhältst, wie es dir geht: ${feeling}, ${n} von 10, und deine Worte dazu.`,
  },
  it: {
    feeling: nounOf(IT),
    reply: (feeling, n) => `Grazie di aver condiviso come stai: ${feeling}, ${n} su 10.`,
    withLine: (feeling, n) => `Grazie di aver condiviso come stai: ${feeling}, ${n} su 10, e anche le tue parole.`,
  },
  pt: {
    feeling: nounOf(PT),
    reply: (feeling, n) => `Agradeço por você contar como está: ${feeling}, ${n} de 10.`,
    withLine: (feeling, n) => `Agradeço por você contar como está: ${feeling}, ${n} de 10, e também as suas palavras.`,
  },
};

/** The reply to a check-in of `emotion` at `strength`, with or without a line, in the capture language. */
export function checkInReplyIn(language: string | null | undefined, emotion: string, strength: number, hasLine: boolean): string {
  const words = WORDS[replyLanguage(language) ?? "en"];
  const feeling = words.feeling(emotion);
  return hasLine ? words.withLine(feeling, strength) : words.reply(feeling, strength);
}
