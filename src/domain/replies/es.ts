// Ripple's local prose in Spanish (docs/decisions/025): the person is addressed as «tú», warmly
// and calmly; no reply to a hard feeling is upbeat, and none assumes the person's gender.
import type { ReplyBook } from "./book";
import { ES_SUGGESTIONS } from "./es-suggestions";

export const ES: ReplyBook = {
  replies: {
    joy: [
      "Siento la luz en tus palabras. Date permiso para disfrutar de esta alegría.",
      "Qué momento tan bonito para llevar contigo hoy. Tu felicidad importa.",
      "Hay mucha calidez en lo que compartes. Este momento es tuyo.",
    ],
    surprise: [
      "Parece que esto te tomó por sorpresa. Está bien tomarte un momento para que se asiente.",
      "La vida a veces nos sorprende. Fíjate en cómo te está llegando este momento.",
      "Pasó algo inesperado. No hay prisa por saber qué pensar de ello.",
    ],
    sadness: [
      "Escucho el peso de tus palabras, y estoy aquí contigo.",
      "Está bien sentirse triste. Lo que sientes es válido, y no tienes que cargarlo sin apoyo.",
      "Gracias por confiarme algo tan delicado. Trátate con cariño hoy.",
      "Esta tristeza merece su espacio. Tómate todo el tiempo que necesites.",
    ],
    anger: [
      "Tiene sentido que te sientas así. Tu enfado te está diciendo que algo importa.",
      "Noto cuánto te ha removido esto. Respira antes de decidir qué hacer después.",
      "Es normal enfadarse cuando algo parece injusto. Tienes derecho a sentirlo.",
    ],
    fear: [
      "Eso suena inquietante. Respira despacio conmigo; en este momento estás a salvo.",
      "La preocupación puede hacer mucho ruido. Le has puesto nombre, y eso ya es un primer paso valiente.",
      "Escucho la inquietud en tus palabras. No tienes que resolverlo todo ahora.",
    ],
    disgust: [
      "Está claro que algo aquí no te sentó bien. Está bien respetar esa reacción.",
      "Tu sentido de lo que no está bien merece ser escuchado. Gracias por nombrarlo.",
    ],
    calm: [
      "Hay una serenidad tranquila en lo que compartes. Permítete descansar en ella.",
      "Vale la pena saborear esta calma. Nota cómo se siente en tu cuerpo.",
      "Cuánta paz hay en tus palabras. Guarda un poco de esta calma para el resto del día.",
    ],
    grateful: [
      "Qué bonito que te des cuenta de esto. La gratitud suaviza el día.",
      "Gracias por compartirlo. Quedarse con momentos así puede nutrir mucho.",
      "Se nota el agradecimiento en tus palabras. Es valioso darse cuenta.",
    ],
    hopeful: [
      "Escucho esperanza en tus palabras. Deja que ilumine el siguiente pequeño paso.",
      "Esa sensación de que algo es posible es valiosa. Cuídala.",
      "Hay una apertura en lo que dices. Merece que te detengas en ella.",
    ],
    confused: [
      "Está bien no tenerlo todo claro. La claridad suele llegar despacio.",
      "Vivir con la incertidumbre cuesta. No necesitas todas las respuestas hoy.",
      "Las cosas parecen enredadas ahora mismo, y es comprensible. Basta con una pregunta cada vez.",
    ],
    tired: [
      "Parece que has estado cargando con mucho. El descanso no es algo que tengas que ganarte.",
      "Tu cansancio es real. Trátate con amabilidad y deja que hoy sea un poco más suave.",
      "Tienes derecho a bajar el ritmo. Quizá tu cuerpo y tu mente te están pidiendo una pausa.",
    ],
    reflective: [
      "Gracias por tomarte este momento para detenerte y reflexionar.",
      "Es bueno que te hayas hecho un espacio para ver cómo estás hoy.",
      "Tiene valor simplemente notar cómo estás. Estoy aquí contigo.",
    ],
  },
  suffixes: {
    intense: "Estas emociones parecen muy intensas en este momento.",
    gentle: "Incluso las emociones suaves como estas merecen reconocimiento.",
    mixed: "Tiene sentido sentir más de una cosa a la vez.",
  },
  ...ES_SUGGESTIONS,
  insight: {
    emotionNouns: {
      happy: "la alegría",
      sad: "la tristeza",
      anxious: "la ansiedad",
      angry: "el enfado",
      calm: "la calma",
      grateful: "la gratitud",
      confused: "la confusión",
      hopeful: "la esperanza",
      tired: "el cansancio",
      content: "la satisfacción",
      reflective: "la reflexión",
      contemplative: "la contemplación",
      neutral: "un estado sereno y neutro",
      joy: "la alegría",
      sadness: "la tristeza",
      fear: "el miedo",
      anger: "el enfado",
      surprise: "la sorpresa",
      disgust: "el rechazo",
    },
    otherEmotion: (word) => `la emoción «${word}»`,
    noEmotion: "una mezcla tranquila de emociones",
    centers: (phrase, band, intensity) => `Esta reflexión se centra en ${phrase}, expresada con una intensidad ${band} (${intensity}/10).`,
    bands: { low: "baja", medium: "moderada", high: "alta" },
    oneTheme: (theme) => `El tema principal que aparece es ${theme}.`,
    manyThemes: (themes) => `Los temas principales que aparecen son ${themes}.`,
    and: "y",
    themeNames: {
      work: "el trabajo",
      relationships: "las relaciones",
      health: "la salud",
      stress: "el estrés",
      gratitude: "la gratitud",
      growth: "el crecimiento personal",
      "self-reflection": "la introspección",
    },
    moods: {
      positive: "El tono general es positivo y sugiere una sensación de bienestar que vale la pena notar y cuidar.",
      negative: "El tono general es pesado, y ponerlo en palabras es un primer paso significativo para aliviarlo.",
      mixed: "El tono general es mixto, algo que suele indicar a una persona que atraviesa varias emociones a la vez.",
      neutral: "El tono general es estable y refleja una atención serena y observadora a la experiencia interior.",
    },
  },
  acknowledgment: {
    short: "Aquí estoy cuando quieras compartir algo más de lo que piensas.",
    longer: "Gracias por hacer esta pausa conmigo. A veces unas pocas palabras bastan, y aquí estoy cuando quieras decir más.",
  },
  honored: "Gracias por dedicarte este tiempo. Cada momento de reflexión cuenta.",
  silence: "A veces el silencio dice más que las palabras. Gracias por regalarte este momento de calma.",
  silenceWords: /silencio|momento/i,
};
