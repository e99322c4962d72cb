// The words the Portuguese crisis phrase table (pt.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("tenho um plano", "adeus a todos"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("minha amiga quer se matar"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and fillers between the words of a phrase: "quero *muito* morrer", "qro *so* sumir". */
export const ADV = String.raw`(?:(?:so|muito|mto|mt|tanto|mesmo|realmente|seriamente|sinceramente|simplesmente|apenas|ja|agora|hoje|hj|ainda|de novo|de verdade|literalmente|tipo|as vezes|sempre|direto|constantemente|toda hora|bastante|bem|logo|juro|e) ){0,3}`;
/**
 * Not right after a third-person subject ("ela queria morrer", "ele tem vontade de se matar"):
 * up to two words may follow the subject, "que" not among them ("falei pra ela que quero morrer").
 */
export const NOT_OTHER = String.raw`(?<!\b(?:ele|ela|eles|elas|voce|vc|ce|dele|dela)(?: (?!que\b)[^\s,]+){0,2} )`;
/** Wanting, first person: "quero", "qro", "kero", "queria", "gostaria de", EU "gostava de", "apetece-me". */
export const WANT = String.raw`(?:quero|qro|kero|quero tanto|queria|qria|keria|gostaria de|gostava de|to querendo|tou querendo|estou querendo|ando querendo|so penso em|(?:to |tou |estou )?a ?fim de|apetece[- ]?me)`;
/** Killing oneself: "me matar", "vo me mata", "matar-me", "me suicidar", "tirar minha vida", "acabar com tudo". */
export const KILL = String.raw`(?:me (?:matar|mata|suicidar|suicida|enforcar|envenenar)\b|(?:matar|suicidar|enforcar)[- ]?me\b|tirar (?:a )?minha (?:propria )?vida|tirar a propria vida|acabar com (?:a )?minha (?:propria )?vida|(?:dar|por) (?:um )?(?:fim|termo) (?:(?:a|na|em|com) )?(?:a )?minha (?:propria )?vida|por termo a vida|cometer suicidio|acabar com tudo(?! (?:isso|aquilo|que|o que|entre|d[aeo]s?|n[ao]s?|em|pra)\b))`;
/** Pills and medicines, with the names people write. */
export const PILLS = String.raw`(?:comprimidos?|remedios?|pilulas?|capsulas?|cartelas?|rivotril|clonazepam|paracetamol|dipirona|tylenol|fluoxetina|sertralina|diazepam|calmantes?|antidepressivos?|soniferos?|tarja preta)`;
/** Long ago: "há 5 anos", "quando eu tinha 15", "na adolescência", "em 2016". */
const LONG_AGO = String.raw`(?:anos atras|ha (?:\d+|muitos|uns|alguns|dois|tres|cinco|dez) anos|quando (?:eu )?(?:era|tinha)|na (?:minha )?adolescencia|aos \d+(?: anos)?|em (?:19|20)\d\d)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** An accident, not self-harm: "me cortei cozinhando", "sem querer", "com papel". */
const ACCIDENT = String.raw`\b(?:sem querer|cozinhando|cozinha|faca de (?:pao|cozinha)|fazendo a barba|barbeando|barbear|com papel|no papel|folha|vidro|caco|acidente|acidentalmente|depilando|descascando|abrindo (?:a|uma) lata)\b`;
/** The sentence names no accident, before or after the phrase. */
export const notAccident = (core: string): string => String.raw`(?:${core})(?!.*${ACCIDENT})(?<!${ACCIDENT}.*)`;
/** Third person the writer knows: "ela", "meu irmão", "minha melhor amiga", "uma amiga". */
export const THEY = String.raw`\b(?:ele|ela|eles|elas|(?:meu|minha|meus|minhas) (?:melhor |melhores )?[a-z]+|(?:um|uma) (?:amig[oa]|colega|prima?o?))\b (?:[^\s,]+ ){0,3}?`;
