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
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, ADV, I, SUIS, HAVE, SOON, NOT_THEIR_PAST, THEY } from "./fr-words";
import { FR_SUICIDE_RULES } from "./fr-suicide";

export const FR_CRISIS: LanguageCrisisTable = {
  language: "fr",
  foldAccents: true,
  rules: [
    ...FR_SUICIDE_RULES,
    // ---- hopelessness, burden, no reason to live: concern -----------------------------------------
    // "aucune raison de vivre", "plus de raison de continuer".
    concern(
      "hopelessness",
      String.raw`${HAVE}\b(?:aucune|plus de|pas de|pas une|plus une|plus aucune|sans|zero) (?:seule )?raisons? (?:de |d')${ADV}(?:vivre|rester en vie|exister|me lever|me reveiller|me battre|etre la|etre en vie|continuer(?= ?(?:$|,)))\b`,
    ),
    // "je ne vois plus l'intérêt de vivre", "je ne vois plus aucune raison de continuer", "il n'y a
    // aucun sens à vivre", "ça sert à rien de vivre".
    concern(
      "hopelessness",
      String.raw`\b(?:(?:ne |n')?(?:vois|trouve) (?:plus|pas|aucun|aucune)|(?:il )?(?:n'y a|n'ya|y a|ya) (?:plus|pas|aucun|aucune)) (?:l'|d'|de |le |aucun |aucune |d')?(?:interet|sens|utilite|but|raison)s? (?:a |de |d'|dans )(?:vivre|la vie|ma vie|exister|rester en vie|rien|me lever|continuer(?= ?(?:$|,)))|\b(?:ca|cela) (?:ne )?sert (?:a rien|plus a rien) de (?:vivre|exister|rester en vie|me battre|continuer(?= ?(?:$|,)))|\bvivre (?:ne sert a rien|n'a (?:aucun|plus de|pas de) sens|ne vaut (?:pas|plus) la peine)|\ba quoi (?:ca )?(?:bon|sert de) (?:vivre|exister|me lever|rester en vie|continuer(?= ?(?:$|,)))`,
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
