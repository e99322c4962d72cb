// The crisis lines of the regions added for the detector's other languages, checked in November
// 2026 against what public pages (the services' sites, ministries, national news) say, as each
// comment records (docs/decisions/009-crisis-safety.md). Titles carry the service's own name;
// messages and features are English, the interface's language.
import type { SupportRecommendation } from "../types";
import { BLUE, callLine } from "./line-cards";

// France (mainland and overseas) — 3114.fr, service-public.fr (29 Sep 2021), ARS Mayotte: 3114,
// the numéro national de prévention du suicide, free and confidential, 24/7, answered by hospital
// nurses and psychologists supervised by a psychiatrist. Emergency 112, or 15 (SAMU) for urgent
// medical help.
export const FR_3114 = callLine({
  title: "3114 · Numéro national de prévention du suicide",
  message: "Call 3114 free, any time, to talk with a trained professional. It's confidential.",
  number: "3114",
  features: ["Call 3114", "Free and confidential", "Available 24/7"],
});

// Spain — Ministerio de Sanidad, launched 10 May 2022 (RTVE, El Nacional): 024, the Línea 024 de
// atención a la conducta suicida, free, anonymous and confidential, 24/7, linked to 112. Emergency 112.
export const ES_024 = callLine({
  title: "Línea 024 · Atención a la conducta suicida",
  message: "Call 024 free, any time, to talk with a trained professional. It's confidential.",
  number: "024",
  features: ["Call 024", "Free and confidential", "Available 24/7"],
});

// Mexico — Línea de la Vida, run by CONASAMA for the Secretaría de Salud (El Universal, Dec 2025;
// Crónica, Sep 2025): 800 911 2000, free, 24/7, for emotional crises, suicidal thoughts and
// substance use. Emergency 911.
export const MX_LINEA_DE_LA_VIDA = callLine({
  title: "Línea de la Vida",
  message: "Call 800 911 2000 free, any time, to talk with a trained counselor.",
  number: "800-911-2000",
  features: ["Call 800 911 2000", "Free and confidential", "Available 24/7"],
});

// Germany — telefonseelsorge.de (TelefonSeelsorge, the churches' ecumenical service; domradio.de,
// evangelisch.de): 0800 111 0 111 and 0800 111 0 222, free (Deutsche Telekom pays the calls),
// anonymous, 24/7, not shown on the phone bill; also 116 123. Emergency 112.
export const DE_TELEFONSEELSORGE = callLine({
  title: "TelefonSeelsorge",
  message: "Call 0800 111 0 111, 0800 111 0 222 or 116 123 free, any time, to talk with a trained listener. It's anonymous.",
  number: "0800-111-0-111",
  features: ["Call 0800 111 0 111", "Free and anonymous", "Available 24/7"],
  also: { label: "Call 0800 111 0 222", number: "0800-111-0-222" },
});

// Austria — telefonseelsorge.at (ORF, Apr 2023; katholisch.at): Telefonseelsorge, Notruf 142, free
// from any phone, 24/7, anonymous; an official emergency number since 1998. Emergency 112.
export const AT_142 = callLine({
  title: "Telefonseelsorge · Notruf 142",
  message: "Call 142 free, any time, to talk with a trained listener. It's anonymous.",
  number: "142",
  features: ["Call 142", "Free and anonymous", "Available 24/7"],
});

// Switzerland and Liechtenstein — 143.ch (Die Dargebotene Hand / La Main Tendue / Telefono Amico;
// swissinfo, SRF): Tel 143, 24/7, anonymous, in German, French and Italian; a call costs 20
// centimes whatever its length. Emergency 112.
export const CH_143 = callLine({
  title: "Die Dargebotene Hand · Tel 143",
  message: "Call 143 any time, in German, French or Italian, to talk with a trained listener. It's anonymous.",
  number: "143",
  features: ["Call 143", "20 centimes a call", "Available 24/7"],
});

// Italy — telefonoamico.it (Telefono Amico Italia; Corriere, Mar 2020; Giornale Roma, Sep 2025):
// 02 2327 2327, every day 10:00–24:00 (Italy has no national 24-hour suicide line; Telefono Amico
// asked for one in 2025); Samaritans Onlus, Rome, 06 77208977 (samaritansonlus.org; the number as
// given, its hours not confirmed in what could be read). Emergency 112, which answers at any hour.
export const IT_TELEFONO_AMICO = callLine({
  title: "Telefono Amico Italia",
  message: "Call 02 2327 2327 every day from 10 am to midnight to talk with a trained volunteer. It's anonymous.",
  number: "02-2327-2327",
  features: ["Call 02 2327 2327", "10 am to midnight", "Anonymous"],
});
export const IT_SAMARITANS = callLine({
  title: "Samaritans Onlus",
  message: "Call 06 77208977 to talk with a trained volunteer who will listen.",
  number: "06-77208977",
  features: ["Call 06 77208977", "Confidential", "Trained volunteers"],
  colorScheme: BLUE,
});

