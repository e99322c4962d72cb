// The Spanish table's rules for the suicide ladder and self-harm (wish to be dead, thoughts,
// intent, plan, method, preparatory acts and attempts, self-harm); es.ts adds the concern rules.
import type { LanguageCrisisRule } from "./table";
import { crisis, concern, weak, ADV, mine, DESIRE, KILL_SELF, SOON, PILLS, recent, longAgo, THINK, ATTEMPT, SELF_HARM } from "./es-words";

export const ES_SUICIDE_RULES: readonly LanguageCrisisRule[] = [
  // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
  // "quiero morir", "me quiero morir", "kiero morirme", "ganas de morir", "quisiera estar muerta".
  crisis(
    "wish-to-be-dead",
    String.raw`${DESIRE}(?:morir(?:me)?|estar muert[oa]|dejar de (?:vivir|respirar)|no estar viv[oa])\b(?! (?:en (?:paz|casa|mi cama)|de viej[oa]|viej[oa]|tranquil[oa]|dignamente|en tus brazos|contigo|a tu lado)\b)|\bme (?:quiero|kiero|qiero|quisiera) ${ADV}morir\b|\buno ${ADV}(?:quiere|desea|tiene ganas de) morir(?:se)?\b`,
  ),
  // "ya no quiero vivir", "no quiero seguir viviendo", "no tengo ganas de vivir" (not "vivir aquí").
  crisis(
    "wish-to-be-dead",
    String.raw`\b(?:ya )?no (?:quiero|kiero|qiero|quisiera|tengo ganas de|deseo|me dan ganas de) ${ADV}(?:vivir|seguir viviendo|seguir con vida|seguir viv[oa]|estar viv[oa]|seguir en este mundo)(?! (?:en|aqui|aca|ahi|alli|con|sin|asi|de esta manera|de esta forma|lejos|cerca|sol[oa]|para siempre|junto|al lado|bajo)\b)`,
  ),
  // "ojalá me muera", "ojalá estuviera muerta", "debería estar muerto", "déjame morir", "mejor muerta".
  crisis(
    "wish-to-be-dead",
    String.raw`\bojala (?:que )?(?:me muera|me muriera|me muero|estuviera muert[oa]|estar muert[oa])\b|\b(?:deberia|merezco|tendria que) ${ADV}(?:estar muert[oa]|morir(?:me)?)\b|\bdeja(?:me|dme|enme|nme) morir\b|\b(?:estaria|estoy|estar) mejor muert[oa]\b`,
  ),
  // "prefiero morir que seguir así" (not "prefiero morir que ponerme eso": an idiom).
  crisis(
    "wish-to-be-dead",
    String.raw`\b(?:prefiero|preferiria|mejor) (?:morir(?:me)?|estar muert[oa]) (?:que|a) (?:seguir|vivir|despertar|volver|aguantar|soportar|pasar otra|estar asi)`,
  ),
  // Passive: "quiero desaparecer para siempre", "quisiera no existir" (not "desaparecer un rato").
  concern(
    "wish-to-be-dead",
    String.raw`${DESIRE}(?:desaparecer|no existir|dejar de existir|dormir para siempre|dormirme para siempre|irme para siempre|que todo (?:se acabe|termine|pare))(?! (?:un (?:rato|tiempo|momento|dia|fin|mes)|unos|unas|por (?:un|unos|unas|hoy)|del|de (?:aqui|esta|este|la|el|mi|las|los|ese|esa)|hoy|en vacaciones|a (?:la|una|otro)|bajo tierra|de la faz)\b)`,
  ),
  // "dormirme y no despertar nunca", "ojalá no despertar", "no quiero despertar mañana" (not for school).
  concern(
    "wish-to-be-dead",
    String.raw`(?:\b(?:dormir(?:me)?|acostarme|me duermo|me acuesto) y no (?:volver a )?despertar(?:me)?|\bojala (?:que )?no (?:despierte|despertara|me despierte|me despertara|despertar(?:me)?)|${DESIRE}no (?:volver a )?despertar(?:me)?|\bno quiero (?:volver a )?despertar(?:me)?)(?! (?:temprano|hasta|antes|a tiempo|para|tarde)\b)(?!.*\b(?:temprano|alarma|despertador|clase|escuela|colegio|trabajo)\b)`,
  ),
  // "ojalá no hubiera nacido", "desearía no haber nacido", "¿para qué nací?", "¿por qué sigo viva?".
  concern(
    "wish-to-be-dead",
    String.raw`\bojala (?:que )?(?:no|nunca) (?:hubiera|haber) nacido\b|\b(?:desearia|quisiera|quiero|preferiria) (?:no|nunca) haber nacido\b|\b(?:para|pa|por) que (?:naci|sigo viv[oa]|sigo aqui|existo|estoy viv[oa])\b|\bnunca (?:debi|tuve que) (?:haber )?nacer\b`,
  ),
  // Tired of living: "cansada de vivir", "harto de la vida" (not "harta de vivir en esta ciudad").
  concern(
    "wish-to-be-dead",
    String.raw`${mine(String.raw`\b(?:cansad[oa]|hart[oa]|agotad[oa]|podrid[oa]|fastidiad[oa]|hasta la madre)`)} (?:de|con) ${ADV}(?:vivir|la vida|mi vida|esta vida|existir|estar viv[oa]|respirar|seguir viv[oa])(?! (?:en|aqui|aca|con|de (?:soltera?o?|estudiante|ciudad|pueblo|pareja|lujo))\b)`,
  ),
  // "perdí las ganas de vivir", "sin ganas de vivir", "ya no tengo fuerzas para vivir".
  concern(
    "wish-to-be-dead",
    String.raw`\b(?:perdi|he perdido|perdiendo|sin|cero|ningunas?) (?:las |mis )?ganas de vivir\b|\b(?:ya )?no (?:tengo|me quedan) (?:mas )?fuerzas (?:para|de) (?:vivir|seguir(?= ?(?:$|,))|luchar)`,
  ),

  // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
  // "quiero matarme", "ganas de suicidarme", "quiero acabar con todo", "me quiero matar".
  crisis(
    "suicidal-thoughts",
    String.raw`${DESIRE}${KILL_SELF}|\bme (?:quiero|kiero|qiero|quisiera) ${ADV}(?:matar|suicidar|quitar la vida|ahorcar|colgar|ir de este mundo)\b`,
  ),
  // "pienso en suicidarme", "he pensado en el suicidio", "se me pasa por la cabeza matarme".
  crisis("suicidal-thoughts", recent(String.raw`${THINK}(?:${KILL_SELF}|(?:el|mi) suicidio\b|suicidarme|morir(?:me)?\b)`)),
  // "tengo ideas suicidas", "pensamientos suicidas", "soy suicida", "me siento suicida".
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:soy|estoy|me siento|me pongo|ando) ${ADV}suicida\b|${mine(String.raw`\b(?:ideas|pensamientos|ideacion|impulsos|deseos)`)} (?:suicidas?|de suicidarme|de matarme|de quitarme la vida)\b`,
  ),
  // The words alone: "suicidarme", "quitarme la vida" (not right after "voy a", "intenté",
  // "cómo": those are the intent, attempt and method rules, one phrase one category).
  crisis(
    "suicidal-thoughts",
    recent(
      String.raw`${mine(String.raw`(?<!\b(?:voy a|vo a|decidi|decidido|decision de|list[oa] para|dispuest[oa] a|intente|trate de|intentado|tratado de|planeado|planee|planeo|como|sobre|pensado en|pensando en|pienso en|ganas de|quiero|necesito|quisiera|deseo) )\b(?:suicidarme|quitarme la vida)`)}\b(?! (?:nunca|jamas)\b)`,
    ),
  ),
  // "la única salida es la muerte", "el suicidio es mi única opción".
  crisis(
    "suicidal-thoughts",
    String.raw`\b(?:unica|ultima) (?:salida|opcion|solucion) (?:es|seria|que me queda es) ${ADV}(?:la muerte|el suicidio|morir(?:me)?|matarme|suicidarme|acabar con todo)|\b(?:la muerte|el suicidio|morir(?:me)?|matarme) (?:es|seria|parece) (?:\S+ ){0,2}?(?:la|mi) (?:unica|ultima|mejor) (?:salida|opcion|solucion)`,
  ),
  // Thinking of one's own death: concern.
  concern(
    "suicidal-thoughts",
    String.raw`${THINK}(?:la muerte|mi muerte|mi propia muerte)\b|${mine(String.raw`\bpensamientos de muerte`)}\b`,
  ),
  // The same thoughts long ago ("cuando tenía 15 pensaba en matarme"): concern.
  concern(
    "suicidal-thoughts",
    longAgo(String.raw`${mine(String.raw`\b(?:pensaba|pense)`)} ${ADV}en ${ADV}(?:${KILL_SELF}|el suicidio|morir(?:me)?\b)`),
  ),

  // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
  // "me voy a matar", "voy a suicidarme", "voy a acabar con todo", "ya decidí quitarme la vida".
  crisis(
    "intent",
    String.raw`\bme (?:voy|vo|boy) a ${ADV}(?:matar|suicidar|quitar la vida|ahorcar|colgar|pegar un tiro|cortar las venas)\b|\b(?:voy|vo|boy) a ${ADV}${KILL_SELF}|\b(?:ya )?(?:decidi|he decidido|tome la decision de|estoy decidid[oa] a|estoy list[oa] para|estoy dispuest[oa] a) ${ADV}(?:${KILL_SELF}|morir(?:me)?\b)`,
  ),
  // The present for soon: "hoy me mato", "me suicido esta noche", "me mato." (not "me mato estudiando").
  crisis(
    "intent",
    String.raw`\bme (?:suicido|suicidare|quito la vida|matare|ahorcare)\b(?! (?:nunca|jamas)\b)|\bme mato\b(?= ?(?:$|,| ${SOON}| ya\b| de una vez))|\b${SOON},? me (?:mato|cuelgo|ahorco)\b`,
  ),
  // "mañana ya no voy a estar", "ya no estaré aquí el viernes".
  crisis(
    "intent",
    String.raw`\bya no (?:voy a estar|estare)(?: aqui| aca| mas)? ${SOON}|\b${SOON},? ya no (?:voy a estar|estare)(?= ?(?:$|,| aqui| aca| mas))`,
  ),
  // Weak beside another phrase: "lo voy a hacer esta noche", "esta noche es la noche".
  weak(
    "intent",
    "crisis",
    String.raw`\b(?:lo )?voy a hacer(?:lo)? (?:${SOON}|de verdad|esta vez)|\b(?:hoy es el dia|esta noche es la noche)\b`,
  ),

  // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
  // "tengo planeado matarme el viernes", "planeé cómo hacerlo", "ya elegí el día para suicidarme".
  crisis(
    "plan",
    String.raw`\b(?:tengo|ya tengo|lo tengo) (?:todo )?(?:planeado|planificado|decidido|pensado) (?:\S+ ){0,3}?(?:${KILL_SELF}|morir(?:me)?|mi suicidio)|\b(?:planee|he planeado|estoy planeando|planeo|elegi|he elegido|ya elegi) (?:\S+ ){0,3}?(?:${KILL_SELF}|mi suicidio|mi muerte|como (?:hacerlo|morir(?:me)?))`,
  ),
  // "ya sé cómo lo voy a hacer", "sé dónde voy a hacerlo".
  crisis(
    "plan",
    String.raw`\b(?:ya )?(?:se|tengo claro) (?:exactamente |perfectamente )?(?:como|donde|cuando|con que) (?:lo voy a hacer|voy a hacerlo|hacerlo|matarme|suicidarme|me voy a matar)(?= ?(?:$|,| ${SOON}))`,
  ),
  // Weak beside another phrase: "tengo un plan", "ya tengo todo planeado", "lo tengo planeado para el viernes".
  weak(
    "plan",
    "crisis",
    String.raw`\b(?:tengo|ya tengo) (?:un plan|todo (?:planeado|listo|preparado))(?= ?(?:$|,))|\blo tengo (?:planeado|pensado) para ${SOON}|\bya elegi (?:el dia|la fecha|el lugar)(?= ?(?:$|,))`,
  ),

  // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
  // "cuántas pastillas se necesitan para morir", "cuántos paracetamoles son mortales".
  crisis(
    "method",
    String.raw`\bcuant[oa]s? ${PILLS}(?: [^\s,]+){0,6} (?:morir(?:me|se)?|matarme|matarse|muerte|mortal(?:es)?|letal(?:es)?|no despertar|sobredosis|matar a (?:alguien|una persona))\b`,
  ),
  // "dosis letal", "dosis mortal".
  crisis("method", String.raw`\b(?:dosis|cantidad) (?:letal|mortal|fatal)\b`),
  // "qué puente es lo bastante alto", "desde qué piso te mueres".
  crisis(
    "method",
    String.raw`\b(?:que|cual|cuales) (?:puente|edificio|piso|altura|acantilado|barranco|azotea|torre)\b(?: [^\s,]+){0,5}? (?:(?:lo )?(?:bastante|suficientemente|suficiente) alt[oa]|para (?:morir|matarse|matarme|no sobrevivir|suicidarse)|(?:te|se) mueres?|es mortal)|\bdesde que (?:altura|piso) (?:\S+ ){0,3}?(?:mueres|te mueres|se muere|es mortal|morir)`,
  ),
  // "la forma menos dolorosa de morir", "cómo suicidarme", "cómo morir sin dolor".
  crisis(
    "method",
    String.raw`\b(?:forma|manera|metodo|modo)s? (?:mas |menos )?(?:rapida|facil|dolorosa|indolora|segura|efectiva|sencilla|limpia|tranquila)s? (?:de|para) (?:morir(?:me)?|matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida)|\bcomo (?:puedo |podria )?(?:suicidarme|suicidarse|matarme|quitarme la vida|quitarse la vida|ahorcarme|ahorcarse)\b|\bcomo morir(?:me)? (?:sin dolor|rapido|sin sufrir|sin que duela|dormid[oa])`,
  ),
  // "¿duele ahorcarse?", "cuánto se tarda en morir desangrado".
  crisis(
    "method",
    String.raw`\b(?:duele|dolera|es doloroso) (?:\S+ ){0,2}?(?:ahorcarse|ahogarse|cortarse las venas|tirarse de|una sobredosis|morir ahogad[oa])|\bcuanto (?:tiempo )?(?:tarda|se tarda|tardas) en (?:morir|desangrarse|desangrarte|ahogarse|perder el conocimiento)`,
  ),
  // Means at hand: "tengo la soga", "la cuerda está lista", "las pastillas en la mano", "la cuchilla en la muñeca".
  crisis(
    "method",
    String.raw`\btengo (?:la|una|mi) (?:soga|cuerda)(?= ?(?:$|,| lista| preparada| atada| colgada| en (?:la|mi) mano))|\b(?:soga|cuerda) (?:ya )?(?:esta )?(?:lista|preparada|atada al|colgada del)\b|\bsoga al cuello\b|\b(?:las|mis|todas (?:las|mis)|la caja de|el bote de|un bote de|el frasco de|un frasco de) ${PILLS} (?:\S+ ){0,2}?(?:en (?:la|mi) mano|en mis manos|delante de mi|enfrente de mi|frente a mi|alineadas|contadas|listas)|\b(?:cuchilla|navaja|gillette|hoja de afeitar) (?:en|sobre|contra) (?:mi|la|las|mis) (?:muneca|munecas|brazo|brazos|cuello|garganta|venas)`,
  ),
  // Stockpiling: "estoy juntando pastillas", "guardé las pastillas de mi mamá", "suficientes pastillas para morir".
  crisis(
    "method",
    String.raw`\b(?:juntando|junte|guardando|guarde|acumulando|acumule|ahorrando|almacenando|escondiendo|reuniendo|reuni)(?: [^\s,]+){0,2}? ${PILLS}|\bsuficientes ${PILLS} (?:para|como para) (?:morir|matarme|no despertar|acabar)`,
  ),
  // "tirarme del puente", "me voy a aventar a las vías", "tirarme por la ventana" (not "a la piscina").
  crisis(
    "method",
    String.raw`${mine(String.raw`\b(?:tirarme|aventarme|lanzarme|arrojarme|botarme|me tiro|me aviento|me lanzo|me arrojo|me (?:voy|vo) a (?:tirar|aventar|lanzar|arrojar)|saltar)`)} (?:(?:al|a las|a la|bajo|debajo de|delante de|frente a|enfrente de) (?:un |el |la |las |los )?(?:tren|metro|vias|via|subte|bus|autobus|camion|carro|coche|auto|trailer)|(?:del|de un|de una|de la|desde (?:el|la|un|una|lo alto de)|por la) (?:puente|edificio|azotea|techo|balcon|ventana|acantilado|barranco|torre|viaducto|mirador|\d+ piso|piso \d+))\b(?! (?:al (?:agua|mar|rio|lago)|a la (?:piscina|pileta|alberca)|en paracaidas|con (?:mis|los|las|amigos)|en bungee)\b)`,
  ),
  // On the edge: "estoy en el borde del puente", "sentada en la cornisa de la azotea".
  crisis(
    "method",
    String.raw`\b(?:estoy|toy|sentad[oa]|parad[oa]) (?:sentad[oa] |parad[oa] |de pie )?(?:en el borde|al borde|en la baranda|en la barandilla|en el barandal|en la cornisa) (?:del|de la|de un|de una) (?:puente|azotea|techo|edificio|balcon|acantilado|ventana)`,
  ),
  // Weak beside another phrase: "compré una soga", "tengo las pastillas", "estoy mirando las vías".
  weak(
    "method",
    "crisis",
    String.raw`\bcompre (?:una|la) (?:soga|cuerda)(?= ?(?:$|,))|\btengo (?:las|mis|suficientes) ${PILLS}(?= ?(?:$|,))|\b(?:estoy|toy) (?:mirando|viendo) (?:las vias|el vacio|hacia abajo desde)|\bestoy en la azotea(?= ?(?:$|,))`,
  ),

  // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
  // A goodbye letter: "escribí mi carta de despedida", "mi nota suicida".
  crisis(
    "preparatory-acts",
    String.raw`${mine(String.raw`\b(?:escribi|escribiendo|escribire|escribo|deje|dejare|termine|preparando|prepare|redacte)`)} (?:mi|mis|una|las|la|unas) (?:ultimas? )?(?:cartas?|notas?|mensajes?) de despedida|\bmis? (?:cartas?|notas?) de (?:despedida|suicidio)\b|\bmi nota suicida\b`,
  ),
  // Giving things away: "estoy regalando mis cosas", "regalé todas mis cosas" (not "a la caridad").
  crisis(
    "preparatory-acts",
    String.raw`\b(?:estoy regalando|regale|he regalado|regalo|estoy repartiendo|reparti|he repartido|estoy dando|di) (?:todas mis cosas|todo lo que tengo|mis cosas|mis pertenencias)(?! (?:de|del|viejas|que ya no|a (?:la |una )?(?:caridad|beneficencia|iglesia|fundacion|ong|segunda mano))\b)`,
  ),
  // Goodbye for good: "adiós para siempre", "me despido para siempre", "esta es mi despedida".
  crisis(
    "preparatory-acts",
    String.raw`\badios para siempre\b|\bme despido (?:para siempre|de este mundo|de la vida)\b|\b(?:esta|este) es (?:mi|un) (?:adios|despedida)(?: final| definitiv[oa])?\b|\bquiero despedirme (?:para siempre|de este mundo)`,
  ),
  // An attempt, recent: "intenté matarme anoche", "tuve un intento de suicidio", "me di una sobredosis".
  crisis("preparatory-acts", recent(ATTEMPT)),
  // An attempt long ago ("intenté suicidarme a los 16"): concern.
  concern("preparatory-acts", longAgo(ATTEMPT)),
  // An overdose taken: "me tomé todas las pastillas", "me tomé una caja entera de paracetamol".
  crisis(
    "preparatory-acts",
    String.raw`\bme (?:tome|trague|bebi|meti) (?:toda (?:la|una) (?:caja|tira|botella|cajita)|todo el (?:bote|frasco|blister)|todas (?:las|mis) ${PILLS}|un (?:bote|frasco) (?:entero |completo )?de ${PILLS}|(?:[2-9]\d|\d{3}|veinte|treinta|cuarenta|cincuenta|cien) ${PILLS}|una caja (?:entera |completa )?de ${PILLS})`,
  ),
  // Weak beside another phrase: "adiós a todos", "este es mi último mensaje", "perdón por todo".
  weak(
    "preparatory-acts",
    "crisis",
    String.raw`\badios a todos\b|^adios$|\b(?:este|esta) es mi ultim[oa] (?:mensaje|publicacion|post)\b|\bperdon(?:en)? por todo\b|\bme despido de (?:todos|ustedes|ti)(?= ?(?:$|,))|\bcuiden (?:a|de) mi (?:perro|gato|mama|hermano|hermana)\b`,
  ),

  // ---- self-harm ------------------------------------------------------------------------------
  // "me corto los brazos", "me autolesiono", "me quemo a propósito", "hago cutting", "me hago daño".
  crisis("self-harm", recent(SELF_HARM)),
  // "ganas de cortarme", "quiero hacerme daño" (not "cortarme el pelo").
  crisis(
    "self-harm",
    String.raw`${DESIRE}(?:cortarme|lastimarme|hacerme dano|quemarme|autolesionarme|hacerme cortes)(?= ?(?:$|,| otra vez| de nuevo| a proposito| los brazos| las munecas| las piernas))`,
  ),
  // The same long ago: concern.
  concern("self-harm", longAgo(SELF_HARM)),
  // Weak beside another phrase: "recaí anoche" (also said of drinking or smoking).
  weak("self-harm", "crisis", String.raw`\brecai (?:${SOON}|anoche|ayer|otra vez|de nuevo)`),
];
