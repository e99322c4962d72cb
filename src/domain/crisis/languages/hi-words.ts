// The words the Hindi crisis phrase table (hi.ts) is built from: pattern sources for the
// verbs, people and times its rules name, each written once and used by several rules.

// ---- Slots: Devanagari --------------------------------------------------------------------

/** Not inside a longer Devanagari or Latin word. */
export const B = "(?<![\\p{L}\\p{M}])";
/** मरना/मरने: to die. */
export const D_MARNA = "मर(?:ना|ने)";
/** चाहता/चाहती/चाहते: want. */
export const D_CHAH = "चाहत[ाीे]";
/** है/हैं: "is/are" (someone else), after a verb. */
export const D_HAI = " ?(?:है|हैं|हे)(?![\\p{M}])";
/** ज़िंदगी/जिन्दगी/जीवन: life. */
export const D_ZINDAGI = "(?:ज़?ि(?:ं|न्)दगी|जीवन)";
/** ख़त्म/खत्म/खतम: end. */
export const D_KHATAM = "ख़?त्?म";
/** दूँगा/दूंगी/दुंगा: "I will (give)". */
export const D_DUNGA = "द[ूु][ँं]?ग[ाी]";
/** लूँगा/लूंगी/लुंगा: "I will (take)". */
export const D_LUNGA = "ल[ूु][ँं]?ग[ाी]";
/** आत्महत्या, ख़ुदकुशी, सुसाइड: suicide. */
export const D_SUICIDE = "(?:आत्म-?हत्या|ख़?ुदकुशी|सुसाइड)";

// ---- Slots: romanised Hindi ---------------------------------------------------------------
// Each ends at a word boundary; a rule puts \b before the first word of an alternative.

/** marna/mrna/marne: to die. */
export const L_MARNA = "ma?r(?:na+|ne)\\b";
/** chahta/chahti/chata/chahata: want. */
export const L_CHAH = "cha+h?a?t[aie]+\\b";
/** hai/hain/he: "is" (someone else), after a verb. */
export const L_HAI = " ?\\b(?:ha+i+n?|he)\\b";
/** mujhe/mujhko/muje/mereko: to me. */
export const L_MUJHE = "(?:mu?jh?e+y?|mujhko|mjhe|mereko|mujhe bhi)\\b";
/** nahi/nahin/nhi/nai: not. */
export const L_NAHI = "(?:na?hi+n?|nai|nahee)\\b";
/** mann/man/dil: heart, mind ("marne ka mann karta hai"). */
export const L_MANN = "(?:man+|mn+|dil)\\b";
/** karta/krta/kar raha/kr rhi: does, is doing. */
export const L_KARTA = "k(?:a)?r ?(?:t[aie]|ra?ha|ra?hi|ra?he)\\b";
/** zindagi/jindgi/zndgi: life. */
export const L_ZINDAGI = "[zj]i?n?da?g(?:i+|ee|y)\\b";
/** khatam/khatm/khtm: end. */
export const L_KHATAM = "kh?a?ta?m\\b";
/** dunga/dungi/doonga/duga: "I will (give)". */
export const L_DUNGA = "d(?:u|oo)n?g[aie]+\\b";
/** lunga/lungi/loonga: "I will (take)". */
export const L_LUNGA = "l(?:u|oo)n?g[aie]+\\b";
/** kar/kr, with or without a space before the helper ("kar dunga", "kardunga"). */
export const L_KAR = "k(?:a)?r ?";
/** suicide (and its misspellings), khudkushi, aatmahatya. */
export const L_SUICIDE = "(?:su+i?[cs]i?de?|khu?d ?kh?[ua]?s+h?i|a+ta?m(?:a)?ha?t(?:i)?ya+|sewerslide|unalive)\\b";
/** jeena/jina/jeene: to live. */
export const L_JEENA = "j(?:ee|i)n[aey]\\b";
/** khud ko, apne aap ko: myself. */
export const L_KHUDKO = "(?:khud ?ko|apne ?a+p ?ko|apne ?ko)\\b";

// ---- Slots: people and time ---------------------------------------------------------------

/** People the writer knows, named as the subject of a sentence. */
const OTHER =
  "(?:दोस्त|भाई|भैया|बहन|दीदी|मम्मी|पापा|माँ|मां|पिताजी|बेटा|बेटी|पति|पत्नी|बीवी|सहेली|बॉयफ्रेंड|गर्लफ्रेंड|वो|वह|उसने|उसको|उसे|\\b(?:dost|bhai|bhaiya|behen|bahen|didi|mummy|mumma|maa|papa|beta|beti|pati|patni|biwi|saheli|bf|gf|boyfriend|girlfriend|roommate|wo|woh|vo|usne|usko|use|uska|uski)\\b)";
/** A person the writer knows as the subject, with ने/ne or को/ko if given. */
export const OTHER_SUBJECT = `${OTHER}(?: ?(?:ने|को|ne|ko|\\bbhi\\b|भी))?`;
/**
 * Between that subject and a phrase, when the phrase is still theirs: not across but, because,
 * so, and, then, or a comma (मम्मी ने डाँटा और मैं मरना चाहता हूँ is the writer's).
 */
export const SUBJECT_GAP = "(?:(?!लेकिन|पर |क्योंकि|इसलिए|और|तो |\\b(?:but|lekin|par|kyunki|isliye|aur|to|main|mai|mein)\\b|मैं|मै|[,]).){0,30}";
/** A long-past time. */
export const PAST =
  "(?:(?:कुछ|कई|[0-9]+|दो|तीन|चार|पाँच|पांच) साल पहले|बचपन में|(?:स्कूल|कॉलेज) के (?:दिनों|टाइम) में|\\b(?:kuch|kai|[0-9]+|do|teen|char|paanch) (?:saal|sal) pehle\\b|\\bbachpan (?:me|mein|mai)\\b|\\b(?:school|college) ke (?:dino|dinon|time) (?:me|mein|mai)\\b)";
/** Between a long-past time and the phrase: not still, again, now (those go on). */
export const PAST_GAP = "(?:(?!अब भी|अभी भी|फिर से|आज भी|\\b(?:ab bhi|abhi bhi|phir se|aaj bhi|still|again)\\b|[,]).){0,30}";
/** Said after a long-past phrase: the writer is through it now. */
export const RECOVERED = "(?:अब (?:मैं )?(?:ठीक|खुश|बेहतर)|\\bab (?:main |mai )?(?:theek|thik|khush|better|fine)\\b)";
