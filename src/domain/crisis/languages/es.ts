// Spanish crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words Spanish speakers write, from Spain and
// Latin America, including texting forms ("kiero", "toy", "xq"), no accents, slang ("matarme",
// "colgarme", "aventarme", "hacer cutting") and euphemisms ("acabar con todo", "quitarme la vida").
// Patterns run on folded text (lower case, accents removed: "á" → "a", "ñ" → "n").
//
// Spanish drops the subject: the person is in the verb ("quiero" is the writer, "quiere" someone
// else) and in the clitic ("matarme" the writer, "matarse" someone else). Folding makes "mató"
// and "mato" one word, so the rules lean on the clitic ("me mato", "se mató") rather than on the
// accent. Negation comes before the verb ("no quiero morir") and is read by `negationBefore`;
// phrases that are themselves negative ("ya no quiero vivir") start at their "no".
import type { LanguageCrisisTable } from "./table";
import { concern, weak, other, ADV, NOT_THEIR_PAST } from "./es-words";
import { ES_SUICIDE_RULES } from "./es-suicide";

export const ES_CRISIS: LanguageCrisisTable = {
  language: "es",
  foldAccents: true,
  rules: [
    ...ES_SUICIDE_RULES,
    // ---- hopelessness, burden, no reason to live: concern -----------------------------------------
    // "no tengo razones para vivir", "ya no hay ningún motivo para seguir".
    concern(
      "hopelessness",
      String.raw`\b(?:(?:ya )?no (?:tengo|hay|encuentro|veo)|sin|ninguna|cero) (?:ninguna |ningun |ni una |ni un |una |un |mas |alguna )?(?:razon|razones|motivo|motivos) (?:para|por (?:la )?que) ${ADV}(?:vivir|existir|levantarme|despertar(?:me)?|estar aqui|estar viv[oa]|continuar|seguir(?: viviendo| viv[oa]| adelante| aqui| en este mundo)?(?= ?(?:$|,)))`,
    ),
    // "la vida no tiene sentido", "no le veo sentido a vivir", "¿para qué seguir?".
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no (?:le )?(?:veo|encuentro) (?:ningun |el |mas |ya )?sentido (?:a |en )?(?:vivir|la vida|mi vida|nada|existir|seguir viviendo|seguir(?= ?(?:$|,)))|\b(?:mi|la|esta) vida (?:ya )?no (?:tiene|vale) (?:ningun |ni un |mas )?(?:sentido|nada|la pena)|\bno (?:tiene (?:ningun )?sentido|vale la pena|sirve de nada) (?:vivir|seguir viviendo|seguir viv[oa]|existir)|\bvivir no (?:tiene sentido|vale la pena|sirve de nada)|\b(?:para|pa|de) que (?:sirve )?(?:seguir viviendo|vivir|existir|levantarme|seguir(?= ?(?:$|,)))`,
    ),
    // Burden: "soy una carga para todos", "soy un estorbo" (not "un problema en mates").
    concern(
      "hopelessness",
      String.raw`\b(?:soy|me siento|siento que soy) (?:solo |solamente |nada mas que |nomas )?(?:una carga|un estorbo|un lastre)\b|\b(?:soy|me siento) (?:solo )?(?:un peso|una molestia|un problema) para (?:todos|todo el mundo|mi familia|mis padres|los demas|ustedes|ti|mis hijos|mi mama|mi papa|mi madre|mi padre)\b`,
    ),
    // Better off without me: "todos estarían mejor sin mí", "serían más felices si no existiera".
    concern(
      "hopelessness",
      String.raw`\b(?:estarian|estaria|estarias|estariamos|vivirian|viviria|serian|seria) ${ADV}(?:mucho |muchisimo |tanto )?(?:mejor|mas felices|mas feliz|mas tranquil[oa]s?|en paz) (?:sin mi\b|si (?:yo )?(?:no estuviera|no existiera|me muriera|desapareciera|me fuera para siempre|estuviera muert[oa]|no hubiera nacido))`,
    ),
    // Nobody would miss me: "nadie me extrañaría", "a nadie le importaría si me muero".
    concern(
      "hopelessness",
      String.raw`\bnadie (?:me )?(?:extranaria|echaria de menos|notaria|lloraria|vendria a mi (?:funeral|entierro)|se daria cuenta|me buscaria)\b|\ba nadie le (?:importaria|importa) si (?:me muero|muero|desaparezco|me mato|no estoy)`,
    ),
    // Cannot go on: "no puedo seguir así", "ya no puedo más con mi vida" (not "seguir con el proyecto").
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto|resisto) (?:mas )?(?:seguir(?: asi| adelante| viviendo(?: asi)?)?|con (?:mi vida|esta vida|la vida|todo esto|todo)|vivir(?: asi)?)(?= ?(?:$|,))`,
    ),
    // "ya no quiero estar aquí", "no quiero vivir así" (not "estar aquí en esta fiesta").
    concern(
      "hopelessness",
      String.raw`\b(?:ya )?no quiero (?:estar|seguir) (?:mas )?(?:aqui|aca|en este mundo|en esta vida)(?= ?(?:$|,| mas| nunca))|\b(?:ya )?no quiero (?:seguir )?vivir (?:asi|de esta manera|de esta forma)(?= ?(?:$|,))`,
    ),
    // Weak beside another phrase, one rule each (a rule is read once per sentence): "ya no puedo
    // más", "no aguanto más".
    weak("hopelessness", "concern", String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto) (?:mas|nada mas)(?= ?(?:$|,))`),
    // "nada va a cambiar nunca", "nunca va a mejorar".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bnada (?:va a cambiar|cambiara|va a mejorar|mejorara)\b|\bnunca (?:va a mejorar|va a cambiar|mejorara|cambiara)\b`,
    ),
    // "no veo salida", "no tengo futuro", "estoy harta de todo".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bno (?:veo|hay|tengo) (?:ninguna )?(?:salida|futuro|esperanza)(?= ?(?:$|,))|\b(?:estoy )?(?:hart[oa]|cansad[oa]) de todo(?= ?(?:$|,))`,
    ),

    // ---- someone else at risk now (the writer is worried): concern ----------------------------------
    // "mi hermano quiere matarse", "se quiere suicidar", "dice que se va a matar", "habla de suicidarse".
    other(
      "suicidal-thoughts",
      String.raw`\b(?:quiere|tiene ganas de|habla de|hablaba de|piensa en|amenaza con|amenazaba con|dice que quiere|dijo que queria) ${ADV}(?:morir(?:se)?|matarse|suicidarse|quitarse la vida|acabar con (?:su vida|todo)|ahorcarse|tirarse (?:del|de un|por|a las|al))\b(?! (?:en (?:casa|paz|su cama)|tranquil[oa]|dignamente)\b)${NOT_THEIR_PAST}`,
    ),
    other(
      "intent",
      String.raw`(?:\bse (?:quiere|va a|iba a|queria) (?:matar|suicidar|quitar la vida|ahorcar)\b(?! (?:con (?:esa|la|el|su) (?:moto|bici|coche|carro)|manejando|conduciendo)\b)|\b(?:va|iba|dice que va|dijo que iba) a (?:matarse|suicidarse|quitarse la vida)\b)${NOT_THEIR_PAST}`,
    ),
    other(
      "suicidal-thoughts",
      String.raw`(?:\b(?:es|esta|parece|anda) ${ADV}suicida\b|\btiene (?:ideas|pensamientos) (?:suicidas|de muerte)\b)${NOT_THEIR_PAST}`,
    ),
    // "mi hija se corta", "se autolesiona", "se hace daño a propósito".
    other(
      "self-harm",
      String.raw`(?:\bse (?:autolesiona|hace cortes|hace cutting|hace dano a proposito)\b|\bse (?:corta|quema|lastima) (?:los brazos|las munecas|las piernas|a proposito|adrede|otra vez)|\bse corta(?= ?(?:$|,)))${NOT_THEIR_PAST}`,
    ),
    // A recent attempt: "mi hermano intentó suicidarse anoche", "acaba de intentar matarse".
    other(
      "preparatory-acts",
      String.raw`\bacaba de (?:intentar|tratar de) (?:matarse|suicidarse|quitarse la vida)|\b(?:intento|trato de) (?:matarse|suicidarse|quitarse la vida|ahorcarse)\b(?=.*\b(?:anoche|ayer|hoy|esta manana|esta noche|el fin de semana|antier|anteayer)\b)|\btuvo (?:un intento de suicidio|una sobredosis)\b(?=.*\b(?:anoche|ayer|hoy|esta manana|esta noche|el fin de semana)\b)`,
    ),
    // "mi hijo está regalando sus cosas".
    other("preparatory-acts", String.raw`\b(?:esta regalando|regala|ha regalado) (?:todas )?sus cosas\b${NOT_THEIR_PAST}`),
  ],
  idioms: [
    // Dying of laughter, hunger, cold, heat, sleep, shame, boredom, longing: "me muero de risa",
    // "muerta de hambre", "me quiero morir de la vergüenza", "me muero de ganas".
    /\b(?:muero|muere|mueres|morimos|morir|morirme|morirse|morirte|muriendo|muert[oa]s?|mori|moria|moriria|moririas) (?:de|del|de la|de los) (?:risa|hambre|sed|frio|calor|sueno|verguenza|aburrimiento|miedo|envidia|celos|ganas|amor|cansancio|pena|nervios|curiosidad|ansias|asco|gusto|felicidad|emocion|alegria|susto|la risa|la verguenza|la pena|los nervios|los celos|la emocion)\b/,
    // Dying to: "me muero por verte", "se muere por ti".
    /\b(?:me|se|te|nos) muer[eo]s? (?:por|x)\b/,
    // Someone or something kills me: "me matas", "el calor me mata", "mi mamá me va a matar".
    /\b(?:me|nos) (?:mata|matas|matan|mataste|mataron|matara|mataria|matarian|va a matar|vas a matar|van a matar|vais a matar|iba a matar|iban a matar)\b/,
    // Working oneself to death: "me mato estudiando", "me estoy matando a trabajar", "me mato por ti".
    /\b(?:me|te|se|nos) (?:mato|matas|mata|matamos|matan|estoy matando|estaba matando|mataba) (?:[a-z]+(?:ando|iendo)|a (?:estudiar|trabajar|currar|entrenar|chambear)|por (?:ti|el|ella|vos|usted|ustedes|mis|sus|nada)|de (?:risa|la risa|trabajo|hambre|ganas))\b/,
    // "está para morirse", "un concierto de muerte", "lo odio a muerte".
    /\bpara morirse\b|\b(?:esta|estaba|estuvo|es|fue|son|estan) de muerte\b|\ba muerte\b/,
    // Never: "ni muerta me pongo eso".
    /\bni muert[oa]s?\b/,
    // Killing time, two birds, hunger: "matar el tiempo", "matar dos pájaros de un tiro".
    /\bmat(?:ar|o|amos|ando|e) (?:el tiempo|el rato|el hambre|el gusanillo|dos pajaros)\b/,
    // Reckless, not suicidal: "salir con esta tormenta es un suicidio", "un suicidio político".
    /\b(?:es|era|seria|fue|eso es|esto es) (?:un )?(?:autentico |verdadero |puro )?suicidio\b|\bsuicidio (?:politico|comercial|social|profesional|economico|electoral|academico)\b|\bmision suicida\b/,
    // Depressing, not suicidal: "la película es para cortarse las venas".
    /\b(?:es|era|esta|estaba) (?:para|como para) (?:cortarse las venas|pegarse un tiro|tirarse por la ventana|morirse|suicidarse)\b/,
    // Exhausted: "estoy muerta", "llegué muerto del trabajo" (not "muerta por dentro").
    /\b(?:estoy|toy|estaba|quede|acabe|llegue|estamos|termine) (?:super |re |bien |muy |medio |toda |todo )?muert[oa]s?\b(?! (?:por dentro|en vida)\b)/,
    // Taking the plunge: "me tiro a la piscina y se lo digo".
    /\b(?:tirarme|tirarse|me tiro|me tire|tirate) a la (?:piscina|pileta|alberca)\b/,
    // "kill me now" said of a bore: "mátame", "que alguien me mate".
    /\b(?:matame|matenme|que alguien me mate|que me maten|pegame un tiro)\b/,
    // Embarrassed or impatient: "estoy que me muero", "me quiero morir, qué oso".
    /\bestoy que me muero\b|\bme quiero morir,? (?:que|q) (?:oso|verguenza|pena)\b|\b(?:que|q) (?:oso|verguenza|pena),? me quiero morir\b/,
    // "I'd rather die than wear that": "prefiero morir que ponerme eso".
    /\b(?:prefiero|preferiria) (?:morir(?:me)?|estar muert[oa]) (?:que|a) (?!(?:seguir|vivir|despertar|volver|aguantar|soportar|pasar otra|estar asi)\b)/,
  ],
  // "no", "nunca", "jamás", "ni" up to three words before a phrase, not across a comma, a
  // conjunction or "porque" ("no sé por qué quiero morir" counts, as in English).
  negationBefore:
    /\b(?:no|nunca|nunca mas|jamas|ni|tampoco|nada de)\b(?: (?!(?:y|e|pero|porque|xq|pq|por|como|si|cuando|aunque|pues|o|u|yo|asi|mas|sino|nadie|nada|bien|mal|sol[oa])\b)[^\s,]+){0,3} ?$/,
  // Laughter, unless the text says it is no joke ("no es broma", "lo digo en serio").
  laughter:
    /^(?!.*\b(?:no es (?:una )?broma|no estoy bromeando|no bromeo|lo digo en serio|hablo en serio|va en serio|de verdad)\b).*?(?:\b(?:jaj[a-z]*|jsj[a-z]*|(?:je){2,}|(?:ji){2,}|ajaj[a-z]*|xd+|lol+|lmao|(?:ha){2,}h?)\b|😂|🤣|😹|😆)/u,
  // A film, book, song, the news or a prevention message framed in the sentence.
  story:
    /\b(?:en|segun) (?:la|el|un|una|esta|este|esa|ese) (?:pelicula|peli|serie|libro|novela|cancion|articulo|noticia|reportaje|documental|docu|programa|episodio|capitulo|podcast|videojuego|obra|anime|manga|estudio)\b|\b(?:el|la|un|una) (?:personaje|protagonista|narrador|narradora)\b|\b(?:un|una|el|la|este|esta) (?:articulo|reportaje|documental|estudio|podcast|programa|noticia) (?:sobre|que habla|habla|cuenta|explica)\b|\ben (?:las|el) noticias?\b|\ben el (?:noticiero|telediario|periodico)\b|\b(?:prevencion|concienciacion|concientizacion|linea de (?:ayuda|prevencion|la vida)|024|telefono de la esperanza)\b|\bcomo (?:ayudar|apoyar|acompanar|hablar con|detectar) a (?:alguien|una persona|un amigo|una amiga|un ser querido|los|las)\b|\b(?:senales|signos) de (?:alerta|advertencia)\b|\bcanta que\b/,
};
