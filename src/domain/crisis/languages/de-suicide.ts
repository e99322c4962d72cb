// The German table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); de.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import { crisis, concern, weak, ADV, GAP, I, I_WANT, KILL, PILLS, recent, longAgo, NOT_OTHER, WORKPLACE } from "./de-words";

export const DE_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
  // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
  // "ich will sterben", "will einfach nur noch sterben", "manchmal möchte ich tot sein", "ich will verrecken"
  // (not "ich will alt sterben": only fillers may stand between).
  crisis("wish-to-be-dead", String.raw`${I_WANT} ${ADV}(?:sterben|tot sein|verrecken|abkratzen|krepieren|draufgehen)\b`),
  // Verb last: "dass ich sterben will", "weil ich einfach tot sein möchte".
  crisis("wish-to-be-dead", String.raw`\bich ${ADV}(?:sterben|tot sein) (?:will|mo?e?chte|wollte)\b`),
  // "ich will nicht mehr leben", "ich mag nimmer leben" (not "nicht ohne dich leben", "nicht so leben").
  crisis(
    "wish-to-be-dead",
    String.raw`(?:${I}(?:will|mo?e?chte|mag|kann)|\b(?:will|mo?e?chte|mag|kann) (?:ich|man)) ${ADV}(?:(?:nicht|nich|net|ned) mehr|nimmer) (?:weiter)?leben\b(?! (?:in|mit|ohne|bei|so|hier|dort|da|neben|auf|wie)\b)`,
  ),
  // "lasst mich sterben", "ich sollte tot sein", "ich verdiene es zu sterben", "ich hätte sterben sollen".
  crisis(
    "wish-to-be-dead",
    String.raw`\blass(?:t)? mich ${ADV}(?:sterben|tot sein)\b|\bich (?:sollte|mue?sste) ${ADV}tot sein\b|\bich verdiene ${ADV}(?:es )?(?:zu sterben|den tod|tot zu sein)\b|\bich hae?tte ${ADV}(?:sterben|tot sein) sollen\b`,
  ),
  // Passive: "ich wünschte, ich wäre tot", "wär ich doch tot", "ich wäre lieber tot" (not "lieber tot als
  // in diesen Schuhen", but "lieber tot als so weiterleben").
  concern(
    "wish-to-be-dead",
    String.raw`\bwue?nscht?e?(?: mir)?,? (?:ich|dass ich) ${ADV}(?:wae?re|wa?r|sei) ${ADV}tot\b|\b(?:wae?re|wa?r) ich (?:doch |nur |bloss |blos |einfach )+tot\b|\b(?:wae?re|war|bin) ${ADV}lieber tot\b(?! als\b)|\blieber tot als (?:\S+ ){0,3}?(?:so )?(?:weiter\w*|leben|zu leben|am leben|noch einen tag)\b|\bam liebsten (?:wae?re|wa?r) ich ${ADV}tot\b|\bbesser,? wenn ich ${ADV}tot (?:wae?re|wa?r|bin)\b|\b(?:wae?re|wa?r) ${ADV}gerne? tot\b|\b(?:wae?re|wa?r) ${ADV}besser tot\b`,
  ),
  // "ich wünschte, ich wäre nie geboren worden", "warum bin ich überhaupt geboren".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:wae?re|wa?r) ich (?:doch |nur |bloss |blos )?nie ${ADV}geboren\b|\bwue?nscht?e?(?: mir)?,? (?:ich|dass ich) (?:wae?re|wa?r) nie ${ADV}geboren\b|\bwarum (?:bin ich|wurde ich) (?:ue?berhaupt )?(?:geboren|auf der welt)\b|\bhae?tte ${ADV}(?:nie|nicht) geboren werden (?:sollen|due?rfen)\b`,
  ),
  // Tired of living: "ich bin lebensmüde", "lebensmuede", "das Leben satt", "kein Bock mehr zu leben"
  // (not "bist du lebensmüde?", an idiom for reckless).
  concern(
    "wish-to-be-dead",
    String.raw`(?:\bich bin|\bbin ich|\bbin|\bfue?hle? mich|\bich fue?hle? mich) ${ADV}lebensmue?de\b|\b(?:meine )?lebensmue?digkeit\b|\b(?:mue?de|satt|ue?berdrue?ssig) (?:vom|des|von meinem) lebens?\b|\b(?:das|mein) leben ${ADV}satt\b|\b(?:keine lust|kein bock|keinen bock|keine kraft|keinen willen) ${ADV}(?:mehr )?(?:zu leben|zum leben|auf (?:das|mein|s) leben|am leben zu bleiben)\b`,
  ),
  // "einschlafen und nie mehr aufwachen", "ich hoffe, ich wache morgen nicht mehr auf", "will nie wieder aufwachen".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:einschlafen|schlafen|einzuschlafen|ins bett gehen) (?:\S+ ){0,3}?(?:und )?(?:nie|nicht) (?:mehr |wieder )?(?:aufwachen|aufzuwachen)\b(?! (?:bevor|vor|bis|um|fru?e?h)\b)|\b(?:hoffe|wue?nscht?e?),? (?:dass )?ich (?:\S+ ){0,3}?(?:nie|nicht) (?:mehr |wieder )?(?:aufwache|auf(?=\s*$|,))|\b(?:will|mo?e?chte|wollte) (?:\S+ )?(?:nie|nicht) (?:mehr|wieder) aufwachen\b`,
  ),
  // "für immer verschwinden", "einfach aufhören zu existieren", "ich möchte nicht mehr existieren".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:fue?r immer|endgue?ltig) ${ADV}(?:verschwinden|weg sein)\b|\b(?:verschwinden|weg sein) ${ADV}(?:fue?r immer|endgue?ltig)\b|\baufhoe?ren zu existieren\b|${I_WANT} ${ADV}(?:nicht mehr|nicht) existieren\b`,
  ),
  // Weak beside another phrase: "ich will einfach nur verschwinden" (people say it of embarrassment, too).
  weak(
    "wish-to-be-dead",
    "concern",
    String.raw`${I_WANT} ${ADV}verschwinden\b(?! (?:aus|von|nach|in|vor|hier|zum|zur|fue?r (?:ein|eine|zwei))\b)`,
  ),

  // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
  // "ich will mich umbringen", "möchte mir das Leben nehmen", "ich will Schluss machen mit allem", "i will selbstmord".
  crisis("suicidal-thoughts", String.raw`(?:${I_WANT}|${I}(?:muss|sollte|wue?rde)) ${ADV}(?:${KILL}|selbstmord\b|suizid\b)`),
  // "der Drang, mich umzubringen", "Lust, mir das Leben zu nehmen".
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:lust|bock|drang|druck|bedue?rfnis|verlangen|sehnsucht|versuchung|gedanken?),? ${ADV}(?:daran,? )?${KILL}`,
  ),
  // "ich denke an Selbstmord", "ich denke darüber nach, mich umzubringen", "ich spiele mit dem Gedanken an Suizid"
  // (not "an den Selbstmord meines Bruders").
  crisis(
    "suicidal-thoughts",
    recent(
      String.raw`\b(?:ich denke?|denke? ich|ich dachte|dachte ich|ich ue?berlege|ue?berlege ich|(?:ich )?spiele? mit dem gedanken|ich grue?bel\w*|ich fantasiere|(?:ich )?(?:habe?|hab) ${ADV}(?:ue?berlegt|daran gedacht|dran gedacht|drue?ber nachgedacht|darue?ber nachgedacht))\b,? ${GAP}(?:${KILL}|(?:an |ue?ber |den )?(?:selbstmord|suizid)\b(?! (?:meine[sr]?|von|des|der|deine[sr]?|seine[sr]?|ihre[sr]?)\b))`,
    ),
  ),
  // "ich habe Suizidgedanken", "meine Selbstmordgedanken sind wieder da", "ich bin suizidal".
  crisis(
    "suicidal-thoughts",
    String.raw`(?:(?:\bich (?:habe?|hatte)|\b(?:habe?|hatte) ich|\bmeine|\bwieder|\bstae?ndig|\bstarke) ${GAP}|^)(?:selbstmord|suizid)gedanken\b|(?:\bich bin|\bbin ich|\bfue?hle? mich|\bich fue?hle? mich|^bin) ${ADV}(?:suizidal|suizidgefae?hrdet|selbstmordgefae?hrdet)\b`,
  ),
  // "Selbstmord ist die einzige Lösung", "sterben wäre der einzige Ausweg" (not "keine Lösung").
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:selbstmord|suizid|sterben|der tod|mich umzubringen) (?:ist|wae?re|scheint|ist doch) ${ADV}(?:die |der |mein |meine )?(?:einzige|beste|letzte) (?:loe?sung|ausweg|option|weg)\b`,
  ),
  // Thinking of one's own death: "ich denke ständig an den Tod", "an meinen Tod": concern.
  concern(
    "suicidal-thoughts",
    String.raw`\b(?:ich denke?|denke? ich)\b ${ADV}(?:jeden tag |den ganzen tag |staendig |standig |nur noch )?an (?:den|meinen) tod\b`,
  ),
  // Long ago ("als ich 15 war, dachte ich an Selbstmord"): concern.
  concern(
    "suicidal-thoughts",
    longAgo(String.raw`\b(?:ich dachte|dachte ich|ich wollte|wollte ich)\b,? ${GAP}(?:${KILL}|(?:an |ue?ber )?(?:selbstmord|suizid)\b)`),
  ),

  // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
  // "ich werde mich umbringen", "heute nacht werde ich mir das Leben nehmen", "ich habe vor, mich umzubringen",
  // "ich habe beschlossen zu sterben".
  crisis(
    "intent",
    String.raw`(?:${I}(?:werde|werd|geh|gehe)|\b(?:werde|werd) ich) ${ADV}${KILL}|\bich (?:habe?|hab) ${ADV}vor,? ${ADV}${KILL}|\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) (?:mich )?${ADV}(?:entschieden|beschlossen|entschlossen),? ${ADV}(?:zu sterben|${KILL})`,
  ),
  // The present for soon: "ich bring mich um", "heute nacht bringe ich mich um", "ich nehme mir das Leben",
  // "ich setze meinem Leben ein Ende" (not "bringe mich um den Schlaf").
  crisis(
    "intent",
    String.raw`(?:(?:\bich|\bund|\bi) |^)bring(?:e)? mich ${ADV}um\b(?! (?:den|die|das|meine?n?|jeden|alles|mein|\d+)\b)|\bbring(?:e)? ich mich ${ADV}um\b(?! (?:den|die|das|meine?n?|jeden|alles|mein|\d+)\b)|\b(?:ich nehme?|nehme? ich) mir ${ADV}das leben\b|\b(?:ich setze?|setze? ich) ${ADV}(?:meinem leben|allem|dem ganzen) ${ADV}ein ende\b|\b(?:ich mache?|mache? ich) ${ADV}schluss mit (?:allem|dem leben|meinem leben)\b`,
  ),
  // Weak beside another phrase: "ich mach heute Schluss", "heute ist es soweit", "ich tu es heute Nacht".
  weak(
    "intent",
    "crisis",
    String.raw`\bich (?:mache?|mach|will|mo?e?chte) ${ADV}schluss(?: machen)?(?=\s*$|,)|\b(?:heute|heute nacht|morgen) ist es so ?weit\b|\bich tu(?:e)? es ${ADV}(?:heute|heute nacht|morgen|jetzt)\b|\bdas ist meine letzte nacht\b|\b(?:morgen|heute nacht|bald) bin ich (?:nicht mehr da|weg|tot)\b`,
  ),

  // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
  // "ich plane meinen Suizid", "ich habe geplant, mich umzubringen", "ich weiß, wie ich mich umbringe".
  crisis(
    "plan",
    String.raw`\b(?:plane?|geplant|planne?)\b,? ${ADV}(?:meinen (?:tod|suizid|selbstmord)|${KILL}|zu sterben)|\bmeinen (?:tod|suizid|selbstmord) ${ADV}(?:geplant|planen|vorbereitet|vorbereiten|durchgeplant)\b|\bich wei(?:ss|s),? ${ADV}(?:wie|wo|wann) ich ${ADV}(?:mich umbringe|mich umbringen werde|sterben werde|es beende)\b`,
  ),
  // Weak beside another phrase: "ich weiß schon, wie ich es mache", "ich habe es für Freitag geplant", "ich hab einen Plan".
  weak(
    "plan",
    "crisis",
    String.raw`\bich wei(?:ss|s),? ${ADV}(?:genau |bereits )?(?:wie|wo|wann) ich es ${ADV}(?:mache|tue|tun werde|machen werde|mach|tu|anstelle)\b|\bich (?:habe?|hab) ${ADV}(?:es|alles) ${ADV}(?:geplant|durchgeplant|vorbereitet)(?=\s*$|,| fue?r)|\bich (?:habe?|hab) (?:es|alles) fue?r (?:\S+ )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|nacht|wochenende) geplant\b|\bich (?:habe?|hab) einen plan\b(?! fue?r\b)|\bder plan steht\b`,
  ),

  // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
  // "wie viele Tabletten braucht man zum Sterben", "wieviele Schlaftabletten sind tödlich".
  crisis(
    "method",
    String.raw`\bwie ?viele (?:\S+ ){0,2}?${PILLS}\b[^,]{0,40}?(?:sterben|\btot\b|toe?dlich|umbringen|umzubringen|nicht mehr aufwach|ue?berdosis)`,
  ),
  // "tödliche Dosis", "welche Tabletten sind tödlich".
  crisis(
    "method",
    String.raw`\b(?:toe?dliche|letale) (?:dosis|menge)\b|\b(?:welche|was fue?r) ${PILLS} (?:\S+ )?(?:sind|ist|wae?ren) (?:\S+ )?(?:toe?dlich|letal)\b`,
  ),
  // "die schmerzloseste Art zu sterben", "wie bringt man sich am schnellsten um", "wie stirbt man schmerzlos".
  crisis(
    "method",
    String.raw`\b(?:schmerzlos|schnellst|einfachst|sicherst|best|sanftest|leichtest)\w* (?:art|weg|methode|moe?glichkeit)\w* ${ADV}(?:zu sterben|sich umzubringen|${KILL}|sich das leben zu nehmen)|\bwie (?:bringe? ich|bringt man|kann ich|kann man) (?:\S+ ){0,2}?(?:mich|sich) (?:\S+ ){0,2}?(?:um\b|umbringen|toe?ten|das leben nehmen)|\bwie (?:sterbe ich|stirbt man) ${ADV}(?:schmerzlos|schnell|am schnellsten|ohne schmerzen)\b`,
  ),
  // "welche Brücke ist hoch genug", "wie hoch muss ein Stockwerk sein, damit man tot ist".
  crisis(
    "method",
    String.raw`\b(?:welche|wie hoch|welches) (?:\S+ ){0,2}?(?:brue?cke|hochhaus|gebae?ude|stockwerk|etage|dach|turm|parkhaus)\b[^,]{0,40}?(?:hoch genug|genug|toe?dlich|sterben|\btot\b|ue?berleben)`,
  ),
  // "vor den Zug springen", "mich vor einen Zug werfen", "von der Brücke springen" (not someone else's, not into the lake).
  crisis(
    "method",
    String.raw`${NOT_OTHER}\b(?:vor|unter) (?:den|einen|die|eine) (?:zug|u-?bahn|s-?bahn|bahn|lkw|laster|auto|bus|strassenbahn|tram)\b (?:zu )?(?:werfen|springen|legen|laufen|schmeissen)\b|${NOT_OTHER}\b(?:von|vom) (?:der |einer |dem |einem )?(?:\S+ )?(?:brue?cke|dach|hochhaus|balkon|turm|klippe|parkhaus|gebae?ude)\b (?:zu )?(?:springen|stue?rzen|werfen)\b(?! (?:ins|in den|in die)\b)|${NOT_OTHER}\baus dem fenster (?:zu )?(?:springen|stue?rzen)\b`,
  ),
  // Means at hand: "den Strick schon gekauft", "die Tabletten liegen bereit", "ich sammle Schlaftabletten".
  crisis(
    "method",
    String.raw`\b(?:den|einen|meinen|der|ein) strick\b (?:\S+ ){0,3}?(?:in der hand|bereit|gekauft|besorgt|geknotet|gebunden|hae?ngt)\b|\b(?:das|mein) seil (?:\S+ ){0,3}?(?:in der hand|liegt bereit|ist bereit|hae?ngt schon)\b|\b(?:die|alle|meine) ${PILLS} (?:\S+ ){0,3}?(?:in der hand|in meiner hand|vor mir|neben mir|liegen bereit|bereitgelegt|abgezae?hlt)\b|\b${PILLS} (?:\S+ ){0,2}?(?:gesammelt|gehortet|gebunkert|aufgespart|zusammengespart)\b|\b(?:sammle|horte|bunkere?) (?:\S+ ){0,2}?${PILLS}\b`,
  ),
  // "mich aufhängen", "mir die Pulsadern aufschneiden", "mir die Kugel geben", "ich vergifte mich".
  crisis(
    "method",
    String.raw`(?<!\b(?:er|sie|jemand|man) (?:will|wollte|wird|droht|kann) )\b(?:mich ${ADV}(?:auf(?:zu)?hae?ngen|(?:zu )?erhae?ngen|(?:zu )?erschiessen|(?:zu )?vergiften|(?:zu )?ertrae?nken)|mir ${ADV}(?:die pulsadern (?:auf(?:zu)?schneiden|auf(?:zu)?schlitzen|(?:zu )?schneiden)|die kugel (?:zu )?geben|den goldenen schuss (?:zu )?(?:setzen|geben)))\b|\bich (?:hae?nge|erhae?nge|erschiesse|vergifte) mich\b`,
  ),
  // Weak beside another phrase: "ich stehe auf der Brücke", "ich sitze an den Gleisen" (not "und mache Fotos").
  weak(
    "method",
    "crisis",
    String.raw`\bich (?:stehe?|sitze?) ${ADV}(?:auf|an) (?:der|dem|den|einer|einem) (?:brue?cke|dach|gleisen|gleis|klippe|gelae?nder|bru?e?stung)\b(?! (?:und|mit|zum|zur|im|in)\b)`,
  ),
  // Weak beside another phrase: "ich hab ein Seil", "Rasierklingen gekauft", "ich habe genug Tabletten".
  weak(
    "method",
    "crisis",
    String.raw`\bich (?:habe?|hab) (?:\S+ )?(?:ein seil|das seil|genug ${PILLS}|die ${PILLS} schon)\b|\bseil (?:\S+ )?gekauft\b|\brasierklingen? (?:\S+ )?(?:gekauft|besorgt|geholt)\b`,
  ),

  // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
  // "ich habe meinen Abschiedsbrief geschrieben", "mein Abschiedsbrief liegt bereit" (not one to the colleagues,
  // not one someone else left).
  crisis(
    "preparatory-acts",
    String.raw`(?:\b(?:mein(?:en)?|ich (?:habe?|hab) ${ADV}(?:einen|den|meinen)|ich schreibe? ${ADV}(?:einen|meinen|den|an meinem)|schreibe? ${ADV}an meinem) abschiedsbrie\w*|(?<=\bich\b.{0,40})\babschiedsbrie\w* (?:\S+ ){0,3}?(?:geschrieben|fertig|liegt bereit|ist fertig)\b)(?!.*${WORKPLACE})(?<!${WORKPLACE}.*)`,
  ),
  // Giving things away for after: "ich verschenke meine Sachen, ich brauche sie eh nicht mehr".
  crisis(
    "preparatory-acts",
    String.raw`\b(?:verschenke?|verteile?|verschenkt|gebe? (?:\S+ ){0,3}?weg)\b(?!.*\b(?:alte[nrs]?|klamotten|kleidung|zu klein|umzug|ausmisten|flohmarkt)\b).{0,40}?(?:brauche? (?:sie|das|es|ich) ${ADV}(?:eh |sowieso |ja )?nicht mehr|wenn ich (?:nicht mehr (?:da|hier)|weg|tot) bin)`,
  ),
  // Weak beside another phrase: "ich verschenke alle meine Sachen".
  weak(
    "preparatory-acts",
    "crisis",
    String.raw`\bich (?:verschenke?|verteile?) ${ADV}(?:alle |all )?meine (?:sachen|habseligkeiten|lieblingssachen)\b|\bich (?:habe?|hab) ${ADV}(?:alle |all )?meine (?:sachen|habseligkeiten|lieblingssachen) ${ADV}verschenkt\b`,
  ),
  // "ich verabschiede mich für immer", "Abschied für immer", "das ist meine letzte Nachricht".
  crisis(
    "preparatory-acts",
    String.raw`\b(?:ich verabschiede mich|verabschiede mich|mich (?:zu )?verabschieden) (?:\S+ ){0,3}?(?:fue?r immer|endgue?ltig|fue?r alle zeit|von dieser welt)\b|\babschied fue?r (?:immer|alle zeit)\b|\bdas (?:hier )?ist (?:mein|meine) (?:letzter (?:post|eintrag|brief)|letzte nachricht|abschied)\b`,
  ),
  // Weak beside another phrase: "lebt wohl", "tschüss an alle", "es tut mir leid für alles", "danke für alles".
  weak(
    "preparatory-acts",
    "crisis",
    String.raw`\b(?:lebt|lebe) wohl\b|\b(?:tschue?ss|tschau|adieu|macht(?:'?s)? gut) (?:alle|allen|zusammen|an alle|fue?r immer|welt)\b|\bes tut mir leid (?:fue?r|um) alles\b|\bdanke fue?r alles\b|\bverzeih(?:t)? mir\b`,
  ),
  // An attempt, recent: "ich habe gestern versucht, mich umzubringen", "mein Suizidversuch letzte Woche".
  crisis(
    "preparatory-acts",
    recent(
      String.raw`\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) ${ADV}(?:versucht|probiert),? ${ADV}${KILL}|\b(?:mein(?:em|en)?|ich hatte ${ADV}einen|ich (?:habe?|hab) ${ADV}einen) (?:\S+ )?(?:suizidversuch|selbstmordversuch|suizid-versuch)\b`,
    ),
  ),
  // An attempt long ago ("mit 16 habe ich versucht, mich umzubringen"): concern.
  concern(
    "preparatory-acts",
    longAgo(
      String.raw`\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) ${ADV}(?:versucht|probiert),? ${ADV}${KILL}|\b(?:mein(?:em|en)?|ich hatte ${ADV}einen) (?:\S+ )?(?:suizidversuch|selbstmordversuch)\b`,
    ),
  ),
  // Overdose taken: "ich habe eine ganze Packung Tabletten geschluckt", "alle Schlaftabletten auf einmal genommen".
  crisis(
    "preparatory-acts",
    recent(
      String.raw`\bich (?:habe?|hab) ${ADV}(?:die ganze|eine ganze|ne ganze|zwei|drei) (?:packung(?:en)?|schachteln?) (?:\S+ )?(?:${PILLS} )?${ADV}(?:genommen|geschluckt|eingeworfen)\b|\bich (?:habe?|hab) ${ADV}\d{2,} (?:\S+ )?${PILLS} ${ADV}(?:genommen|geschluckt|eingeworfen)\b|\bich (?:habe?|hab) ${ADV}alle (?:meine )?${PILLS} (?:auf einmal|auf einen schlag|zusammen) (?:genommen|geschluckt|eingeworfen)\b|\b(?:habe?|hab) (?:\S+ ){0,2}?(?:eine )?ue?berdosis ${ADV}(?:genommen|geschluckt)\b`,
    ),
  ),

  // ---- self-harm, now ---------------------------------------------------------------------
  // "ich ritze mich", "hab mich wieder geritzt", "der Druck zu ritzen" (not "seit zwei Jahren nicht mehr").
  crisis(
    "self-harm",
    recent(
      String.raw`\britze? mich\b(?! (?:nicht|nie|seit)\b)|\bmich ${ADV}(?:ritzen|zu ritzen|geritzt)\b|\b(?:wieder|heute|gestern|erneut|nochmal|noch mal) ${ADV}geritzt\b|\bam ritzen\b|\b(?:drang|druck|lust|bedue?rfnis|verlangen),? ${ADV}(?:mich )?(?:zu )?ritzen\b|\britzdruck\b`,
    ),
  ),
  // "ich schneide mich", "ich will mir wehtun", "ich habe mich absichtlich verbrannt" (not "beim Kochen", "an der Sonne").
  crisis(
    "self-harm",
    String.raw`\bich (?:schneide?|verletze?|verbrenne?) mich\b(?! (?:an|am|beim|aus versehen|versehentlich|in den finger|nicht|nie)\b)(?!.*\b(?:aus versehen|versehentlich|beim kochen|beim rasieren)\b)|(?:\bich|\bdrang|\bdruck|\blust|\bbedue?rfnis|\bverlangen)\b[^,]{0,30}?\b(?:mich|mir) ${ADV}(?:selbst |selber )?(?:(?:zu )?verletzen|wehtun|weh tun|wehzutun|weh zu tun|(?:zu )?schneiden|(?:zu )?verbrennen|schmerzen zuzufue?gen|schmerzen zufue?gen)\b|\bmich (?:\S+ ){0,2}?(?:wieder|erneut) (?:\S+ )?geschnitten\b(?!.*\b(?:aus versehen|versehentlich|beim|am papier)\b)|\b(?:mich|mir) (?:\S+ ){0,3}?(?:absichtlich|mit absicht|extra|mit (?:einer |der |dem |einem )?(?:klinge|rasierklinge|scherbe|feuerzeug|zigarette)) (?:\S+ ){0,2}?(?:geschnitten|verletzt|verbrannt|aufgeschnitten|wehgetan|weh getan)\b`,
  ),
  // The words for it, of oneself: "meine Selbstverletzung", "Rückfall mit SVV", "hab wieder SVV gemacht".
  crisis(
    "self-harm",
    String.raw`\b(?:meine|ich (?:habe?|hab)|wieder|rue?ckfall|mache?|mach)\b ${GAP}(?:selbstverletzung|svv|selbstverletzendes verhalten)\b|\brue?ckfall\b (?:\S+ ){0,2}?(?:geritzt|svv|selbstverletzung|ritzen)\b`,
  ),
  // "ich hab mir wieder die Arme aufgeschnitten", "mir die Haut aufritzen".
  crisis(
    "self-harm",
    String.raw`\bmir ${ADV}(?:die |den |meine |meinen )?(?:arme?|unterarme?|handgelenke?|beine?|oberschenkel|haut|bauch) ${ADV}(?:aufgeschnitten|aufgeritzt|geritzt|zerschnitten|aufgekratzt|verbrannt|aufschneiden|aufritzen|aufzuschneiden|aufzuritzen|zerschneiden|verbrennen)\b`,
  ),
  // Weak beside another phrase: "neue Schnitte", "die Klinge in der Hand".
  weak(
    "self-harm",
    "crisis",
    String.raw`\b(?:neue|frische|tiefe|tiefere) (?:schnitte|wunden|narben)\b|\b(?:klinge|rasierklinge|scherbe) (?:\S+ ){0,2}?(?:in der hand|auf dem arm|am arm|am handgelenk)\b`,
  ),
  // Long ago ("früher habe ich mich geritzt"): concern.
  concern("self-harm", longAgo(String.raw`\bmich ${ADV}(?:\S+ )?geritzt\b|\bich ritzte mich\b`)),
];
