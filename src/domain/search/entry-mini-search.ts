// MiniSearch for the journal: what it reads of an entry (text, insights, themes and emotion
// names, folded for case and accents), how it searches (prefix search as one types, a little
// fuzziness for longer words, AND between words), and a quicker way to add many entries at once.
// `addAll` walks the radix tree and two maps for every word of every entry (most of a
// 10,000-entry build); an `EntryBatch` instead numbers the entries' terms in a hash table
// (`Vocabulary`) and lists, by number, the entries holding each, and `addBatch` puts each term
// into the tree once and makes its posting maps in one go. The index comes out as `addAll` makes
// it — the same ids, terms, counts, field lengths (to the float) and order — so search finds and
// scores the same (the unit test compares the two). It reaches MiniSearch's protected state, its
// documented extension point; the types hold it to the installed version. Pure: memory only.
import MiniSearch from "minisearch";
import type { Options, SearchOptions } from "minisearch";
import type { JournalEntry } from "../types";
import { termsOf } from "./tokens";
import { Vocabulary } from "./vocabulary";

export type SearchableEntry = Pick<
  JournalEntry,
  "id" | "entryText" | "aiInsights" | "themes" | "emotion" | "mood" | "kind" | "createdAt" | "updatedAt"
>;

const FIELDS = ["text", "insights", "themes", "emotion"] as const;
type Field = (typeof FIELDS)[number];

/** An emotion name or a theme says more about an entry than a word in passing. */
const FIELD_BOOST: Record<Field, number> = { emotion: 3, themes: 2, text: 1, insights: 0.8 };

/** Words this long or longer forgive one typo. */
const FUZZY_FROM_LENGTH = 5;
/**
 * Words this long or longer also find the words they begin ("exhaus" finds "exhausted"). Two
 * letters would expand to half the vocabulary and cost a keystroke 20-50 ms over 10,000 entries.
 */
export const PREFIX_FROM_LENGTH = 3;

/** MiniSearch reads the id through this too. */
function fieldOf(entry: SearchableEntry, field: string): string {
  switch (field as Field | "id") {
    case "id":
      return entry.id;
    case "text":
      return entry.entryText;
    case "insights":
      return entry.aiInsights ?? "";
    case "themes":
      return entry.themes.join(" \n ");
    case "emotion":
      return entry.emotion;
  }
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  prefix: (term) => term.length >= PREFIX_FROM_LENGTH,
  fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? 1 : false),
  combineWith: "AND",
};

export const INDEX_OPTIONS: Options<SearchableEntry> = {
  idField: "id",
  fields: [...FIELDS],
  storeFields: [],
  extractField: fieldOf,
  // Folding and splitting happen in tokenize, for the index and the query alike.
  tokenize: (text) => termsOf(text),
  processTerm: (term) => term || null,
  searchOptions: SEARCH_OPTIONS,
};

const extractField = INDEX_OPTIONS.extractField!;

/** Entries read for the index, not yet in it. */
export class EntryBatch {
  readonly ids: string[] = [];
  /** Per entry, per field: how many different terms (MiniSearch's field length). */
  readonly lengths: number[][] = [];
  /** The terms, numbered in the order first met (the order `addAll` meets them). */
  readonly vocabulary = new Vocabulary();
  /**
   * By term number: the fields holding it in the order first met, and per field (term × fields +
   * field) the entries holding it (their place in the batch) and how often.
   */
  readonly fields: number[][] = [];
  readonly entries: number[][] = [];
  readonly counts: number[][] = [];
  /** By term number: the last entry and field it was met in (place × fields + field), to count a repeat. */
  private last = new Int32Array(1024).fill(-1);
  private readonly seen = new Set<string>();
  private readonly read: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** As `MiniSearch.add`, a second entry with the same id throws. */
  add(entry: SearchableEntry): void {
    const id = extractField(entry, "id") as string;
    if (this.seen.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
    this.seen.add(id);
    const place = this.ids.length;
    const lengths: number[] = [];
    this.ids.push(id);
    this.lengths.push(lengths);
    const read = this.read;
    for (let field = 0; field < FIELDS.length; field++) {
      const value = extractField(entry, FIELDS[field]!) as string | null | undefined;
      if (value == null) continue; // as MiniSearch: no length for the field either
      const here = place * FIELDS.length + field;
      let different = 0;
      read.length = 0;
      this.vocabulary.read(value, read);
      for (const term of read) {
        if (term >= this.last.length) this.grow(term);
        const slot = term * FIELDS.length + field;
        if (this.last[term] === here) {
          this.counts[slot]![this.counts[slot]!.length - 1]!++;
          continue;
        }
        this.last[term] = here;
        different++;
        const entries = this.entries[slot];
        if (entries) {
          entries.push(place);
          this.counts[slot]!.push(1);
        } else {
          (this.fields[term] ??= []).push(field);
          this.entries[slot] = [place];
          this.counts[slot] = [1];
        }
      }
      lengths[field] = different;
    }
  }

  private grow(term: number): void {
    const last = new Int32Array(Math.max(term + 1, this.last.length * 2)).fill(-1);
    last.set(this.last);
    this.last = last;
  }
}

export class EntryMiniSearch extends MiniSearch<SearchableEntry> {
  constructor() {
    super(INDEX_OPTIONS);
  }

  /** Adds the batch's entries, as `addAll` would have. Throws before changing anything if one is already in. */
  addBatch(batch: EntryBatch): void {
    for (const id of batch.ids) {
      if (this._idToShortId.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
    }
    const first = this._nextId;
    for (let place = 0; place < batch.ids.length; place++) {
      const shortId = this._nextId++;
      const id = batch.ids[place]!;
      this._idToShortId.set(id, shortId);
      this._documentIds.set(shortId, id);
      this._documentCount += 1;
      const lengths = batch.lengths[place]!;
      this._fieldLength.set(shortId, lengths);
      // MiniSearch's running mean, step for step, so the float is the same.
      const count = this._documentCount - 1;
      lengths.forEach((length, field) => {
        this._avgFieldLength[field] = ((this._avgFieldLength[field] || 0) * count + length) / (count + 1);
      });
    }
    const { terms } = batch.vocabulary;
    for (let term = 0; term < terms.length; term++) {
      const postings = this._index.fetch(terms[term]!, () => new Map());
      for (const field of batch.fields[term]!) {
        const entries = batch.entries[term * FIELDS.length + field]!;
        const counts = batch.counts[term * FIELDS.length + field]!;
        let documents = postings.get(field);
        if (!documents) postings.set(field, (documents = new Map()));
        for (let k = 0; k < entries.length; k++) documents.set(first + entries[k]!, counts[k]!);
      }
    }
  }
}
