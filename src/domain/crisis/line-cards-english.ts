// The crisis lines of the regions where Ripple first offered its own: the United States, Canada,
// the United Kingdom, Ireland and Australia, and the international directory for everyone else.
// Checked against the services' own pages in November 2026 (docs/decisions/009-crisis-safety.md).
import type { SupportRecommendation } from "../types";
import { BLUE, GREEN, RED } from "./line-cards";

// United States — 988lifeline.org (SAMHSA); crisistextline.org.
export const US_988: SupportRecommendation = {
  title: "988 Suicide & Crisis Lifeline",
  message: "Call or text 988 any time to talk with a trained counselor. It's free and confidential.",
  url: "tel:988",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call or text 988", "Free and confidential", "Available 24/7"],
  extraButton: { label: "Text 988", url: "sms:988", iconType: "textChat" },
  isEmergency: true,
};
export const US_TEXT_LINE: SupportRecommendation = {
  title: "Crisis Text Line",
  message: "Text HOME to 741741 to connect with a trained crisis counselor.",
  url: "sms:741741?&body=HOME",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text HOME to 741741", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};

// Canada — 988.ca (9-8-8 Suicide Crisis Helpline, call or text, since 30 Nov 2023);
// kidshelpphone.ca (text CONNECT to 686868, the Crisis Text Line's Canadian partner).
export const CA_988: SupportRecommendation = {
  ...US_988,
  title: "9-8-8 Suicide Crisis Helpline",
  message: "Call or text 988 any time, in English or French, to reach a trained responder. It's free.",
  features: ["Call or text 988", "English and French", "Available 24/7"],
};
export const CA_TEXT_LINE: SupportRecommendation = {
  title: "Kids Help Phone text line",
  message: "Text CONNECT to 686868 to reach a trained volunteer crisis responder, at any age.",
  url: "sms:686868?&body=CONNECT",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text CONNECT to 686868", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};

// United Kingdom and Ireland — samaritans.org (116 123, free from any phone in both);
// giveusashout.org (text SHOUT to 85258, UK); 50808.ie (text 50808, Ireland).
export const SAMARITANS: SupportRecommendation = {
  title: "Samaritans",
  message: "Call 116 123 free, any time, day or night, to talk to someone who will listen.",
  url: "tel:116123",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call 116 123", "Free from any phone", "Available 24/7"],
  isEmergency: true,
};
export const SHOUT: SupportRecommendation = {
  title: "Shout",
  message: "Text SHOUT to 85258 to talk by text with a trained volunteer.",
  url: "sms:85258?&body=SHOUT",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text SHOUT to 85258", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};
export const TEXT_50808: SupportRecommendation = {
  title: "50808 text line",
  message: "Text TALK to 50808 to talk by text with a trained volunteer.",
  url: "sms:50808?&body=TALK",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text TALK to 50808", "Free, 24/7 support", "Anonymous"],
  isEmergency: true,
};

// Australia — lifeline.org.au (13 11 14; text 0477 13 11 14).
export const LIFELINE_AU: SupportRecommendation = {
  title: "Lifeline",
  message: "Call 13 11 14 any time to talk with a trained crisis supporter, or text 0477 13 11 14.",
  url: "tel:131114",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call 13 11 14", "Text 0477 13 11 14", "Available 24/7"],
  extraButton: { label: "Text 0477 13 11 14", url: "sms:0477131114", iconType: "textChat" },
  isEmergency: true,
};

// Everyone else — findahelpline.com (ThroughLine's directory of free, confidential lines by country).
export const FIND_A_HELPLINE: SupportRecommendation = {
  title: "Find A Helpline",
  message: "Free, confidential crisis lines in your country, by phone, text or chat.",
  url: "https://findahelpline.com/",
  iconType: "phone",
  colorScheme: GREEN,
  features: ["Lines in over 130 countries", "Free and confidential", "Phone, text or chat"],
  isEmergency: true,
};