// Brazil — cvv.org.br (Centro de Valorização da Vida; pt.wikipedia): 188, free from any phone since
// the 2017 agreement with the Ministry of Health, 24/7, confidential; also chat. Emergency 192
// (SAMU), 190 police.
export const BR_CVV = callLine({
  title: "CVV · Centro de Valorização da Vida",
  message: "Call 188 free, any time, to talk with a trained volunteer. It's confidential.",
  number: "188",
  features: ["Call 188", "Free and confidential", "Available 24/7"],
});

// Portugal — the Linha Nacional de Prevenção do Suicídio e de Comportamentos Autolesivos, 1411,
// since 10 Sep 2025: free, 24/7, psychologists and mental-health nurses, run with SNS 24 (DECO
// Proteste, SAPO 24, Sep 2025); SNS 24's psychological counselling, 808 24 24 24; SOS Voz Amiga,
// 213 544 545, every day 15:30–00:30 (saudeonline.pt, Sep 2025). Emergency 112.
export const PT_1411 = callLine({
  title: "1411 · Linha Nacional de Prevenção do Suicídio",
  message: "Call 1411 free, any time, to talk with a psychologist or a mental-health nurse.",
  number: "1411",
  features: ["Call 1411", "Free and confidential", "Available 24/7"],
  also: { label: "SNS 24: 808 24 24 24", number: "808-24-24-24" },
});
export const PT_SOS_VOZ_AMIGA = callLine({
  title: "SOS Voz Amiga",
  message: "Call 213 544 545 every day from 3:30 pm to 12:30 am to talk with a trained volunteer. It's anonymous.",
  number: "213-544-545",
  features: ["Call 213 544 545", "3:30 pm to 12:30 am", "Anonymous"],
  colorScheme: BLUE,
});

// Netherlands — 113.nl (113 Zelfmoordpreventie; NU.nl and NRC, Jul 2020): 113 (direct since July
// 2020) and 0800-0113, free, 24/7, anonymous; chat at 113.nl. Emergency 112.
export const NL_113 = callLine({
  title: "113 Zelfmoordpreventie",
  message: "Call 113 or 0800-0113 free, any time, to talk about thoughts of suicide. You can stay anonymous.",
  number: "113",
  features: ["Call 113 or 0800-0113", "Free and anonymous", "Available 24/7"],
  also: { label: "Call 0800-0113", number: "0800-0113" },
});

// Belgium — zelfmoord1813.be (Zelfmoordlijn 1813, Flanders; free and anonymous, 24/7, in Dutch);
// preventionsuicide.be (Centre de Prévention du Suicide, 0800 32 123, free, anonymous, 24/7, in
// French; Belga, La Libre 2023). Emergency 112.
export const BE_1813 = callLine({
  title: "Zelfmoordlijn 1813",
  message: "Call 1813 free, any time, to talk in Dutch with a trained volunteer. It's anonymous.",
  number: "1813",
  features: ["Call 1813", "Free and anonymous", "Available 24/7"],
});
export const BE_CPS = callLine({
  title: "Centre de Prévention du Suicide",
  message: "Call 0800 32 123 free, any time, to talk in French with a trained volunteer. It's anonymous.",
  number: "0800-32-123",
  features: ["Call 0800 32 123", "Free and anonymous", "Available 24/7"],
  colorScheme: BLUE,
});

// Poland — Centrum Wsparcia dla Osób w Stanie Kryzysu Psychicznego (centrumwsparcia.pl, Fundacja
// ITAKA; PAP Zdrowie): 800 70 2222, free, 24/7, psychologists; Kryzysowy Telefon Zaufania, 116 123,
// free, for adults in emotional crisis (NASK and Niebieska Linia; Wprost, Oct 2023; its hours not
// confirmed). Emergency 112.
export const PL_CENTRUM_WSPARCIA = callLine({
  title: "Centrum Wsparcia",
  message: "Call 800 70 2222 free, any time, to talk with a psychologist.",
  number: "800-70-2222",
  features: ["Call 800 70 2222", "Free", "Available 24/7"],
});
export const PL_116_123 = callLine({
  title: "Kryzysowy Telefon Zaufania",
  message: "Call 116 123 free to talk with a trained counselor about what you're going through.",
  number: "116123",
  features: ["Call 116 123", "Free", "For adults in crisis"],
  colorScheme: BLUE,
});

