// The cards the crisis lines are drawn with: their colours, a line to call and the emergency card
// that ends every set (line-sets.ts puts them in order).
import type { SupportRecommendation } from "../types";
import type { LineSet } from "./line-sets";

export const RED = { primary: "#B91C1C", secondary: "#FEF2F2" };
export const BLUE = { primary: "#1D4ED8", secondary: "#EFF6FF" };
const DARK_RED = { primary: "#991B1B", secondary: "#FEE2E2" };
export const GREEN = { primary: "#047857", secondary: "#ECFDF5" };

/** A line to call: the main button dials `number` (a tel: URI, hyphens only as visual separators). */
export function callLine(line: {
  title: string;
  message: string;
  number: string;
  features: string[];
  colorScheme?: SupportRecommendation["colorScheme"];
  also?: { label: string; number: string };
}): SupportRecommendation {
  return {
    title: line.title,
    message: line.message,
    url: `tel:${line.number}`,
    iconType: "phone",
    colorScheme: line.colorScheme ?? RED,
    features: line.features,
    ...(line.also ? { extraButton: { label: line.also.label, url: `tel:${line.also.number}`, iconType: "phone" as const } } : {}),
    isEmergency: true,
  };
}

/** The emergency card: always last in a set. */
export function emergencyCard(number: string, also?: LineSet["alsoEmergency"]): SupportRecommendation {
  return {
    title: "Emergency Services",
    message: `If you or someone else is in immediate danger, call ${number} now.`,
    url: `tel:${number}`,
    iconType: "phone",
    colorScheme: DARK_RED,
    features: ["Immediate help", "Available 24/7"],
    ...(also ? { extraButton: { label: also.label, url: `tel:${also.number}`, iconType: "phone" as const } } : {}),
    isEmergency: true,
  };
}
