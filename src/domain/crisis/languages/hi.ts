// Hindi crisis phrase table: Devanagari and romanised Hindi (Hinglish) in one table, each rule
// holding both spellings. Categories and levels are the English detector's (C-SSRS screener;
// docs/decisions/008-crisis-detection.md): "want to die" said plainly (मैं मरना चाहता हूँ,
// "mujhe marna hai") is a crisis as "i want to die" is, a passive wish ("kaash paida hi na hota")
// and hopelessness (जीने का कोई मतलब नहीं, "main bojh hu") are concern, two concerns about the
// writer make a crisis (match.ts).
//
// Hindi negates before the verb (मैं नहीं मरना चाहता) or between the verb and its helper (मरना
// नहीं चाहता, "marna nahi chahta"): the first is in `negationBefore`, the second simply does not
// match the patterns. The verb says who it is about: चाहता हूँ is the writer, चाहता है someone
// else; `negationBefore` also holds a person named as the subject (मेरा दोस्त कहता है…) and a
// long-past time (बचपन में…). The `who: "other"` rules and the long-past rule start at that person
// or time, so their own match is not taken back.
//
// Spelling: people drop the nukta (ज़िंदगी, जिंदगी), mix ँ and ं, and romanise freely ("zindagi",
// "jindgi", "khatam", "khtm", "chahta", "chata"). Patterns are NFKC-normalised like the text
// (rx below), which splits a letter with nukta into letter + nukta; a nukta written "़?" is
// optional. Latin letters are folded to lower case; `\b` works on them.
import type { LanguageCrisisTable } from "./table";
import { nfkc, sourceRules } from "./script-rules";
import {
  B,
  D_CHAH,
  D_DUNGA,
  D_HAI,
  D_KHATAM,
  D_LUNGA,
  D_MARNA,
  D_SUICIDE,
  D_ZINDAGI,
  L_CHAH,
  L_DUNGA,
  L_HAI,
  L_JEENA,
  L_KAR,
  L_KARTA,
  L_KHATAM,
  L_KHUDKO,
  L_LUNGA,
  L_MANN,
  L_MARNA,
  L_MUJHE,
  L_NAHI,
  L_SUICIDE,
  L_ZINDAGI,
  OTHER_SUBJECT,
  PAST,
  PAST_GAP,
  RECOVERED,
  SUBJECT_GAP,
} from "./hi-words";

/** A pattern over folded text: NFKC like the text it reads, Unicode mode, no `g`. */
const rx = nfkc;
const { crisis, concern, other, weak } = sourceRules(rx);

// ---- Rules --------------------------------------------------------------------------------

