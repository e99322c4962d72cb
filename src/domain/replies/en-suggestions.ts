// Ripple's English suggestion lines: the topic words, each topic's lines for a hard and for a
// good mood, each feeling's lines and the line put first at a high intensity. canned-suggestions.ts
// chooses among them; the other languages' lines are in <language>-suggestions.ts.
import type { EmotionFamily } from "../analysis/emotion-family";
import type { SuggestionTopic } from "./book";

/** Checked in this order; the first topic with a keyword in the text wins. */
export const SUGGESTION_TOPIC_KEYWORDS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "food",
    "eat",
    "eating",
    "ate",
    "hungry",
    "meal",
    "meals",
    "lunch",
    "dinner",
    "breakfast",
    "cooking",
    "cook",
    "snack",
    "diet",
    "appetite",
  ],
  work: ["work", "working", "job", "boss", "career", "office", "meeting", "deadline", "project", "colleague", "coworker", "manager"],
  relationships: [
    "friend",
    "friends",
    "family",
    "partner",
    "relationship",
    "mom",
    "mum",
    "dad",
    "mother",
    "father",
    "wife",
    "husband",
    "boyfriend",
    "girlfriend",
    "sister",
    "brother",
  ],
};

/** A topic's lines when the mood is negative, mixed or neutral: support and boundaries. */
export const TOPIC_SUGGESTIONS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "Notice how your body feels before and after you eat today",
    "Prepare a simple, nourishing meal and eat it slowly",
    "Drink a glass of water and check in with your hunger cues",
  ],
  work: [
    "Take a five-minute break away from your screen",
    "Write down the one task that matters most tomorrow",
    "Set a clear end time for work and protect your evening",
  ],
  relationships: [
    "Reach out to someone who makes you feel understood",
    "Write down what you need from this relationship right now",
    "Share one honest feeling with someone you trust",
  ],
};

/** A topic's lines when the mood is positive: savour it, notice what made it, celebrate. */
export const POSITIVE_TOPIC_SUGGESTIONS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "Savor your next meal slowly and notice what you enjoy about it",
    "Write down what made this meal or moment feel so good",
    "Share a favorite dish or recipe with someone you like",
  ],
  work: [
    "Take a moment to savor what went well at work today",
    "Write down what you did that made this success possible",
    "Celebrate this win with someone who will be glad for you",
  ],
  relationships: [
    "Tell them what this time together meant to you",
    "Write down a moment with them that you want to remember",
    "Plan something small to look forward to together",
  ],
};

/** Each feeling's lines, when no topic or hard text decides. */
export const EMOTION_SUGGESTIONS: Readonly<Record<EmotionFamily, readonly string[]>> = {
  joy: [
    "Write down what made today feel good",
    "Share this good moment with someone you care about",
    "Pause and savor this feeling for a few breaths",
    "Take a photo or note of something from today you want to keep",
    "Let yourself enjoy this without rushing on to the next thing",
    "Notice where in your body this good feeling sits",
  ],
  surprise: [
    "Take a few slow breaths to let the moment settle",
    "Write down what surprised you and why",
    "Give yourself time before deciding how to respond",
    "Notice whether this surprise feels welcome, unwelcome or both",
    "Tell someone you trust what happened",
    "Jot down what you expected and what happened instead",
  ],
  sadness: [
    "Be gentle with yourself and rest when you need to",
    "Reach out to a friend or loved one for comfort",
    "Write down what you're feeling without judging it",
    "Wrap up warm with a drink you like and let the evening be quiet",
    "Let yourself cry if it comes; tears are not a failure",
    "Do one small kind thing for yourself before bed",
  ],
  anger: [
    "Take ten slow breaths before you respond to anything",
    "Move your body with a brisk walk or a stretch",
    "Write down what felt unfair and what you need",
    "Put some distance between you and the situation before you decide anything",
    "Say out loud, somewhere private, exactly what made you angry",
    "Notice what this anger is protecting, and write that down",
  ],
  fear: [
    "Try box breathing: in for four, hold for four, out for four",
    "Name five things you can see around you right now",
    "Write your worries down and circle what you can control",
    "Breathe out a little longer than you breathe in, five times",
    "Ask yourself what you would tell a friend with this worry",
    "Choose one small thing you can do about it today, and leave the rest",
  ],
  disgust: [
    "Step away from what unsettled you for a little while",
    "Notice which of your values this touched",
    "Do something small that feels clean and calming",
    "Wash your hands or face with cool water and take a breath",
    "Write down what felt wrong, in plain words",
    "Spend a few minutes somewhere that feels fresh and open",
  ],
  calm: [
    "Take a mindful walk and notice the world around you",
    "Note what helped you feel this steady today",
    "Protect a quiet moment like this one tomorrow",
    "Let this steadiness set the pace for the rest of your day",
    "Notice your breathing for a minute, just as it is",
    "Write down three things that are quietly going well",
  ],
  grateful: [
    "Write a short thank-you note to someone who helped",
    "List three more things you appreciate today",
    "Tell someone how much they mean to you",
    "Notice one small thing you usually take for granted",
    "Keep a note of this moment to read on a harder day",
    "Pass the kindness on with a small gesture for someone else",
  ],
  hopeful: [
    "Write down one small step toward what you hope for",
    "Picture how it will feel when things improve",
    "Share your hopes with someone who supports you",
    "Write down what you are looking forward to and why",
    "Notice what has already changed for the better",
    "Do one thing today that moves you a little closer",
  ],
  confused: [
    "Write out your thoughts without trying to solve them",
    "Break the situation into smaller, simpler questions",
    "Talk it through with someone you trust",
    "Write down what you do know, however little",
    "Let the question rest overnight and come back to it",
    "Ask yourself which part matters most right now",
  ],
  tired: [
    "Give yourself permission to rest without guilt",
    "Go to bed a little earlier tonight",
    "Drink some water and step outside for fresh air",
    "Put one task off until tomorrow and let that be enough",
    "Lie down for ten minutes with your eyes closed",
    "Eat something simple and warm",
  ],
  reflective: [
    "Take a few deep breaths and notice how you feel",
    "Write down one thing you want to remember today",
    "Spend a few minutes in quiet reflection tomorrow",
    "Notice one feeling that came up today, without judging it",
    "Write a line about what today asked of you",
    "Take a short walk and let your thoughts wander",
  ],
};

/** Put first at intensity 8 or more, never for a positive mood: the extra line for a hard feeling. */
export const HIGH_INTENSITY_SUGGESTION =
  "If these feelings feel overwhelming, reach out to someone you trust or a mental health professional";
