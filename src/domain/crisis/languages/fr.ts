// French crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words French speakers write, including texting
// forms ("jveux", "chui", "g envie", "jme"), no accents, slang ("crever", "me foutre en l'air",
// "me flinguer", "me buter", "une TS") and euphemisms ("en finir", "mettre fin à mes jours").
// Patterns run on folded text (lower case, accents removed: "à" → "a", "é" → "e").
//
// French negates around the verb ("je ne veux pas mourir", informally "je veux pas mourir"): the
// rules leave no room for "pas"/"jamais" between the verb and what follows, `negationBefore`
// reads "ne … pas / jamais / plus" just before a phrase, and post-verbal negation after a phrase
// ("je me tuerai jamais") is a lookahead in the rule.
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

type Category = LanguageCrisisRule["category"];

function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("j'ai un plan", "adieu à tous"). */
function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mon frère veut mourir"): concern, never crisis. */
function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Intensifiers and hedges between the words of a phrase: "j'ai *tellement* envie de mourir". */
const ADV = String.raw`(?:(?:vraiment|juste|tellement|trop|souvent|parfois|encore|deja|serieusement|simplement|franchement|presque|carrement|grave|toujours|aussi|limite|sincerement|enfin|de plus en plus) ){0,3}`;
/** First person (and generic "on"): "je ", "j'", texting "j" glued to the verb ("jveux", "jme"). */
const I = String.raw`(?:\bj(?:e |')?|\bon )`;
/** "je suis" / "je me sens" and their texting forms ("chui", "jsuis", "j'suis"). */
const SUIS = String.raw`(?:\bj(?:e |')?(?:suis|me sens)|\bjsui?s?|\bchuis?|\bon (?:est|se sent))`;
/**
 * Not right after a third-person subject ("il a envie de mourir", "ma soeur veut en finir"): up
 * to three words may follow the subject, none of them a first-person one ("le soir j'ai envie",
 * "cette chanson me donne envie"); time words are no subject ("la nuit envie de mourir").
 */
const NOT_OTHER = String.raw`(?<!\b(?:il|elle|ils|elles|iel|lui|quelqu'un|(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|leurs|un|une|le|la|les|ce|cet|cette|ces) (?!(?:nuit|soir|matin|journee|semaine|temps|derniers?|dernieres?|moment|week-end|weekend|fois|jour|vie)\b)[a-z'-]+) (?:(?!(?:je|j'[a-z]*|jai|moi|me|m'[a-z]*|g|jsuis|chui|jme|jveux|jvais)\b)[^\s,]+ ){0,3})`;
/** A phrase not right after someone else: the look back runs only where the phrase starts. */
const mine = (head: string): string => String.raw`(?=${head})${NOT_OTHER}${head}`;
/** Wanting, first person: "je veux", "jveux", "je voudrais", "j'aimerais", "j'espère", "je rêve de". */
const WANT = String.raw`(?:(?:ne |n')?(?:veu[xt]?|ve|voudrai[st]?|aimerai[st]?|souhaite(?:rai[st]?)?|prefererai[st]?|espere)(?: que| qu')? |reve d(?:e |')|ne demande qu'a )`;
/** Wanting without a subject, as people write it alone: "envie de mourir", "j'ai hâte d'en finir". */
const ENVIE = String.raw`\b(?:envie|besoin|hate|tentee?) d(?:e |')`;
/** Any desire of the writer, followed by the infinitive. */
const DESIRE = String.raw`(?:${I}${WANT}|${mine(ENVIE)})${ADV}`;
/**
 * Killing oneself, reflexive infinitive: "me suicider", "me foutre en l'air", "me pendre". Jumping
 * and throwing oneself under a train are the method rules' words (the matcher counts each rule
 * that matches, so one phrase in two rules of different categories would count twice).
 */
const KILL_SELF = String.raw`(?:me |m')(?:suicid(?:er|e)|tuer|foutre en l'?air|flinguer|buter|pendre(?! (?:a|au) (?:son|ton|mon|leur) cou)|tirer une balle|(?:ouvrir|couper|taillader|trancher) les veines|noyer(?! dans (?:le|les|mon|mes|la|ma|du|des) )|empoisonner|faire sauter la cervelle|defenestrer|immoler|oter la vie|donner la mort|laisser mourir)`;
/** Ending it: "en finir" (not "en finir avec ce dossier"), "mettre fin à mes jours", "quitter ce monde". */
const ENDIT = String.raw`(?:en finir(?! avec (?!(?:la vie|ma vie|cette vie|tout|moi|mes jours|l'existence|ce monde|mon existence)\b))|mettre (?:fin|un terme) a (?:mes jours|ma vie|mon existence)|quitter ce monde|en terminer avec (?:la vie|ma vie))`;
/**
 * The verb before a negative phrase ("je n'ai plus", "il n'y a aucune"), so that the phrase's own
 * negation is inside the match and negationBefore does not read it.
 */