export const HI_CRISIS: LanguageCrisisTable = {
  language: "hi",
  foldAccents: false,
  rules: [
    // Wish to be dead, said plainly: as "i want to die", a crisis (not चाहता है: someone else).
    crisis(
      "wish-to-be-dead",
      `${D_MARNA} ${D_CHAH}(?!${D_HAI})|${B}मर जाना ${D_CHAH}(?!${D_HAI})|\\b${L_MARNA} ${L_CHAH}(?!${L_HAI})|\\bmar ?ja+n[ae]+ ${L_CHAH}(?!${L_HAI})`,
    ),
    crisis(
      "wish-to-be-dead",
      `(?:मुझे|मुझको|मेरे को|बस|अब) (?:मरना|मर जाना|जीना नहीं|जीना नही) है|मरना है मुझे|\\b${L_MUJHE} (?:${L_MARNA}|mar ?ja+na|${L_JEENA} ${L_NAHI}) (?:hai|h|he)\\b|\\b(?:bas|ab) ${L_MARNA} (?:hai|h)\\b|\\b${L_MARNA} (?:hai|h) ${L_MUJHE}`,
    ),
    crisis(
      "wish-to-be-dead",
      `(?:काश|मन करता है कि?|दिल करता है कि?) (?:मैं |मै )?मर (?:जाऊ[ँं]?|जाउ[ँं]?)|\\b(?:kash|kaash|mann? karta hai|dil karta hai) (?:ki )?(?:main |mai )?mar ?ja+(?:u+n?|o+n)\\b`,
    ),
    crisis("wish-to-be-dead", `मरने (?:का|को) (?:मन|दिल|जी) (?:करता|कर रहा|करती|कर रही|होता)|\\bmarne (?:ka|ko) ${L_MANN} ${L_KARTA}`),
    crisis(
      "wish-to-be-dead",
      `(?:जीना|जिंदा रहना|ज़िंदा रहना) (?:नहीं|नही) ${D_CHAH}(?!${D_HAI})|\\b${L_JEENA} ${L_NAHI} ${L_CHAH}(?!${L_HAI})|मौत (?:चाहिए|आ जाए|आ जाये)|\\bmaut (?:chahiye|aa jaye|aa jaaye)\\b`,
    ),
    // Passive wish: to vanish, not to have been born, not to wake, tired of living.
    concern("wish-to-be-dead", `(?:गायब|ग़ायब|लापता) (?:हो )?(?:जाना ${D_CHAH}|जाऊ[ँं]?)|\\bg?a+yab (?:ho )?(?:jana ${L_CHAH}|ja+u+n?)\\b`),
    concern(
      "wish-to-be-dead",
      `काश (?:मैं |मै )?पैदा (?:ही )?(?:न|ना|नहीं) (?:होता|होती|हुआ|हुई)|\\bka+sh (?:main |mai )?paida (?:hi )?(?:na|nahi) (?:hota|hoti|hua|hui)\\b`,
    ),
    concern(
      "wish-to-be-dead",
      `(?:सो जाऊ[ँं]?|सोऊ[ँं]?) और (?:फिर )?(?:कभी )?(?:न|ना) उठू[ँं]?|(?:भगवान|ऊपरवाला) (?:मुझे )?उठा ले|\\b(?:so jau+n?|sou+n?) aur (?:phir )?(?:kabhi )?(?:na|nahi) uthu+n?\\b|\\bbhagwan (?:mujhe )?utha le\\b`,
    ),
    concern(
      "wish-to-be-dead",
      `(?:जीने|${D_ZINDAGI}) से थक (?:गया|गई|गयी|चुका|चुकी)|जीने (?:का|की) (?:मन|इच्छा) (?:नहीं|नही|ख़?त्?म)|\\b(?:${L_JEENA}|${L_ZINDAGI}) (?:se )?thak (?:gaya|gayi|gyi|chuka|chuki)|\\b${L_JEENA} (?:ka|ki) (?:man+|mn|ichha|iccha) (?:nahi|nhi|nai|khatam|khtm)\\b|\\bji bhar gaya ${L_ZINDAGI} se\\b`,
    ),

    // Suicidal thoughts.
    crisis(
      "suicidal-thoughts",
      `${D_SUICIDE} (?:करने (?:का|की) (?:मन|सोच|ख़?्?याल|इच्छा)|के (?:ख़?्?याल|विचार)|करना ${D_CHAH}(?!${D_HAI})|के बारे में सोच)|\\b${L_SUICIDE} (?:karne (?:ka|ki) (?:man+|mn|soch|khayal|khyal|ichha)|ke (?:khayal|khyal|thoughts|vichar)|karna ${L_CHAH}(?!${L_HAI})|ke baare me(?:in)? soch|ka (?:khayal|khyal|soch))`,
    ),
    crisis(
      "suicidal-thoughts",
      `(?:अपनी )?${D_ZINDAGI} ${D_KHATAM} करने (?:का|की) (?:मन|सोच)|${D_ZINDAGI} ${D_KHATAM} करना ${D_CHAH}(?!${D_HAI})|(?:खुद|ख़ुद|अपने आप) को ${D_KHATAM} करना ${D_CHAH}(?!${D_HAI})|अपनी जान लेना ${D_CHAH}(?!${D_HAI})|(?:\\b${L_ZINDAGI}|\\b${L_KHUDKO}) ${L_KHATAM} karne (?:ka|ki) (?:man+|mn|soch)|(?:\\b${L_ZINDAGI}|\\b${L_KHUDKO}) ${L_KHATAM} karna ${L_CHAH}(?!${L_HAI})|\\bapni ja+n lena ${L_CHAH}(?!${L_HAI})`,
    ),
    crisis("suicidal-thoughts", `(?:खुद|ख़ुद) को मारना ${D_CHAH}(?!${D_HAI})|\\b${L_KHUDKO} ma+rna ${L_CHAH}(?!${L_HAI})`),

    // Intent: going to, decided, tonight.
    crisis(
      "intent",
      `${D_SUICIDE} कर (?:${D_LUNGA}|लेता|लेती)|${D_ZINDAGI} ${D_KHATAM} कर ${D_DUNGA}|अपनी जान ले ${D_LUNGA}|(?:खुद|ख़ुद) को (?:मार|${D_KHATAM} कर) (?:${D_DUNGA}|डाल${D_LUNGA})|मरने का फ़?ैसला (?:कर|ले) (?:लिया|ली)|\\b${L_SUICIDE} ${L_KAR}${L_LUNGA}|\\b${L_ZINDAGI} ${L_KHATAM} ${L_KAR}${L_DUNGA}|\\bapni ja+n le ${L_LUNGA}|\\b${L_KHUDKO} (?:ma+r|\\b${L_KHATAM} ${L_KAR}) ?(?:\\b${L_DUNGA}|da+l${L_LUNGA})|\\bmarne ka (?:faisla|decision) (?:kar|le) (?:liya|li)\\b`,
    ),
    crisis(
      "intent",
      `आज (?:रात|शाम)? ?(?:मैं )?(?:मर (?:जाऊ[ँं]?गा|जाऊ[ँं]?गी|जाउ[ँं]?गा|जाउ[ँं]?गी)|${D_SUICIDE} कर|सब ${D_KHATAM} कर)|\\baa?j (?:raat|rat|sham)? ?(?:main |mai )?(?:mar ?ja+(?:u|oo)n?g[aie]+|\\b${L_SUICIDE} ${L_KAR}|sab ${L_KHATAM} ${L_KAR})`,
    ),
    weak("intent", "crisis", `फ़?ैसला कर (?:लिया|ली) है|मन बना लिया|\\b(?:faisla|decision) (?:kar|le) (?:liya|li)\\b|\\bmann? bana liya\\b`),

    // Plan: when, where, how.
    crisis(
      "plan",
      `मरने (?:का|की) (?:तरीका|तरीक़ा|प्लान|दिन|तारीख़?|जगह|समय) (?:सोच|तय कर|चुन|बना) (?:लिया|ली)|कैसे मरू[ँं]?(?:गा|गी) (?:सोच|तय कर) (?:लिया|ली)|${D_SUICIDE} (?:का|की) (?:प्लान|योजना)|\\bmarne (?:ka|ki) (?:tarika|tareeka|plan|din|date|jagah|time) (?:soch|tay kar|tai kar|chun|bana|fix kar) (?:liya|li)\\b|\\bkaise maru+n?(?:ga|gi) (?:soch|tay kar|decide kar) (?:liya|li)\\b|\\b${L_SUICIDE} (?:ka|ki) plan\\b`,
    ),
    crisis(
      "plan",
      `(?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार|जन्मदिन|बर्थडे) (?:को|वाले दिन) (?:मैं )?(?:मर|${D_SUICIDE}|सब ${D_KHATAM})|\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|birthday) (?:ko|wale din) (?:main |mai )?(?:mar\\b|\\b${L_SUICIDE}|sab ${L_KHATAM})`,
    ),
    weak(
      "plan",
      "crisis",
      `(?:सब|सब कुछ) (?:प्लान|तय) कर (?:लिया|ली)|(?:तरीका|तरीक़ा|दिन|जगह) (?:भी )?(?:सोच|तय कर|चुन) (?:लिया|ली)|\\bsab (?:kuch )?(?:plan|tay|tai) kar (?:liya|li)\\b|\\b(?:tarika|tareeka|din|date|jagah) (?:bhi )?(?:soch|tay kar|chun|fix kar) (?:liya|li)\\b`,
    ),

    // Method: means, and searching for them.
    crisis(
      "method",
      `कितनी (?:नींद की )?(?:गोलियाँ|गोलियां|गोली|टैबलेट) (?:खाने से|खाऊ[ँं]? तो|खाकर|खा के)[^,]{0,12}(?:मौत|मर)|\\bkitni (?:neend ki )?(?:goliyan|goliya|goli|tablet|tablets|pills) (?:khane se|khau+n? to|kha ?ke|kha kar)[^,]{0,12}(?:maut|mar)`,
    ),
    crisis(
      "method",
      `मरने का (?:आसान|सबसे आसान|बिना दर्द|दर्द रहित|पक्का) (?:का )?(?:तरीका|तरीक़ा)|(?:आसान|बिना दर्द के?) (?:तरीके?|तरीक़े?) से (?:मरना|मरने)|${D_SUICIDE} (?:करने )?का (?:तरीका|तरीक़ा)|\\bmarne ka (?:aasan|asan|sabse aasan|bina dard|pakka) (?:ka )?(?:tarika|tareeka)\\b|\\b(?:aasan|asan|bina dard ke?) (?:tarike|tareeke) se ${L_MARNA}|\\b${L_SUICIDE} (?:karne )?ka (?:tarika|tareeka|method)\\b|\\bpainless (?:death|suicide|way to die)\\b`,
    ),
    crisis(
      "method",
      `पंखे से लटक|फ़?ाँसी (?:लगा|लगाने|लगाऊ|पर लटक)|फ़?ांसी (?:लगा|लगाने|लगाऊ)|फंदा (?:बना|तैयार|लगा)|\\bpankh?e se latak|\\b(?:f|ph)a+n?si+ (?:laga|lagane|lagau|lagaun)|\\bphanda (?:bana|taiyar|ready)`,
    ),
    crisis(
      "method",
      `(?:छत|बिल्डिंग|पुल|इमारत) से कूद (?:जाऊ[ँं]?|जाना|जाऊ[ँं]?गा|जाऊ[ँं]?गी|जाने)|(?:ट्रेन|रेल) (?:के )?(?:आगे|नीचे) (?:कूद|आ) (?:जाऊ[ँं]?|जाना|जाऊ[ँं]?गा)|कौन सी (?:बिल्डिंग|इमारत|छत|पुल)[^,]{0,12}(?:ऊँची|ऊंची|मर)|\\b(?:chhat|chat|chhath|building|pul|bridge) se kood (?:jau+n?|jana|jaunga|jaungi|jaane)\\b|\\btrain (?:ke )?(?:aage|niche|neeche) (?:kood|aa) (?:jau+n?|jana|jaunga|jaungi)\\b|\\bkaun ?si (?:building|chhat|bridge|pul)[^,]{0,12}(?:oonchi|unchi|mar)`,
    ),
    crisis(
      "method",
      `ज़?हर (?:खा|पी) (?:लू[ँं]?|${D_LUNGA}|लेना|लिया|ली)|(?:नींद की )?गोलियाँ (?:जमा कर|इकट्ठी कर|बचा)|सारी (?:नींद की )?गोलियाँ (?:खा|निगल) (?:ली|लीं|लूँ|लू[ँं]?गा)|\\b(?:zeher|zehar|zahar|jeher|jehar|zehr|zahr) (?:kha|pi) (?:lu+n?|\\b${L_LUNGA}|lena|liya|li)\\b|\\b(?:neend ki )?goliyan (?:jama kar|ikatthi kar|bacha)|\\bsaari (?:neend ki )?goliyan (?:kha|nigal) (?:li|lu+n?|lunga|lungi)\\b`,
    ),
    weak(
      "method",
      "crisis",
      `रस्सी (?:ले आया|ले आई|खरीद ली|तैयार)|ब्लेड (?:हाथ में|ले आया|तैयार)|\\b(?:rassi|rope) (?:le aaya|le aayi|kharid li|ready|taiyar)\\b|\\bblade (?:haath me|le aaya|ready)\\b`,
    ),

    // Preparations, goodbyes, attempts.
    crisis(
      "preparatory-acts",
      `(?:सुसाइड नोट|आख़?िरी (?:ख़?त|चिट्ठी)) (?:लिख|तैयार)|\\b(?:suicide note|aakhri khat|aakhri chitthi|last letter) (?:likh|ready|taiyar)`,
    ),
    crisis(
      "preparatory-acts",
      `मरने की कोशिश (?:की|कर चुका|कर चुकी)|${D_SUICIDE} (?:की कोशिश|करने की कोशिश) (?:की|कर चुका|कर चुकी)|\\bmarne ki koshish (?:ki|kar chuka|kar chuki)\\b|\\b${L_SUICIDE} (?:(?:karne )?ki koshish|try|attempt) (?:ki|kiya|kar chuka|kar chuki)\\b`,
    ),
    crisis(
      "preparatory-acts",
      `(?:सबको|सब को) (?:हमेशा के लिए )?अलविदा हमेशा के लिए|हमेशा के लिए अलविदा|\\balvida (?:hamesha|humesha) ke liye\\b`,
    ),
    weak(
      "preparatory-acts",
      "crisis",
      `(?:सबको|सब को) अलविदा|माफ़? करना सब|सब कुछ (?:दे दिया|बाँट दिया|बांट दिया)|ये मेरा आख़?िरी (?:मैसेज|पोस्ट)|\\b(?:alvida|bye) (?:sabko|sab ko|everyone)\\b|\\bsab ?ko alvida\\b|\\bmaaf karna (?:sab|sabko)\\b|\\b(?:ye|yeh) mera (?:aakhri|akhri|last) (?:message|post|msg)\\b`,
    ),

    // Self-harm, now.
    crisis(
      "self-harm",
      `(?:खुद|ख़ुद|अपने आप) को (?:चोट|नुकसान|नुक़सान|तकलीफ़?|सज़?ा) (?:पहु[ँं]?चा|पहु[ँं]?चाई|पहु[ँं]?चाना|पहु[ँं]?चाती|पहु[ँं]?चाता|दे (?:रहा|रही|दी|दिया)|देना)|\\b${L_KHUDKO} (?:hurt|chot|nuksan|saza|saja) (?:kar|kiya|karna|pahuncha|pahucha|de)`,
    ),
    crisis(
      "self-harm",
      `(?:हाथ|कलाई|बाँह|बांह)(?: की नस)? (?:काट|ब्लेड से काट) (?:ली|लिया|दी|दिया|रहा|रही|लू[ँं]?|${D_LUNGA})|(?:नस|नसें) काट (?:ली|लिया|दी|लू[ँं]?)|\\b(?:haath|hath|kalai|wrist|baah|baanh)(?: ki nas)? (?:kaat|kat|cut) (?:li|liya|di|diya|raha|rahi|lu+n?|lunga|lungi)\\b|\\bnas (?:kaat|kat) (?:li|liya|di|lu+n?)\\b|\\bblade se (?:haath|hath|kalai|wrist|baah)`,
    ),
    crisis("self-harm", `\\bself ?harm\\b|\\bcutting (?:kar|ki|karti|karta|kiya|shuru)|सेल्फ़? हार्म`),

    // Hopelessness: no reason to live, a burden, cannot go on.
    concern(
      "hopelessness",
      `जीने (?:का|की) (?:कोई )?(?:मतलब|फ़?ायदा|मक़?सद|वजह|कारण) (?:नहीं|नही|ना)|क्या फ़?ायदा जीने का|जीने का क्या फ़?ायदा|\\b(?:kya fayda ${L_JEENA} ka|${L_JEENA} ka kya fayda)\\b|\\b${L_JEENA} (?:ka|ki) (?:koi )?(?:matlab|fayda|faayda|maksad|wajah|wajha|reason|kaaran) (?:nahi|nhi|nai|na)\\b`,
    ),
    concern(
      "hopelessness",
      `मेरे (?:बिना|बग़?ैर|जाने के बाद) (?:सब|सभी|घरवाले|परिवार)[^,]{0,12}(?:खुश|ख़ुश|बेहतर|अच्छे|अच्छा)|\\bmere (?:bina|baghair|jaane ke baad) (?:sab|sabhi|gharwale|family)[^,]{0,12}(?:khush|behtar|better|acche|achhe|accha)`,
    ),
    concern(
      "hopelessness",
      `(?:मैं|मै) (?:सब|सबके|घरवालों|परिवार)?[^,]{0,10}बोझ (?:हू|हु|बन)|\\b(?:main|mai|me) (?:sab|sabke|gharwalo|family)?[^,]{0,10}bojh (?:hu|hoon|hun|ban)\\b`,
    ),
    concern(
      "hopelessness",
      `अब (?:और )?(?:नहीं|नही) जी (?:सकता|सकती|पाऊ[ँं]?गा|पाऊ[ँं]?गी)|मेरे मरने से (?:किसी को )?(?:कोई )?फ़?र्क़? (?:नहीं|नही) पड़?ेगा|\\bab (?:aur )?(?:nahi|nhi|nai) (?:jee|ji) (?:sakta|sakti|paunga|paungi)\\b|\\bmere marne se (?:kisi ko )?(?:koi )?fark (?:nahi|nhi) padega\\b`,
    ),
    weak(
      "hopelessness",
      "concern",
      `अब (?:और )?बर्दाश्त (?:नहीं|नही) होता|कोई उम्मीद (?:नहीं|नही)|सब ख़?त्?म हो गया|हार गया हू|हार गई हू|\\bab (?:aur )?bardasht (?:nahi|nhi) hota\\b|\\bkoi (?:umeed|ummeed|umid) (?:nahi|nhi)\\b|\\bsab ${L_KHATAM} ho gaya\\b`,
    ),

    // Someone the writer knows, at risk now (a death or a suicide in the past is grief: none).
    other(
      "suicidal-thoughts",
      `${D_MARNA} ${D_CHAH}${D_HAI}|\\b${L_MARNA} ${L_CHAH}${L_HAI}|${OTHER_SUBJECT} ?${SUBJECT_GAP}(?:${D_SUICIDE} (?:करना|करने|कर (?:लेगा|लेगी|लेंगे))|${D_MARNA} ${D_CHAH}|${D_MARNA} है|\\b${L_SUICIDE} (?:karna|karne|kar (?:lega|legi|lenge))|\\b${L_MARNA} (?:\\b${L_CHAH}|hai|h\\b))`,
    ),
    other(
      "self-harm",
      `${OTHER_SUBJECT} ?${SUBJECT_GAP}(?:(?:खुद|ख़ुद|अपने आप) को (?:चोट|नुकसान)|(?:हाथ|कलाई) (?:की नस )?काट|\\bkhud ?ko (?:hurt|chot)|\\b(?:haath|hath|kalai|wrist) (?:ki nas )?(?:kaat|kat)|\\bself ?harm)`,
    ),

    // Long past, the writer not saying they are through it: concern.
    concern(
      "suicidal-thoughts",
      `${PAST}${PAST_GAP}(?:${D_MARNA} ${D_CHAH}|${D_SUICIDE}|\\b${L_MARNA} ${L_CHAH}|\\b${L_SUICIDE})(?!.{0,40}${RECOVERED})`,
    ),
  ],
  idioms: [
    // हँसते हँसते मर गया, "hanste hanste mar gaya": laughing.
    rx(
      "(?:हँसते|हंसते)[ -]?(?:हँसते|हंसते)? ?(?:मर|लोटपोट)|(?:हँस|हंस) (?:हँस|हंस) (?:के|कर) मर|\\bhans?te ?-?hans?te (?:mar|lotpot)|\\bhas+ has+ (?:ke|kar) mar",
    ),
    // भूख से मर रहा हूँ, "garmi se mar gaya": hunger, heat, cold, boredom.
    rx(
      "(?:भूख|गर्मी|सर्दी|ठंड|ठण्ड|थकान|बोरियत|शर्म|प्यास|टेंशन) ?(?:से|के मारे) ?मर|\\b(?:bho+kh?|bhukh?|garmi|thand|thandi|sardi|thakan|thakaan|boriyat|sharam|sharm|pyaa?s|tension) ?(?:se|ke ma+re) ?mar",
    ),
    // "mar jaava", मर जावाँ: a song.
    rx("\\bmar ?ja+va+n?\\b|मर ?जावा[ँं]?"),
    // जान ले लोगे क्या, "jaan loge kya": you'll be the death of me.
    rx("जान ले (?:लोगे|लेगा|लेगी|लोगी)|\\bja+n (?:le )?l(?:oge|ogi|ega|egi)\\b"),
    // तेरे लिए जान दे दूँगा, "tere liye jaan hazir": love.
    rx(
      "(?:तेरे|तुम्हारे|आपके|उसके) ?(?:लिए)? ?जान (?:दे|हाज़?िर|क़?ुर्बान|भी)|\\b(?:tere|tumhare|aapke|uske) ?(?:liye|liya)? ?ja+n (?:de|hazir|kurban|bhi)\\b",
    ),
    // मर मिटना (to be devoted), "tujh pe marta hu" (I'm crazy about you).
    rx("मर मिट|(?:तुझ|तुम|उस) ?पे ?मरत|\\bmar mit|\\b(?:tujh|tum|us+) ?pe ?mar ?t[aie]\\b"),
    // मरता क्या न करता: a proverb.
    rx("मरता क्या न करता|\\bmarta kya na karta\\b"),
    // मरने की भी फ़ुर्सत नहीं: too busy even to die.
    rx("मरने की (?:भी )?फ़?ुर्सत|\\bmarne ki (?:bhi )?fursat\\b"),
    // हँसा हँसा के मार डाला: made me laugh to death.
    rx("(?:हँसा|हंसा) ?(?:हँसा|हंसा)? ?(?:के|कर)? ?मार (?:डाला|दिया)|\\bhasa ?(?:hasa)? ?(?:ke|kar)? ?maar (?:dala|daala|diya)\\b"),
    // मिलने के लिए मरे जा रहे (dying to meet).
    rx("के लिए मरे जा|\\bke liye mare ja"),
    // "exam ne maar diya", बॉस ने मार डाला: exasperation.
    rx("(?:पेपर|एग्ज़?ाम|परीक्षा|काम|पढ़?ाई|बॉस) ने मार (?:दिया|डाला)|\\b(?:exam|paper|test|boss|kaam|padhai) ne maar (?:diya|dala|daala)\\b"),
    // "I'm dead" jokes in English inside Hinglish: "dead 💀", "i'm dead".
    rx("\\bi'?m dead\\b|\\bdead 💀"),
  ],
  negationBefore: rx(
    `(?:(?:नहीं|नही|ना|न|मत|कभी नहीं|कभी नही)|\\b(?:nahi|nahin|nhi|nai|mat|kabhi nahi|never|not)\\b|${OTHER_SUBJECT} ?${SUBJECT_GAP}|${PAST}${PAST_GAP}) ?$`,
  ),
  // haha, lol, a laughing face, हाहा, "jk", "mazak kar raha" (not "mazak nahi kar raha").
  laughter: rx(
    "\\b(?:ha){2,}h?\\b|\\bhe(?:he)+\\b|\\blo+l\\b|\\blmao\\b|\\brofl\\b|\\bjk\\b|😂|🤣|हा ?हा|ही ?ही|मज़?ाक (?:कर रहा|कर रही|था)|\\bmaz?a+k (?:kar raha|kar rahi|tha)\\b",
  ),
  // A film, song, serial, the news, a character or a prevention campaign: not the writer's.
  story: rx(
    "(?:फ़?िल्म|मूवी|गाने|कहानी|सीरियल|न्यूज़?|ख़?बर) ?(?:में|मे)|किरदार|हीरो|हीरोइन|रोकथाम|जागरूकता|अख़?बार|समाचार|\\b(?:film|movie|gaane|gane|song|serial|web series|kahani|news|khabar|show) ?(?:me|mein|main|mai)\\b|\\b(?:character|hero|heroine|lyrics|prevention|awareness|statistics|akhbar|newspaper)\\b",
  ),
};
