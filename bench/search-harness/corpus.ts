// A journal of generated entries for the search bench: ordinary journal words, a few thousand
// made-up ones (so the vocabulary is as wide as a real journal's), some accented words, emotions,
// moods, themes and insights. Seeded, so each run searches the same journal.
import type { SearchableEntry } from "../../src/domain/search/entry-mini-search";

const COMMON = `today work tired exhausted meeting manager friend family mum dad sister brother partner walk
river park coffee café morning evening night sleep slept dream anxious worried calm grateful happy sad angry
lonely hopeful proud quiet busy heavy light rain sun weekend sunday monday deadline project team call phone
dinner lunch breakfast cooked kitchen garden dog cat run gym yoga breathe breath head heart chest tears laugh
laughed smiled talked listened read book music song played guitar painting drew wrote journal thought thinking
felt feel feeling better worse again still finally maybe always never sometimes really much little enough
health doctor therapy therapist session progress stuck change moving house flat city train bus late early
school kids children baby birthday party anniversary holiday trip beach mountain snow winter spring summer
autumn naïve résumé déjà crème jalapeño piñata über façade coöperate`.split(/\s+/);
const EMOTIONS = ["happy", "sad", "anxious", "angry", "calm", "grateful", "confused", "hopeful", "tired", "content", "joy", "fear"];
const MOODS = ["positive", "negative", "neutral", "mixed"] as const;
const THEMES = ["work", "family", "friendship", "health", "sleep", "self-care", "relationships", "creativity", "nature", "growth"];

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEntries(count: number, seed = 42): SearchableEntry[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const syllables = ["ka", "lo", "mi", "re", "sun", "tor", "vel", "an", "ish", "dra", "pe", "qu", "ost", "lin", "mar", "bel"];
  const rare = Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join(""));
  const sentence = (words: number) => Array.from({ length: words }, () => (random() < 0.7 ? pick(COMMON) : pick(rare))).join(" ") + ".";
  const now = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const created = new Date(now - i * 8.6e7 * 0.37 - random() * 3.6e6).toISOString();
    const analysed = random() < 0.7;
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      entryText: Array.from({ length: 2 + Math.floor(random() * 6) }, () => sentence(8 + Math.floor(random() * 14))).join(" "),
      aiInsights: analysed ? sentence(20) : null,
      themes: analysed ? [pick(THEMES), pick(THEMES)] : [],
      emotion: pick(EMOTIONS),
      mood: pick(MOODS),
      createdAt: created,
      updatedAt: created,
    };
  });
}
