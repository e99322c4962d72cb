// The French table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); fr.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import {
  crisis,
  concern,
  weak,
  ADV,
  I,
  SUIS,
  mine,
  DESIRE,
  KILL_SELF,
  ENDIT,
  HAVE,
  SOON,
  PILLS,
  recent,
  longAgo,
  THINK,
  ATTEMPT,
  SELF_HARM,
} from "./fr-words";

export const FR_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
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
  // "je voudrais juste que tout s'arrête", "j'aimerais que ma vie se termine", "… pour de bon".
  concern(
    "wish-to-be-dead",
    String.raw`${DESIRE}(?:que |qu')?(?:tout|ma vie) (?:s'arrete|s'arreter|finisse|se termine|prenne fin)(?! (?:de|d'|pour(?! (?:de bon|toujours)\b)|a|au|avant)\b)`,
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
];
