// Turkish crisis phrase table. Categories and levels follow the English detector
// (docs/decisions/008-crisis-detection.md): explicit ideation, intent, plan, method, goodbyes,
// attempts and current self-harm are crisis; a passive wish to be dead and hopelessness are
// concern; someone else at risk is concern. Patterns run on folded text (match.ts): lower case,
// "ı" → "i", "ş" → "s", "ğ" → "g", "ç" → "c", "ö" → "o", "ü" → "u", so "ölmek istiyorum" is read
// as "olmek istiyorum", the same as a phone typed without Turkish letters.
//
// Turkish marks person and negation with suffixes, so the patterns do the work a negation window
// does elsewhere: "istiyorum" (I want) counts, "istemiyorum" (I do not want) does not, and the
// third person "istiyor" is someone else. There is no negationBefore: nothing placed before a
// Turkish verb negates it. Folding makes "öldüm" (I died) the same as "oldum" (I became) and
// "ölürüm" the same as "olurum", so those forms are only read beside a cause or a question.
import type { LanguageCrisisTable } from "./table";
import { p } from "./tr-words";
import { TR_RULES } from "./tr-rules";

export const TR_CRISIS: LanguageCrisisTable = {
  language: "tr",
  foldAccents: true,
  rules: TR_RULES,
  idioms: [
    // "gülmekten öldüm", "açlıktan ölüyorum", "sıcaktan öldüm", "meraktan öleceğim": dying of something trivial.
    p`\b(?:gulmekten|acliktan|sicaktan|soguktan|uykusuzluktan|uykudan|yorgunluktan|sikintidan|can sikintisindan|meraktan|utanctan|utancimdan|kiskanctan|kiskancliktan|stresten|heyecandan|korkudan|susuzluktan|ozlemden|askindan|sevincten|kahkahadan|beklemekten|sinirden|sinirimden|kahkahalardan) (?:\S+ ){0,1}ol\w*`,
    // "ölürüm sana", "senin için ölürüm": love.
    p`\bolurum sana\b|\bsana olurum\b|\bsenin icin olurum\b|\bsenin icin olmeye hazirim\b|\bol de oleyim\b`,
    // "canım sıkılıyor" (I am bored), "canım çıktı" (I am worn out), "canım yanıyor" (it hurts).
    p`\bcanim (?:cok )?(?:sikiliyor|sikildi|sikkin|cikti|yaniyor|cekiyor|aciyor)\b`,
    // "bu sınav beni öldürecek", "annem beni öldürecek".
    p`\bbeni (?:\S+ )?oldur(?:ecek|uyor|du|ecekler|ur|ecegim)\b`,
    // "ölesiye yorgunum", "ölümüne seviyorum", "ölü gibi uyudum".
    p`\bolesiye\b|\bolumune\b|\bolu gibi (?:uyudum|uyuyorum|yorgunum|yattim)\b`,
    // "ölmeden önce görülecek yerler" (before you die), "ölüm kalım meselesi".
    p`\bolmeden once\b|\bolum kalim\b|\bolme esegim olme\b`,
    // "öldür beni", "öldüm bittim", "ölüp ölüp dirildim".
    p`\boldur beni\b|\boldum bittim\b|\bolup olup dirildim\b`,
    // "resmen öldüm", "az kalsın öldüm" (I nearly died: an accident told, not a wish).
    p`\b(?:resmen|sanki|neredeyse|az kalsin|az daha) oldum\b`,
    // "sınavda öldüm", "toplantıda ölüyorum": exam and work hyperbole.
    p`\b(?:sinavda|derste|mesaide|toplantida|trafikte|kuyrukta|antrenmanda|spor salonunda|iste|okulda) (?:\S+ ){0,1}ol(?:dum|uyorum|ecegim|cem|ucem)\b`,
    // "siyasi intihar", "kariyer intiharı", "bu resmen intihar": not a person's death.
    p`\b(?:siyasi|ekonomik|kariyer|sosyal|ticari|politik|sportif) intihar\w*|\bkariyer intihari\b|\bresmen intihar\b`,
    // "ölmek var dönmek yok" (a motto: no turning back).
    p`\bolmek var donmek yok\b`,
    // "ölmüş eşek kurttan korkmaz" (a proverb).
    p`\bolmus esek kurttan korkmaz\b`,
  ],
  // Laughter, a Turkish keyboard smash ("sdfgsdfg", "ajsjsj") or a joke marker, unless the writer says it is no joke.
  laughter:
    /^(?!.*\b(?:saka degil|sakasi yok|ciddiyim|ciddi soyluyorum|sakalasmiyorum)\b).*(?:\b(?:(?=[ah]*h)(?=[ah]*a)[ah]{4,}|(?=[eh]*h)(?=[eh]*e)[eh]{4,}|xd+|lol|lmao|sjsj\w*|ksks\w*|sksk\w*|jsjs\w*|ajsj\w*|dkdk\w*|kdkd\w*|asdf\w*|sdfg\w*|saka saka|saka yapiyorum|sakaydi|sadece saka)\b|\b(?=[a-z]*?[sdfghjkl]{3})[asdfghjkl]{6,}\b|😂|🤣|😆|😹)/u,
  // A film, book, song, the news, a lesson or a prevention post named in the sentence.
  story:
    /\b(?:filmde|filmin|filmi|dizide|dizinin|dizisinde|kitapta|kitabin|kitabinda|romanda|romanin|sarkida|sarkinin|sarki sozlerinde|haberde|haberlerde|haberinde|haberlere gore|gazetede|makalede|belgeselde|podcastte|bolumde|tiyatroda|karakter\w*|baskarakter\w*|baskahraman\w*|kahramani|seminerde|konferansta|istatistik\w*|arastirma\w*|onleme\w*|onlemek|farkindalik\w*|kampanya\w*|uyari isaret\w*|konusunu|hakkinda bir (?:film|kitap|dizi|yazi|makale|video))\b/,
};