const HAVE = String.raw`(?:\b(?:n'(?:y )?|ne )?(?:ai|a|avais|y a|ya) )?`;
/** Soon: tonight, tomorrow, this weekend, a weekday. */
const SOON = String.raw`(?:ce soir|cette nuit|demain|aujourd'hui|ce week-?end|bientot|maintenant|tout de suite|cette semaine|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir| prochain)?)`;
/** Pills and medicines, with brand names people write. */
const PILLS = String.raw`(?:cachets?|cachetons?|comprimes?|medocs?|medicaments?|pilules?|gelules?|somniferes?|anxiolytiques?|antidepresseurs?|dolipranes?|paracetamol|efferalgan|xanax|lexomil|stilnox|tramadol|boites? de \S+|plaquettes?)`;
/** Long ago: "il y a cinq ans", "en 2015", "quand j'avais 16 ans", "au lycée". */
const LONG_AGO = String.raw`(?:il y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|des|quelques|bien des) (?:ans|annees)|il y a (?:bien |tres )?longtemps|en (?:19|20)\d\d|quand j'(?:etais|avais)|a l'age de|au (?:lycee|college)|a l'adolescence|adolescente?|plus jeune|dans le passe|autrefois|a (?:\d+|treize|quatorze|quinze|seize|dix-sept|dix-huit) ans)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
const recent = (core: string): string => String.raw`${core}(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
const longAgo = (core: string): string => String.raw`${core}(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Third person the writer knows: "il", "elle", "mon frère", "ma meilleure amie". */
/** Someone else long ago ("quand elle était petite", "en 2010"): the other-person rules stay silent. */
const NOT_THEIR_PAST = String.raw`(?!.*(?:${LONG_AGO}|quand (?:il|elle|ils|elles) (?:etai(?:en)?t|avai(?:en)?t)))(?<!(?:${LONG_AGO}|quand (?:il|elle|ils|elles) (?:etai(?:en)?t|avai(?:en)?t)).*)`;
const THEY = String.raw`\b(?:il|elle|ils|elles|iel|(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|leurs) [a-z'-]+(?: [a-z'-]+)?) (?:[^\s,]+ ){0,4}?`;

// ---- phrases -----------------------------------------------------------------------------------

/** Thinking of it: "je pense à en finir", "j'envisage le suicide", "je songe à me tuer". */
const THINK = String.raw`${I}(?:ne |n')?(?:pense|pensais|songe|songeais|reflechis|fantasme|imagine|envisage|envisageais|ai (?:pense|songe|envisage)|arrete pas de penser|me surprends? a penser|commence a (?:penser|songer)) ${ADV}(?:qu')?(?:a |au |de |d')?${ADV}(?:comment )?`;
/** Trying to: "j'ai essayé de me tuer", "j'ai fait une TS", "ma tentative de suicide". */
const ATTEMPT = String.raw`(?:${I}(?:ai |avais )?(?:essaye|tente) (?:${ADV}|hier |cette nuit |ce matin )(?:de |d')(?:${KILL_SELF}|${ENDIT}|mourir)|${I}(?:ai |avais )?(?:fait|refait) (?:une|ma|encore une|une autre|deux|trois) (?:ts|tentative de suicide|t\.s|overdose|od|surdose)\b|${I}(?:me |m')(?:suis )?(?:ouverte?|tranchee?|taillade|tailladee?) les veines|\bma (?:ts|tentative de suicide|derniere ts|derniere tentative)\b)`;
/** Cutting, burning or hurting oneself on purpose. */
const SELF_HARM = String.raw`(?:${mine(String.raw`\bj?(?:me |m')`)}(?:scarifie|suis scarifiee?|scarifier|mutile|suis mutilee?|automutile|taillade|suis tailladee?|lacere|suis laceree?)|${I}(?:me |m')(?:coupe|suis coupee?|recoupe|suis recoupee?|entaille|suis entaillee?|brule|suis brulee?) (?:encore |a nouveau |de nouveau )?(?:les (?:bras|poignets|cuisses|jambes|veines|hanches)|le (?:bras|poignet|ventre)|la peau)|${I}(?:me |m')(?:coupe|suis coupee?|brule|suis brulee?|frappe|suis frappee?|cogne|griffe|mords) (?:[^\s,]+ ){0,3}?(?:expres|volontairement|pour me (?:faire mal|punir|calmer)|pour avoir mal|pour sentir quelque chose|avec (?:une|un|la|le|ma|mon) (?:lame|rasoir|cutter|couteau|cigarette|briquet|compas|ciseaux))|${I}(?:me |m')(?:fais|fait|suis fait|suis faite|refais) (?:encore |a nouveau |souvent |beaucoup )?du mal(?= ?(?:$|,| expres| volontairement| physiquement| encore| depuis| tous les| chaque| quand| pour me| cette nuit| hier| ce soir| ce matin| aujourd'hui)))`;

export const FR_CRISIS: LanguageCrisisTable = {
  language: "fr",
  foldAccents: true,
  rules: [
    // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
    // "je veux mourir", "jveux crever", "envie de mourir", "j'aimerais être morte".
    crisis(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:mourr?ir|crever|etre morte?|ne plus etre en vie|etre six pieds sous terre)\b(?! (?:de vieillesse|vieux|vieille|un jour|dans mon lit|en paix|dans (?:tes|ses|vos|leurs) bras|avec toi|a tes cotes)\b)`,
    ),
    // "je ne veux plus vivre", "je veux plus vivre", "j'ai plus envie de vivre" (not "vivre ici").
    crisis(
      "wish-to-be-dead",
      String.raw`${I}(?:ne |n')?(?:veu[xt]?|ve|voudrai[st]?|ai|a) (?:plus (?:aucune )?|pu |pas |aucune |plus du tout |pas du tout |vraiment plus )(?:envie de |le desir de )?(?:vivre|etre en vie|etre vivante?)(?! (?:a|au|aux|en|dans|avec|chez|ici|la-bas|ensemble|sans|comme|loin|pres|seule?|sous|pour toujours|eternellement|jusqu'a|cent|longtemps|vieux|vieille)\b)`,
    ),
    // "plus envie de vivre", "aucune envie de vivre" written alone.
    crisis("wish-to-be-dead", String.raw`${mine(String.raw`${HAVE}\b(?:plus (?:aucune )?|pu |aucune )`)}envie de vivre\b`),
    // "je devrais être morte", "j'aurais dû mourir", "je mérite de crever", "laissez-moi mourir".
    crisis(
      "wish-to-be-dead",
      String.raw`${I}(?:devrai[st]?|aurai[st]? du|merite de|serai[st]? ${ADV}mieux) ${ADV}(?:etre morte?|mourir|crever|morte?\b)|\blaisse[zr]?[- ]moi ${ADV}(?:mourir|crever)\b`,
    ),
    // "plutôt mourir que continuer comme ça", "je préférerais être morte que de me réveiller demain".
    crisis(
      "wish-to-be-dead",
      String.raw`\b(?:plutot|prefererai[st]?|aimerai[st]? mieux) (?:mourir|crever|etre morte?)(?: plutot)? que (?:de |d')?(?:vivre|continuer|me reveiller|affronter|retourner|revivre|subir|supporter|rester)\b`,
    ),
    // "je n'ai qu'une envie : mourir".
    crisis(
      "wish-to-be-dead",
      String.raw`${I}(?:n')?(?:ai|a) qu'une (?:seule )?envie[ ,:]+(?:c'est )?(?:de |d')?(?:mourir|crever|en finir|me tuer)`,
    ),
    // Passive: "j'aimerais disparaître pour toujours", "envie de ne plus exister" (not "sous terre").
    concern(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:disparaitre|m'effacer|m'evaporer|ne (?:plus|pas) exister|plus exister|cesser d'exister|(?:m'endormir|dormir) (?:pour toujours|a jamais))(?! (?:sous terre|dans un trou|sous la couette|quelques|deux|trois|une semaine|un (?:moment|peu|mois|an|week-end)|pendant|le temps|en vacances|loin|de (?:la|cette|ce|cet) \S+|au soleil|a la campagne)\b)`,
    ),
    // "je voudrais juste que tout s'arrête", "j'aimerais que ma vie se termine".
    concern(
      "wish-to-be-dead",
      String.raw`${DESIRE}(?:que |qu')?(?:tout|ma vie) (?:s'arrete|s'arreter|finisse|se termine|prenne fin)(?! (?:de|d'|pour|a|au|avant)\b)`,
    ),
    // "je voudrais ne pas me réveiller demain", "m'endormir et ne jamais me réveiller".
    concern(
      "wish-to-be-dead",
      String.raw`(?:${DESIRE}(?:ne )?(?:plus jamais|jamais|plus|pas)|\b(?:m'endormir|dormir|me coucher) (?:et|pour) (?:ne )?(?:plus jamais|jamais|plus|pas)) (?:me )?reveiller(?! (?:avant|tot|a temps|pour (?:aller|le|la|les|mon|ma)|a \d|en retard|trop tard|la nuit|pendant la nuit)\b)`,
    ),
    // "j'aurais préféré ne jamais naître", "pourquoi je suis née", "je regrette d'être en vie".
    concern(
      "wish-to-be-dead",
      String.raw`${I}(?:n')?aurai[st]? (?:(?:jamais|pas) du|du (?:ne )?(?:jamais|pas)) (?:naitre|exister|venir au monde|etre nee?)|${I}(?:aurai[st]? (?:prefere|voulu|aime)|voudrai[st]?|aimerai[st]?) (?:ne )?(?:jamais|pas) (?:etre nee?|naitre|exister|avoir existe|venir au monde)|\bpourquoi (?:je suis|suis-je|jsuis|chui|j'suis) (?:nee?|venue? au monde|encore (?:en vie|la|vivante?))\b|${I}regrette d'(?:etre nee?|exister|etre (?:encore )?en vie)`,
    ),
    // Tired of living: "marre de vivre", "fatiguée de la vie" (not "la vie en colocation").
    concern(
      "wish-to-be-dead",
      String.raw`${mine(String.raw`\b(?:marre|ras[- ]le[- ]bol|fatiguee?|epuisee?|lassee?|las|degoutee?|usee?)`)} (?:de |d')${ADV}(?:vivre|la vie|ma vie|cette vie|exister|etre en vie|respirer)(?! (?:en|a|au|dans|avec|chez|ici|seule?|sans|de (?:couple|reve|famille|luxe|bureau|campagne|ville|chateau|ce|cette))\b)`,
    ),
    // "j'ai perdu le goût de vivre", "plus la force de vivre / de me battre".
    concern(
      "wish-to-be-dead",
      String.raw`${mine(String.raw`${HAVE}\b(?:(?:plus|pas|perdu) (?:le |du |aucun )?gout (?:de vivre|a la vie|a vivre)|perdu (?:l'envie|le gout|la volonte) de vivre|plus (?:la force|le courage|l'energie|la volonte) de (?:vivre|me battre|lutter|continuer(?= ?(?:$|,| comme ca| a vivre))))`)}`,
    ),

    // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
    // "je veux me suicider", "envie d'en finir", "j'aimerais me foutre en l'air".
    crisis("suicidal-thoughts", String.raw`${DESIRE}(?:${KILL_SELF}|${ENDIT})`),
    // "je pense à en finir", "je pense au suicide", "je songe à mourir" (not "au suicide de mon frère").
    crisis(
      "suicidal-thoughts",
      recent(String.raw`${THINK}(?:${KILL_SELF}|${ENDIT}|(?:le |du |mon )?suicide\b(?! (?:de|d'|du|des|assiste)\b)|mourir\b)`),
    ),
    crisis(
      "suicidal-thoughts",
      String.raw`${SUIS} ${ADV}suicidaire|${mine(String.raw`\b(?:des |mes |les )`)}?(?:idees|pensees|envies|pulsions) (?:suicidaires|de suicide|de me tuer|de mort)\b`,
    ),
    // Words that name it outright: "me suicider", "me foutre en l'air", "mettre fin à mes jours"
    // (not "je me suiciderai jamais").
    // Not right after the verbs the intent, plan, attempt and method rules read ("je vais", "j'ai
    // prévu de", "j'ai essayé de", "comment"), so one phrase is not two categories.
    crisis(
      "suicidal-thoughts",
      recent(
        String.raw`${mine(String.raw`(?<!(?:\b(?:vais|vai|compte|dois|decide de|decide d'|decision de|decision d'|prete? a|apprete a|finir par|prevu de|prevu d'|planifie de|essaye de|essaye d'|tente de|tente d'|comment|se|je|on) |\bj'?))\b(?:(?:me |m')(?:suicid[a-z]*|foutre en l'?air|fous en l'?air|fou en l'?air)|mettre fin a mes jours|m'oter la vie|me donner la mort)`)}\b(?! (?:pas|jamais|point)\b)`,
      ),
    ),
    // "la seule solution c'est d'en finir", "la mort est ma seule issue".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:seule|unique|derniere) (?:solution|issue|option|porte de sortie) (?:c'est|serait|ce serait|est|reste) ${ADV}(?:la mort|le suicide|de mourir|de me tuer|d'en finir|mourir|me tuer|en finir)|\b(?:la mort|le suicide|mourir|en finir) (?:est|me semble|semble|serait|c'est|reste) (?:\S+ ){0,2}?(?:la seule|l'unique|ma seule|ma derniere) (?:solution|issue|option|porte de sortie)`,
    ),
    // Dark thoughts ("idées noires" is the usual euphemism), thinking of one's own death: concern.
    concern(
      "suicidal-thoughts",
      String.raw`${mine(String.raw`\b(?:des |mes |les )`)}?idees noires\b|${THINK}(?:la mort|ma mort|ma propre mort)\b`,
    ),
    // The same thoughts long ago ("quand j'avais 16 ans je pensais au suicide"): concern.
    concern("suicidal-thoughts", longAgo(String.raw`${THINK}(?:${KILL_SELF}|${ENDIT}|(?:le |du )?suicide\b|mourir\b)`)),

    // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
    // "je vais me tuer", "jvais me foutre en l'air", "j'ai décidé d'en finir", "je compte me suicider".
    crisis(
      "intent",
      String.raw`${I}(?:vais|vai|m'en vais|compte|ai decide de|ai decide d'|ai pris la decision de|ai pris la decision d'|suis decidee? a|m'apprete a|suis prete? a|vais finir par|dois) ${ADV}(?:${KILL_SELF}|${ENDIT})`,
    ),
    crisis("intent", String.raw`${I}ai decide (?:de |d')${ADV}mourir\b`),
    // The present or future for soon: "demain je me tue", "je me suicide ce soir", "jme tuerai".
    crisis(
      "intent",
      String.raw`${I}(?:me |m')(?:suicide|tue|flingue|fous en l'?air|pends|suiciderai|tuerai|flinguerai|pendrai)\b(?! (?:au|a|pas|jamais|pour|de|d'|en|sur|avec)\b)`,
    ),
    // "ce soir j'en finis", "j'en finis demain".
    crisis("intent", String.raw`${I}en finis\b(?! avec (?!(?:la vie|tout)\b))`),
    // "je ne serai plus là demain" (not "pas là": absent from work).
    crisis(
      "intent",
      String.raw`${I}(?:ne )?serai[st]? (?:plus|pu) (?:la|en vie|de ce monde) (?:demain|ce soir|dans une semaine|a noel|pour (?:ton|mon|son|ta|noel)|longtemps|bientot)\b`,
    ),
    // Weak beside another phrase: "je vais le faire ce soir", "ce soir c'est la fin".
    weak(
      "intent",
      "crisis",
      String.raw`${I}(?:vais|vai) le faire (?:${SOON}|pour de vrai|cette fois)|\b${SOON},? c'est la fin\b|\bc'est (?:ma|la) derniere nuit\b`,
    ),

    // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
    // "j'ai prévu de me tuer vendredi", "j'ai tout planifié pour en finir", "j'ai choisi le jour pour mourir".
    crisis(
      "plan",
      String.raw`${I}(?:ai |avais )?(?:tout |deja |bien )?(?:prevu|planifie|organise|prepare|choisi|fixe) (?:la date |le jour |l'heure |l'endroit |le lieu |comment |quand |ou |pour )?(?:\S+ ){0,3}?(?:de |d'|pour )?(?:${KILL_SELF}|${ENDIT}|mourir|ma mort|mon suicide|passer a l'acte)`,
    ),
    // "je sais comment je vais le faire", "je sais où je vais me jeter".
    crisis(
      "plan",
      String.raw`${I}(?:sais|sai|connais) (?:deja |exactement |precisement )?(?:comment|ou|quand|avec quoi) (?:je vais |j'vais |jvais |je |j')?(?:le faire|m'y prendre|faire ca|passer a l'acte|${KILL_SELF}|${ENDIT})(?= ?(?:$|,| ${SOON}))`,
    ),
    // Weak beside another phrase: "j'ai un plan", "j'ai tout prévu", "je l'ai prévu pour vendredi".
    weak(
      "plan",
      "crisis",
      String.raw`${I}(?:ai|avais) (?:un plan|tout prevu|tout planifie|tout organise)(?= ?(?:$|,))|${I}l'ai (?:prevu|planifie) pour ${SOON}|\bc'est prevu pour ${SOON}`,
    ),

    // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
    // "combien de cachets pour mourir", "combien de doliprane il faut pour ne pas se réveiller".
    crisis(
      "method",
      String.raw`\bcombien de ${PILLS}(?: [^\s,]+){0,6} (?:mourir|en finir|crever|y rester|me tuer|se tuer|mortel(?:le)?s?|letale?s?|(?:ne )?(?:pas|plus|jamais) (?:me|se) reveiller|overdose|od|y passer)\b`,
    ),
    // "dose mortelle", "dose létale".
    crisis("method", String.raw`\b(?:dose|quantite) (?:mortelle|letale|fatale)\b`),
    // "quel pont est assez haut", "à partir de quel étage on meurt", "quelle hauteur pour mourir".
    crisis(
      "method",
      String.raw`\b(?:quel|quelle|quels) (?:pont|immeuble|etage|hauteur|falaise|batiment|tour|toit|viaduc)\b(?: [^\s,]+){0,5}? (?:assez (?:haut|haute|eleve)|pour (?:mourir|en finir|ne pas survivre|etre sure? de mourir|se tuer)|(?:on|je) (?:meurt|meurs|ne survit pas))`,
    ),
    // "la façon la moins douloureuse de mourir", "comment se suicider", "comment mourir sans souffrir".
    crisis(
      "method",
      String.raw`\b(?:facon|maniere|moyen|methode)s? (?:la |le )?(?:plus |moins )?(?:rapide|simple|douce|douloureuse|sure|efficace|facile|propre|indolore)s? (?:de |d'|pour )(?:mourir|me tuer|se tuer|me suicider|se suicider|en finir|crever)|\bcomment (?:(?:on |je peux |je pourrais |faire pour )?(?:me|se) (?:suicider|tuer|pendre|foutre en l'?air|ouvrir les veines)|(?:mourir|crever|en finir) (?:vite|rapidement|facilement|sans (?:souffrir|douleur|avoir mal)))`,
    ),
    // "ça fait mal de se noyer ?", "combien de temps pour mourir en se vidant de son sang".
    crisis(
      "method",
      String.raw`\b(?:ca fait|est-ce que ca fait) (?:\S+ ){0,2}?mal (?:de |d')(?:se |me )?(?:noyer|pendre|tirer une balle|ouvrir les veines|couper les veines|faire une overdose)|\bcombien de temps (?:pour|il faut pour|faut-il pour|ca prend pour) (?:mourir|se vider de son sang|perdre connaissance) (?:en|d'une|d'un|par)`,
    ),
    // Means at hand: "j'ai la corde", "la corde est prête", "les cachets dans la main", "une lame sur le poignet".
    crisis(
      "method",
      String.raw`${I}(?:ai|avais) (?:la|une|ma) corde(?= ?(?:$|,| prete| autour| au plafond| accrochee| attachee| dans (?:la|ma) (?:main|chambre)))|\bla corde est (?:prete|accrochee|attachee)|\bcorde autour (?:du|de mon) cou|\b(?:les|mes|tous (?:les|mes)|toutes (?:les|mes)|la boite de|une boite de|des) ${PILLS} (?:\S+ ){0,2}?(?:dans (?:la|ma) main|dans mes mains|devant moi|alignee?s|etalee?s)|\b(?:lame|couteau|rasoir|cutter) (?:sur|contre) (?:mon|mes|le|les|ma) (?:poignets?|bras|gorge|cou|veines)`,
    ),
    // Stockpiling: "j'ai mis de côté des médocs", "je stocke mes cachets", "assez de cachets pour en finir".
    crisis(
      "method",
      String.raw`\b(?:stocke|stocker|accumule|accumuler|amasse|amasser|mis de cote|mets de cote|mettre de cote)(?: [^\s,]+){0,2}? (?:des |mes |les |tous mes |toutes mes |de |plein de |assez de )?${PILLS}|\bassez de ${PILLS} pour (?:mourir|en finir|y rester|ne pas me reveiller|me tuer)`,
    ),
    // "me jeter sous un train", "sauter du pont" (not "dans le lac", not "à l'élastique").
    crisis(
      "method",
      String.raw`${mine(String.raw`\b(?:me jeter|me balancer|sauter|me laisser tomber|me lancer|me defenestrer)`)} (?:(?:sous|devant) (?:un |une |le |la |les )?(?:train|metro|rer|tram|bus|camion|voiture|rails|voies)|(?:d'un|d'une|du|de la|du haut d'un|du haut d'une|du haut du|du haut de la|par la|dans le) (?:pont|immeuble|toit|fenetre|balcon|falaise|viaduc|tour|vide|\d+e etage))\b(?! (?:dans (?:l'eau|la piscine|le lac|la mer|la riviere)|a l'elastique|en parachute|avec|pour (?:rigoler|s'amuser|le fun))\b)`,
    ),
    // On the edge: "je suis au bord du toit", "assise sur la rambarde du pont" (not "sur le pont": at work).
    crisis(
      "method",
      String.raw`${SUIS}? ?(?:assise? |debout )?(?:au bord (?:du|de la|d'un|d'une)|sur (?:le rebord|la rambarde|le parapet) (?:du|de la|d'un|d'une)) (?:pont|toit|falaise|immeuble|balcon|quai|vide|viaduc|fenetre)\b`,
    ),
    // Weak beside another phrase: "j'ai acheté une corde", "j'ai les cachets", "je regarde le vide".
    weak(
      "method",
      "crisis",
      String.raw`${I}(?:ai|viens d') ?achete (?:une|la) corde(?= ?(?:$|,))|${I}(?:ai|avais) (?:les|mes|assez de) ${PILLS}(?= ?(?:$|,))|${I}(?:regarde|fixe) (?:le vide|les rails|les voies|en bas du pont)`,
    ),

    // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
    // A goodbye letter: "j'ai écrit ma lettre d'adieu", "mes lettres pour après".
    crisis(
      "preparatory-acts",
      String.raw`${mine(String.raw`\b(?:ecrit|ecrire|redige|rediger|prepare|preparer|laisse|laisser|termine|fini|finir|commence)`)} (?:ma|mes|une|des|la|les|un|mon|quelques) (?:dernieres? |derniers? |petits? )?(?:lettres?|mots?|messages?) (?:d'adieu|pour (?:apres|quand je (?:serai partie?|ne serai plus la)))|\b(?:ma|mes) lettres? d'adieu`,
    ),
    // Giving things away: "j'ai donné toutes mes affaires" (not "à une association", not "de bébé").
    crisis(
      "preparatory-acts",
      String.raw`${I}(?:ai |suis en train de |commence a )?(?:donne|donner|distribue|distribuer|offert|offrir|legue|leguer) (?:toutes mes affaires|tout ce que j'ai|toutes mes choses|mes affaires les plus precieuses|mes objets precieux)(?! (?:de |d'|a (?:une |l'|la )?(?:asso|association|emmaus|croix|friperie|ressourcerie|recyclerie|paroisse)|au (?:secours|vide-grenier))\b)`,
    ),
    // Goodbye for good: "adieu pour toujours", "je vous dis adieu", "c'est un adieu".
    crisis(
      "preparatory-acts",
      String.raw`\badieu (?:pour toujours|pour de bon|definitivement|a jamais)\b|\bje (?:vous |te )dis adieu\b|\b(?:vous|te) dire adieu(?: pour de bon| pour toujours)?(?= ?(?:$|,))|\b(?:c'est|ceci est) (?:un|mon) (?:dernier )?adieu\b`,
    ),
    // An attempt, recent: "j'ai essayé de me tuer hier soir", "j'ai fait une TS", "j'ai fait une OD".
    crisis("preparatory-acts", recent(ATTEMPT)),
    // An attempt long ago ("j'ai fait une TS à 16 ans"): concern.
    concern("preparatory-acts", longAgo(ATTEMPT)),
    // An overdose taken: "j'ai avalé toute la boîte", "j'ai pris tous mes cachets", "j'ai pris 30 dolipranes".
    crisis(
      "preparatory-acts",
      String.raw`${I}(?:ai |viens d'|viens de )?(?:avale|pris|gobe|englouti|avaler|prendre) (?:toute? (?:la|une|ma) (?:boite|plaquette|bouteille)|tous (?:mes|les) ${PILLS}|toutes (?:mes|les) ${PILLS}|une (?:boite|plaquette) (?:entiere|complete)|(?:[2-9]\d|\d{3}|vingt|trente|quarante|cinquante|cent) ${PILLS}|trop de ${PILLS})`,
    ),
    // Weak beside another phrase: "adieu à tous", "c'est mon dernier message", "j'ai fait mon testament".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\badieu (?:a tous|a toutes|tout le monde|le monde)\b|^adieu$|\bc'est mon dernier (?:message|post)\b|${I}(?:ai )?(?:fait|redige|ecrit) mon testament\b|\bvous ne me reverrez (?:plus|jamais)\b|\bpardon pour tout\b|\bje suis desolee? pour tout\b`,
    ),

    // ---- self-harm ------------------------------------------------------------------------------
    // "je me scarifie", "je me suis coupée les bras", "je me brûle exprès", "je me fais du mal".
    crisis("self-harm", recent(SELF_HARM)),
    // "envie de me scarifier", "j'ai envie de me faire du mal", "je fais de l'automutilation".
    crisis(
      "self-harm",
      String.raw`${DESIRE}(?:me |m')(?:scarifier|mutiler|taillader|faire du mal|(?:faire mal|couper|bruler|blesser)(?= ?(?:$|,| expres| volontairement| a nouveau| encore| les (?:bras|poignets|cuisses|veines)| avec (?:une|un|la|le|mon|ma) (?:lame|rasoir|cutter|cigarette|briquet))))|${I}(?:fais|pratique) (?:de l')?(?:automutilation|scarification)`,
    ),
    // The same long ago: concern.
    concern("self-harm", longAgo(SELF_HARM)),
    // Weak beside another phrase: "j'ai rechuté hier soir" (also said of smoking or drinking).
    weak("self-harm", "crisis", String.raw`${I}(?:ai )?rechute (?:${SOON}|hier|cette nuit|encore)`),

    // ---- hopelessness, burden, no reason to live: concern -----------------------------------------
    // "aucune raison de vivre", "plus de raison de continuer".
    concern(
      "hopelessness",
      String.raw`${HAVE}\b(?:aucune|plus de|pas de|pas une|plus une|plus aucune|sans|zero) (?:seule )?raisons? (?:de |d')${ADV}(?:vivre|rester en vie|exister|me lever|me reveiller|me battre|etre la|etre en vie|continuer(?= ?(?:$|,)))\b`,
    ),
    // "je ne vois plus l'intérêt de vivre", "il n'y a aucun sens à vivre", "ça sert à rien de vivre".
    concern(
      "hopelessness",
      String.raw`\b(?:(?:ne |n')?(?:vois|trouve) (?:plus|pas|aucun|aucune)|(?:il )?(?:n'y a|n'ya|y a|ya) (?:plus|pas|aucun|aucune)) (?:l'|d'|de |le |aucun |aucune |d')?(?:interet|sens|utilite|but)s? (?:a |de |d'|dans )(?:vivre|la vie|ma vie|exister|rester en vie|rien|me lever|continuer(?= ?(?:$|,)))|\b(?:ca|cela) (?:ne )?sert (?:a rien|plus a rien) de (?:vivre|exister|rester en vie|me battre|continuer(?= ?(?:$|,)))|\bvivre (?:ne sert a rien|n'a (?:aucun|plus de|pas de) sens|ne vaut (?:pas|plus) la peine)|\ba quoi (?:ca )?(?:bon|sert de) (?:vivre|exister|me lever|rester en vie|continuer(?= ?(?:$|,)))`,
    ),
    // Life meaningless: "ma vie n'a plus aucun sens", "la vie ne vaut pas la peine d'être vécue".
    concern(
      "hopelessness",
      String.raw`\b(?:la|ma|cette) vie (?:n'a |a )?(?:plus (?:aucun |de |d')?|pas (?:de |d')?|aucun )(?:sens|interet|but|valeur)\b|\b(?:la|ma|cette) vie ne vaut (?:plus |pas |vraiment pas )?(?:la peine|rien)\b|\b(?:ne )?vaut (?:pas|plus) la peine (?:de vivre|d'etre vecue)`,
    ),
    // Burden: "je suis un fardeau", "je me sens comme un poids pour tout le monde".
    concern(
      "hopelessness",
      String.raw`${SUIS} ${ADV}(?:comme )?(?:qu')?(?:un|une) ${ADV}(?:fardeau|poids|charge)(?! (?:de|d'|lourd|lourde|en moins)\b)|\b(?:ne )?suis qu'(?:un|une) ${ADV}(?:fardeau|poids|charge|boulet)\b|\b(?:boulet|poids mort|fardeau|poids) pour (?:tout le monde|les autres|eux|ma famille|mes proches|mes parents|vous|toi|mes enfants)\b`,
    ),
    // Better off without me: "tout le monde serait mieux sans moi", "ils seraient plus heureux si je n'étais plus là".
    concern(
      "hopelessness",
      String.raw`\b(?:serai(?:en)?t|serais|serez|serions|se porterai(?:en)?t|vivrai(?:en)?t|irai(?:en)?t) ${ADV}(?:tellement |bien |beaucoup |vachement )?(?:mieux|plus heureu(?:x|se|ses)|tranquilles?|soulagee?s?|libres?) (?:sans moi|si j(?:e |')[^,]{0,25}?(?:n'etais (?:plus|pas) la|etais plus la|etais morte?|etais partie? pour de bon|mourais|disparaissais|n'existais (?:plus|pas)|existais (?:plus|pas))|apres ma mort|une fois que je serai (?:partie?|morte?))`,
    ),
    // Nobody would miss me: "personne ne me regretterait", "je ne manquerais à personne".
    concern(
      "hopelessness",
      String.raw`\bpersonne (?:ne )?(?:me |m')?(?:regretterait|remarquerait|pleurerait|s'en rendrait compte|s'en apercevrait|verrait la difference|me chercherait|viendrait a mon enterrement)\b|\b(?:ne )?manquerai[st]? a personne\b`,
    ),
    // Cannot go on: "je ne peux plus continuer", "je vais pas tenir" (not "continuer ce projet").
    concern(
      "hopelessness",
      String.raw`${I}(?:ne |n')?(?:peux|peu|pourrai[st]?|arrive|y arrive|vais|tiendrai) (?:plus|pu|pas) ${ADV}(?:continuer|tenir|avancer|me battre|lutter|vivre comme ca|supporter (?:ca|cette vie|tout ca|la vie|de vivre))(?= ?(?:$|,| comme ca| a vivre| a me battre| longtemps| encore longtemps| plus longtemps))`,
    ),
    // "je n'en peux plus de vivre / de cette vie / de tout".
    concern(
      "hopelessness",
      String.raw`${I}(?:n'en |n |en |n')?(?:peux|peu) (?:plus|pu) de (?:vivre|la vie|cette vie|ma vie|tout|exister|souffrir|lutter|me battre|faire semblant|etre moi)\b`,
    ),
    // "je ne veux plus être là" (not "pas là": a party).
    concern(
      "hopelessness",
      String.raw`${I}(?:ne |n')?(?:veu[xt]?|ve|voudrai[st]?|ai|a) (?:plus|pu) (?:envie d')?etre (?:la|ici|sur (?:cette |la )?terre|dans ce monde|de ce monde)(?= ?(?:$|,| du tout| pour personne| pour rien))`,
    ),
    // Weak beside another phrase, one rule each (a rule is read once per sentence, so two weak
    // phrases must be two rules to count together): "j'en peux plus", "je suis à bout".
    weak(
      "hopelessness",
      "concern",
      String.raw`${I}(?:n'en |n |en |n')?(?:peux|peu) (?:plus|pu)(?= ?(?:$|,))|${SUIS} (?:completement |vraiment )?a bout(?= ?(?:$|,))`,
    ),
    // "rien ne changera jamais", "ça ne s'arrangera jamais".
    weak(
      "hopelessness",
      "concern",
      String.raw`\b(?:rien|ca) ne (?:va )?(?:changera|changer|s'arrangera|s'ameliorera|ira (?:jamais )?mieux)\b`,
    ),
    // "je ne vois pas le bout", "je ne vois pas l'intérêt", "à quoi bon", "pas d'avenir pour moi".
    weak(
      "hopelessness",
      "concern",
      String.raw`\b(?:ne )?vois (?:pas|plus|aucune?) (?:le bout|d'issue|de sortie|d'avenir|l'interet|le but|le sens)(?= ?(?:$|,))|\ba quoi bon(?= ?(?:$|,))|${HAVE}\b(?:plus|pas) (?:aucun |d')avenir pour moi\b`,
    ),
    // "marre de tout", "j'ai plus goût à rien".
    weak("hopelessness", "concern", String.raw`\b(?:marre|ras le bol) de tout(?= ?(?:$|,))|${HAVE}\bplus (?:de )?gout a rien\b`),

    // ---- someone else at risk now (the writer is worried): concern ----------------------------------
    // "ma soeur veut mourir", "il parle de se suicider", "elle m'a dit qu'elle voulait en finir".
    other(
      "suicidal-thoughts",
      String.raw`(?:${THEY}(?:veut|veulent|voulait|voudrait|a envie de|a envie d'|avait envie de|avait envie d'|parle de|parlait de|pense a|pense au|pensait a|menace de|menacait de|compte|a decide de|a decide d') ${ADV}(?:se (?:suicider|tuer|foutre en l'?air|flinguer|pendre|jeter (?:sous|du|d'un|par))|mettre fin a ses jours|en finir(?! avec (?!(?:la vie|sa vie|tout)\b))|mourr?ir|crever|suicide)\b(?! (?:chez|a la maison|en paix|dignement|dans son lit|de vieillesse)\b))${NOT_THEIR_PAST}`,
    ),
    other(
      "intent",
      String.raw`(?:${THEY}(?:va|vont|allait) (?:se (?:suicider|tuer|foutre en l'?air|flinguer|pendre)|en finir(?! avec (?!(?:la vie|sa vie|tout)\b))|mettre fin a ses jours))${NOT_THEIR_PAST}`,
    ),
    other(
      "suicidal-thoughts",
      String.raw`(?:${THEY}(?:est|etait|semble|a l'air) ${ADV}suicidaire|${THEY}(?:a|avait|a encore) (?:des|encore des) (?:idees|pensees) (?:suicidaires|noires))${NOT_THEIR_PAST}`,
    ),
    // "mon fils se scarifie", "elle se fait du mal exprès".
    other(
      "self-harm",
      String.raw`(?:${THEY}(?:se scarifie|se mutile|s'automutile|se fait du mal|se fait mal expres|se coupe (?:les (?:bras|poignets|cuisses)|expres|volontairement)|se brule (?:expres|volontairement|avec (?:des|une|ses) cigarettes?)))${NOT_THEIR_PAST}`,
    ),
    // A recent attempt: "mon frère vient de faire une TS", "elle a fait une overdose hier" (not years ago).
    other(
      "preparatory-acts",
      String.raw`(?:${THEY}(?:vient de |vient d')(?:faire|tenter|essayer) (?:une |de )?(?:ts|tentative|overdose|od|se (?:tuer|suicider|pendre))|${THEY}a (?:fait|tente|essaye) (?:une |de )?(?:ts|tentative de suicide|overdose|od|se (?:tuer|suicider|pendre))\b(?=.*\b(?:hier|cette nuit|ce matin|ce soir|aujourd'hui|avant-hier|ce week-?end|tout a l'heure)\b))${NOT_THEIR_PAST}`,
    ),
    // "mon fils donne toutes ses affaires".
    other(
      "preparatory-acts",
      String.raw`(?:${THEY}(?:donne|a donne|distribue|a distribue) (?:toutes )?ses affaires\b|${THEY}(?:a|avait) (?:ecrit|laisse) (?:une|sa) lettre d'adieu (?:${SOON}|hier))${NOT_THEIR_PAST}`,
    ),
  ],
  idioms: [
    // Dying of hunger, laughter, boredom, shame, heat, impatience: "je meurs de faim", "mort de rire",
    // "je vais crever de chaud", "morte de honte", "mourir d'envie de".
    /\b(?:morte?s?|meurs|meurt|meurent|mourir|mourais|mourait|mourrai[st]?|crever|creve|creves|crevais|crevait|crevee?s?|creverai[st]?) (?:de |d')(?:rire|fatigue|faim|soif|froid|chaud|chaleur|peur|trouille|honte|ennui|jalousie|envie|impatience|stress|sommeil|curiosite|gene|amour|plaisir|bonheur|joie|inquietude|flemme)\b/,
    // Exhausted: "je suis crevée", "complètement crevé", "une journée crevante", "ça me crève".
    /\b(?:suis|sui|chui|chuis|jsuis|est|es|etais|sommes|completement|trop|tellement|grave|vraiment|hyper|super|archi) crevee?s?\b|\bcrevante?s?\b|\bca me creve\b/,
    // "tu me tues", "ça me tue", "ce boulot me tue", "ma mère va me tuer", "cet exam va m'achever".
    /\b(?:tu|vous|il|elle|ils|elles|ca|cela|ce [a-z]+|cet [a-z]+|cette [a-z]+|ces [a-z]+|mon [a-z]+|ma [a-z]+|mes [a-z]+|le [a-z]+|la [a-z]+|les [a-z]+) (?:va |vont |vas |allez |finira par |finiront par )?(?:me |m')(?:tue|tues|tuent|tuer|tuera|tueront|tuerait|a tuee?|ont tuee?|achever|acheve|achevent|achevera|a achevee?|fait mourir|fais mourir|font mourir|faire mourir|fait crever|fais crever|faire crever)\b/,
    // Wearing oneself out: "je me tue au travail", "je me tue à te le dire", "elle se tue à la tâche".
    /\b(?:me|te|se|nous|vous) (?:tue|tues|tuer|tuait|tuais|tuons|tuez|tuent|suis tuee?) (?:a la tache|au travail|au boulot|a force de|a (?:le |la |les |te |vous |lui |leur |l')?(?:dire|repeter|expliquer|travailler|bosser|reviser|chercher))/,
    // "ennuyeux à mourir", "chiant à crever", "beau à en mourir", "je m'ennuie à mourir".
    /\b(?:ennuyeu(?:x|se)|belle?|beau|chiante?|long(?:ue)?|bete|nulle?|lente?|drole|con(?:ne)?|moche|ennuie|ennuyer|mal|chaleur|froid) a (?:en )?(?:mourir|crever)\b/,
    // "plutôt mourir que de porter ça", "je préférerais mourir que de le revoir" (but "plutôt mourir
    // que continuer" is not an idiom).
    /\b(?:plutot|prefererai[st]?|aimerai[st]? mieux) (?:mourir|crever|etre morte?)(?: plutot)?(?! que (?:de |d')?(?:vivre|continuer|me reveiller|affronter|retourner|revivre|subir|supporter|rester)\b)/,
    // Reckless, not suicidal: "c'est du suicide de sortir par ce temps", "un suicide commercial".
    /\b(?:c'est|c|ce serait|ca serait|ca a ete|c'etait) (?:du|un) (?:vrai |pur |veritable )?suicide\b|\bsuicide (?:commercial|politique|social|professionnel|economique|electoral|scolaire)\b|\bmission suicide\b/,
    // Awful, not suicidal: "c'est à se pendre", "il y a de quoi se flinguer".
    /\b(?:c'est|c'etait|y a de quoi|il y a de quoi) (?:a )?se (?:pendre|flinguer|tirer une balle|jeter par la fenetre)\b/,
    // Taking the plunge: "je me jette à l'eau".
    /\b(?:me|te|se) jet(?:te|ter|tes|ais|ait) a l'eau\b/,
    // Getting told off: "je vais me faire tuer par ma mère", "je vais me faire buter si je rentre tard".
    /\b(?:me|te|se) faire (?:tuer|buter|defoncer|massacrer)\b/,
    // Killing time, and "à mort" as an intensifier: "je t'aime à mort", "j'ai flippé à mort".
    /\btu(?:er|e|ons|ait|ais) le temps\b|\ba mort\b/,
    // "c'est mortel" (great, or deadly dull), "la mort dans l'âme" (reluctantly), "c'est mort" (no chance).
    /\b(?:c'est|c'etait|trop|grave) mortel(?:le)?\b|\bla mort dans l'ame\b|\bc'est mort\b/,
    // "achevez-moi", "tuez-moi" said of a boring meeting.
    /\b(?:achev|tu)(?:ez|e)[- ]moi\b/,
  ],
  // "ne … pas", "jamais", "pas d'", "aucune" up to four words before a phrase, not across a comma,
  // a conjunction or a new first-person clause ("je n'en peux plus et je veux mourir" counts;
  // "je ne sais pas pourquoi je veux mourir" counts, as in English).
  negationBefore:
    /(?:\b(?:ne|pas|jamais|non|aucune?|sans|ni|nullement|pu|guere)\b|\bn'[a-z]*|\b(?:ai|a|as|avais) plus\b)(?: (?:que je|(?!(?:je|j'[a-z]*|jai|jsuis|chui|jme|jveux|jvais|g|moi|et|mais|ou|car|donc|puis|pourquoi|comment|si|quand|parce|sauf|alors|sinon|pourtant)\b)[^\s,]+)){0,4}(?: [a-z]+'|')? ?$/,
  // Laughter, unless the text says it is no joke ("je ne plaisante pas", "c'est pas une blague", "sans rire").
  laughter:
    /^(?!.*\b(?:(?:je )?(?:ne )?plaisante pas|(?:c'est|ce n'est|c'est pas) (?:pas )?une blague|sans (?:rire|deconner|blague)|pour de vrai|je suis serieux|je suis serieuse)\b).*?(?:\b(?:mdr+|ptdr+|xptdr+|lol+|mort de rire|(?:ha){2,}h?|(?:ah){2,}h?|(?:hi){2,}|xd+|lmao)\b|😂|🤣|😹|😆)/u,
  // A film, book, song, the news or a prevention message framed in the sentence.
  story:
    /\b(?:dans|d'apres|selon) (?:le|la|les|un|une|ce|cette|l') ?(?:film|serie|livre|roman|bouquin|manga|anime|bd|chanson|clip|poeme|article|reportage|documentaire|docu|emission|episode|podcast|jeu video|piece|fiction|etude|journal televise)\b|\b(?:le|la|un|une|l') ?(?:personnage|heros|heroine|narrateur|narratrice|protagoniste)\b|\b(?:un|une|l'|le|la|cet|cette) ?(?:article|reportage|documentaire|etude|emission|episode|podcast) (?:sur|qui parle|parle|raconte|explique)\b|\b(?:aux|les) infos\b|\bau (?:jt|journal de \d+h)\b|\b(?:prevention|sensibilisation|3114|numero (?:vert|d'ecoute|national))\b|\b(?:comment|pour) (?:aider|soutenir|accompagner|reconnaitre|reperer|parler a) (?:quelqu'un|une personne|un proche|une proche|un ami|une amie|les personnes|son|sa|mon|ma|un ado)\b|\b(?:signes|signaux) (?:d'alerte|avant-coureurs|precurseurs)\b|\bchante (?:que|qu')/,
};
