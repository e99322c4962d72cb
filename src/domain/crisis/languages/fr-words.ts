// The words the French crisis phrase table (fr.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("j'ai un plan", "adieu à tous"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mon frère veut mourir"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges between the words of a phrase: "j'ai *tellement* envie de mourir". */
export const ADV = String.raw`(?:(?:vraiment|juste|tellement|trop|souvent|parfois|encore|deja|serieusement|simplement|franchement|presque|carrement|grave|toujours|aussi|limite|sincerement|enfin|de plus en plus) ){0,3}`;
/** First person (and generic "on"): "je ", "j'", texting "j" glued to the verb ("jveux", "jme"). */
export const I = String.raw`(?:\bj(?:e |')?|\bon )`;
/** "je suis" / "je me sens" and their texting forms ("chui", "jsuis", "j'suis"). */
export const SUIS = String.raw`(?:\bj(?:e |')?(?:suis|me sens)|\bjsui?s?|\bchuis?|\bon (?:est|se sent))`;
/**
 * Not right after a third-person subject ("il a envie de mourir", "ma soeur veut en finir"): up
 * to three words may follow the subject, none of them a first-person one ("le soir j'ai envie",
 * "cette chanson me donne envie"); time words are no subject ("la nuit envie de mourir").
 */
const NOT_OTHER = String.raw`(?<!\b(?:il|elle|ils|elles|iel|lui|quelqu'un|(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|leurs|un|une|le|la|les|ce|cet|cette|ces) (?!(?:nuit|soir|matin|journee|semaine|temps|derniers?|dernieres?|moment|week-end|weekend|fois|jour|vie)\b)[a-z'-]+) (?:(?!(?:je|j'[a-z]*|jai|moi|me|m'[a-z]*|g|jsuis|chui|jme|jveux|jvais)\b)[^\s,]+ ){0,3})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
export const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** Wanting, first person: "je veux", "jveux", "je voudrais", "j'aimerais", "j'espère", "je rêve de". */
const WANT = String.raw`(?:(?:ne |n')?(?:veu[xt]?|ve|voudrai[st]?|aimerai[st]?|souhaite(?:rai[st]?)?|prefererai[st]?|espere)(?: que| qu')? |reve d(?:e |')|ne demande qu'a )`;
/** Wanting without a subject, as people write it alone: "envie de mourir", "j'ai hâte d'en finir". */
const ENVIE = String.raw`\b(?:envie|besoin|hate|tentee?) d(?:e |')`;
/** Any desire of the writer, followed by the infinitive. */
export const DESIRE = String.raw`(?:${I}${WANT}|${mine(ENVIE)})${ADV}`;
/**
 * Killing oneself, reflexive infinitive: "me suicider", "me foutre en l'air", "me pendre". Jumping
 * and throwing oneself under a train are the method rules' words (the matcher counts each rule
 * that matches, so one phrase in two rules of different categories would count twice).
 */
export const KILL_SELF = String.raw`(?:me |m')(?:suicid(?:er|e)|tuer|foutre en l'?air|flinguer|buter|pendre(?! (?:a|au) (?:son|ton|mon|leur) cou)|tirer une balle|(?:ouvrir|couper|taillader|trancher) les veines|noyer(?! dans (?:le|les|mon|mes|la|ma|du|des) )|empoisonner|faire sauter la cervelle|defenestrer|immoler|oter la vie|donner la mort|laisser mourir)`;
/** Ending it: "en finir" (not "en finir avec ce dossier"), "mettre fin à mes jours", "quitter ce monde". */
export const ENDIT = String.raw`(?:en finir(?! avec (?!(?:la vie|ma vie|cette vie|tout|moi|mes jours|l'existence|ce monde|mon existence)\b))|mettre (?:fin|un terme) a (?:mes jours|ma vie|mon existence)|quitter ce monde|en terminer avec (?:la vie|ma vie))`;
/**
 * The verb before a negative phrase ("je n'ai plus", "il n'y a aucune"), so that the phrase's own
 * negation is inside the match and negationBefore does not read it.
 */
export const HAVE = String.raw`(?:\b(?:n'(?:y )?|ne )?(?:ai|a|avais|y a|ya) )?`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
export const SOON = String.raw`(?:ce soir|cette nuit|demain|aujourd'hui|ce week-?end|bientot|maintenant|tout de suite|cette semaine|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir| prochain)?)`;
/** Pills and medicines, with brand names people write. */
export const PILLS = String.raw`(?:cachets?|cachetons?|comprimes?|medocs?|medicaments?|pilules?|gelules?|somniferes?|anxiolytiques?|antidepresseurs?|dolipranes?|paracetamol|efferalgan|xanax|lexomil|stilnox|tramadol|boites? de \S+|plaquettes?)`;
/** Long ago: "il y a cinq ans", "en 2015", "quand j'avais 16 ans", "au lycée". */
const LONG_AGO = String.raw`(?:il y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|des|quelques|bien des) (?:ans|annees)|il y a (?:bien |tres )?longtemps|en (?:19|20)\d\d|quand j'(?:etais|avais)|a l'age de|au (?:lycee|college)|a l'adolescence|adolescente?|plus jeune|dans le passe|autrefois|a (?:\d+|treize|quatorze|quinze|seize|dix-sept|dix-huit) ans)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Third person the writer knows: "il", "elle", "mon frère", "ma meilleure amie". */
/** Someone else long ago ("quand elle était petite", "en 2010"): the other-person rules stay silent. */
export const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|quand (?:il|elle|ils|elles) (?:etai(?:en)?t|avai(?:en)?t)))(?<!(?:${LONG_AGO}|quand (?:il|elle|ils|elles) (?:etai(?:en)?t|avai(?:en)?t)).*)`;
export const THEY = String.raw`\b(?:il|elle|ils|elles|iel|(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|leurs) [a-z'-]+(?: [a-z'-]+)?) (?:[^\s,]+ ){0,4}?`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "je pense à en finir", "j'envisage le suicide", "je songe à me tuer". */
export const THINK = String.raw`${I}(?:ne |n')?(?:pense|pensais|songe|songeais|reflechis|fantasme|imagine|envisage|envisageais|ai (?:pense|songe|envisage)|arrete pas de penser|me surprends? a penser|commence a (?:penser|songer)) ${ADV}(?:qu')?(?:a |au |de |d')?${ADV}(?:comment )?`;
/** Trying to: "j'ai essayé de me tuer", "j'ai fait une TS", "ma tentative de suicide". */
export const ATTEMPT = String.raw`(?:${I}(?:ai |avais )?(?:essaye|tente) (?:${ADV}|hier |cette nuit |ce matin )(?:de |d')(?:${KILL_SELF}|${ENDIT}|mourir)|${I}(?:ai |avais )?(?:fait|refait) (?:une|ma|encore une|une autre|deux|trois) (?:ts|tentative de suicide|t\.s|overdose|od|surdose)\b|${I}(?:me |m')(?:suis )?(?:ouverte?|tranchee?|taillade|tailladee?) les veines|\bma (?:ts|tentative de suicide|derniere ts|derniere tentative)\b)`;
/** Cutting, burning or hurting oneself on purpose. */
export const SELF_HARM = String.raw`(?:${mine(String.raw`\bj?(?:me |m')`)}(?:scarifie|suis scarifiee?|scarifier|mutile|suis mutilee?|automutile|taillade|suis tailladee?|lacere|suis laceree?)|${I}(?:me |m')(?:coupe|suis coupee?|recoupe|suis recoupee?|entaille|suis entaillee?|brule|suis brulee?) (?:encore |a nouveau |de nouveau )?(?:les (?:bras|poignets|cuisses|jambes|veines|hanches)|le (?:bras|poignet|ventre)|la peau)|${I}(?:me |m')(?:coupe|suis coupee?|brule|suis brulee?|frappe|suis frappee?|cogne|griffe|mords) (?:[^\s,]+ ){0,3}?(?:expres|volontairement|pour me (?:faire mal|punir|calmer)|pour avoir mal|pour sentir quelque chose|avec (?:une|un|la|le|ma|mon) (?:lame|rasoir|cutter|couteau|cigarette|briquet|compas|ciseaux))|${I}(?:me |m')(?:fais|fait|suis fait|suis faite|refais) (?:encore |a nouveau |souvent |beaucoup )?du mal(?= ?(?:$|,| expres| volontairement| physiquement| encore| depuis| tous les| chaque| quand| pour me| cette nuit| hier| ce soir| ce matin| aujourd'hui)))`;