// Sweden — mind.se (Mind Självmordslinjen; SOS Alarm, 2020): call 90101 or chat at mind.se, 24/7
// since June 2020, anonymous, trained volunteers. Emergency 112.
export const SE_MIND: SupportRecommendation = {
  ...callLine({
    title: "Mind Självmordslinjen",
    message: "Call 90101 any time, or chat at mind.se, to talk with a trained volunteer. It's anonymous.",
    number: "90101",
    features: ["Call 90101", "Chat at mind.se", "Available 24/7"],
  }),
  extraButton: { label: "Chat at mind.se", url: "https://mind.se/", iconType: "textChat" },
};

// Türkiye — no national suicide prevention line was found: 112 is the single emergency number
// (health, police, fire), and directories that list a "182" mental-health line name the Ministry of
// Health's hospital appointment line (ALO 182, MHRS; saglik.gov.tr). So: findahelpline.com's
// listings and 112.

// India — Tele-MANAS, the Ministry of Health and Family Welfare's tele mental health service with
// NIMHANS (Hindustan Times, Mint, PTI; since October 2022): 14416 or 1-800-891-4416, free, 24/7,
// in 20 languages. Emergency 112.
export const IN_TELE_MANAS = callLine({
  title: "Tele-MANAS",
  message: "Call 14416 or 1-800-891-4416 free, any time, to talk with a trained counselor in your language.",
  number: "14416",
  features: ["Call 14416", "Free, in 20 languages", "Available 24/7"],
  also: { label: "Call 1-800-891-4416", number: "1-800-891-4416" },
});

// Japan — よりそいホットライン (Yorisoi Hotline, funded by the Ministry of Health, Labour and Welfare;
// Mainichi): 0120-279-338, free, 24 hours, with a line for thoughts of suicide and help in other
// languages; いのちの電話 (Japan Federation of Inochi no Denwa): the Navi Dial 0570-783-556 (call
// charges apply; hours depend on the centre; the free 0120-783-556 runs on the 10th of each month;
// the Navi Dial number is as given, not confirmed in what could be read). Yorisoi comes first because
// it is free and answers at any hour. Emergency 119 (ambulance).
export const JP_YORISOI = callLine({
  title: "よりそいホットライン (Yorisoi Hotline)",
  message: "Call 0120-279-338 free, any time, to talk with a trained counselor. Help in other languages is available.",
  number: "0120-279-338",
  features: ["Call 0120-279-338", "Free", "Available 24/7"],
});
export const JP_INOCHI_NO_DENWA = callLine({
  title: "いのちの電話 (Inochi no Denwa)",
  message: "Call 0570-783-556 to talk with a trained volunteer. Call charges apply, and hours vary.",
  number: "0570-783-556",
  features: ["Call 0570-783-556", "Trained volunteers", "Confidential"],
  colorScheme: BLUE,
});

// South Korea — Ministry of Health and Welfare (Hankook Ilbo, Newspim, Jan 2024): 109, the single
// suicide prevention line since 1 January 2024 (replacing 1393 and others), 24/7, linked to 112
// dispatch and mental health centres. Emergency 119.
export const KR_109 = callLine({
  title: "자살예방상담전화 109 (Suicide Prevention Line)",
  message: "Call 109 any time to talk with a trained counselor.",
  number: "109",
  features: ["Call 109", "Confidential", "Available 24/7"],
});

// China — 12356, the national psychological assistance hotline (National Health Commission, Dec
// 2024: every city connected by 1 May 2025, at least 18 hours a day, many around the clock; only
// call charges); the Beijing Psychological Crisis Research and Intervention Center at Beijing
// Huilongguan Hospital, 010-8295 1332, free, 24 hours, open to callers from all of China (The Paper,
// Sep 2024). Emergency 120 (ambulance).
export const CN_12356 = callLine({
  title: "12356 全国心理援助热线 (Psychological Assistance Hotline)",
  message: "Call 12356 to talk with a trained counselor where you live. Only call charges apply.",
  number: "12356",
  features: ["Call 12356", "National hotline", "Confidential"],
});
export const CN_BEIJING = callLine({
  title: "北京心理危机研究与干预中心 (Beijing Crisis Line)",
  message: "Call 010-8295 1332 free, any time, to talk with a crisis counselor.",
  number: "010-8295-1332",
  features: ["Call 010-8295 1332", "Free", "Available 24/7"],
  colorScheme: BLUE,
});
