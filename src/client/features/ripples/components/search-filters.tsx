// The drawer's filters: an emotion (from those the entries carry), a mood, reflections or check-ins
// (decision 048), and a range of days.
// They narrow the timeline and the search results alike.
import { useId, useRef } from "react";
import type { EntryKind } from "../../../../domain/check-in/kinds";
import { ENTRY_KINDS, KIND_FILTER_COPY } from "../../../../domain/check-in/kinds";
import type { EmotionOption, EntryFilters } from "../../../../domain/search/filters";
import { activeFilterCount, NO_FILTERS } from "../../../../domain/search/filters";
import { MOODS } from "../../../../domain/types";
import type { Mood } from "../../../../domain/types";
import { SEARCH_COPY } from "../../../../domain/ui-copy";

interface Props {
  id: string;
  filters: EntryFilters;
  onChange: (filters: EntryFilters) => void;
  emotions: readonly EmotionOption[];
}

const FIELD = "mt-1 block w-full rounded-lg border border-violet-100 bg-white px-2 py-1.5 text-sm text-slate-800 focus:border-violet-300";
const LABEL = "block text-xs font-medium text-slate-600";

export function SearchFilters({ id, filters, onChange, emotions }: Props) {
  const ids = { emotion: useId(), mood: useId(), kind: useId(), from: useId(), to: useId() };
  const first = useRef<HTMLSelectElement>(null);
  const set = (change: Partial<EntryFilters>) => onChange({ ...filters, ...change });
  return (
    <div
      id={id}
      role="group"
      aria-label={SEARCH_COPY.filters}
      className="grid grid-cols-2 gap-x-2 gap-y-2 rounded-2xl bg-white/70 p-3 ring-1 ring-violet-100"
    >
      <div>
        <label htmlFor={ids.emotion} className={LABEL}>
          {SEARCH_COPY.emotion}
        </label>
        <select
          ref={first}
          id={ids.emotion}
          className={FIELD}
          value={filters.emotion ?? ""}
          onChange={(e) => set({ emotion: e.target.value || null })}
        >
          <option value="">{SEARCH_COPY.anyEmotion}</option>
          {emotions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value.charAt(0).toLocaleUpperCase() + option.value.slice(1)} ({option.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.mood} className={LABEL}>
          {SEARCH_COPY.mood}
        </label>
        <select
          id={ids.mood}
          className={FIELD}
          value={filters.mood ?? ""}
          onChange={(e) => set({ mood: (e.target.value || null) as Mood | null })}
        >
          <option value="">{SEARCH_COPY.anyMood}</option>
          {MOODS.map((mood) => (
            <option key={mood} value={mood}>
              {SEARCH_COPY.moods[mood]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2">
        <label htmlFor={ids.kind} className={LABEL}>
          {KIND_FILTER_COPY.label}
        </label>
        <select
          id={ids.kind}
          className={FIELD}
          value={filters.kind ?? ""}
          onChange={(e) => set({ kind: (e.target.value || null) as EntryKind | null })}
        >
          <option value="">{KIND_FILTER_COPY.any}</option>
          {ENTRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_FILTER_COPY.kinds[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.from} className={LABEL}>
          {SEARCH_COPY.from}
        </label>
        <input
          id={ids.from}
          type="date"
          className={FIELD}
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          onChange={(e) => set({ from: e.target.value || null })}
        />
      </div>
      <div>
        <label htmlFor={ids.to} className={LABEL}>
          {SEARCH_COPY.to}
        </label>
        <input
          id={ids.to}
          type="date"
          className={FIELD}
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          onChange={(e) => set({ to: e.target.value || null })}
        />
      </div>
      {activeFilterCount(filters) > 0 && (
        <button
          type="button"
          onClick={() => {
            onChange(NO_FILTERS);
            first.current?.focus(); // the button goes with the filters
          }}
          className="col-span-2 justify-self-start rounded-full px-2 py-1 text-sm font-medium text-violet-700 hover:bg-violet-50 hover:text-violet-900"
        >
          {SEARCH_COPY.clearFilters}
        </button>
      )}
    </div>
  );
}
