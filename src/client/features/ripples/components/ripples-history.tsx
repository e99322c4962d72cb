// The body of 'Recent Ripples': the search field and filters at the top, a live line saying how
// many ripples there are or match, then every entry grouped by day, newest first, or the search
// results ranked best first, with their matches marked. Clearing the field brings the timeline back.
import { useId, useMemo, useState } from "react";
import { groupByDay } from "../../../../domain/search/days";
import { activeFilterCount, emotionOptions, filterEntries, hasFilters, NO_FILTERS } from "../../../../domain/search/filters";
import type { EntryFilters } from "../../../../domain/search/filters";
import type { JournalEntry } from "../../../../domain/types";
import { matchCountText, noMatchText, ripplesCount, SEARCH_COPY } from "../../../../domain/ui-copy";
import { useEntrySearch } from "../lib/use-entry-search";
import { RipplesList } from "./ripples-list";
import type { ListRow } from "./ripples-list";
import { SearchBar } from "./search-bar";
import { SearchFilters } from "./search-filters";

interface Props {
  userId: string;
  entries: readonly JournalEntry[];
  waitingIds: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

export function RipplesHistory({ userId, entries, waitingIds, onOpen, onDelete }: Props) {
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<EntryFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const { hits, searchedQuery, appliedFilters, ready } = useEntrySearch(userId, entries, query, filters);
  const emotions = useMemo(() => emotionOptions(entries), [entries]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const timeline = useMemo(() => (hits ? null : groupByDay(filterEntries(entries, appliedFilters))), [hits, entries, appliedFilters]);

  const rows: ListRow[] = useMemo(() => {
    if (timeline) return timeline;
    return (hits ?? []).flatMap((hit) => {
      const entry = byId.get(hit.id);
      return entry ? [{ kind: "entry" as const, key: hit.id, entry, hit }] : [];
    });
  }, [timeline, hits, byId]);

  const filtered = hasFilters(appliedFilters);
  const shown = useMemo(() => rows.reduce((count, row) => count + Number(row.kind === "entry"), 0), [rows]);
  const searching = hits !== null || filtered;
  const waiting = !ready && query.trim() !== "";
  const status = waiting
    ? SEARCH_COPY.preparing
    : !searching
      ? ripplesCount(shown)
      : shown > 0
        ? matchCountText(shown)
        : noMatchText(hits ? searchedQuery : "", filtered);

  return (
    <div className="-mx-4 -my-4 flex h-[calc(100%+2rem)] flex-col">
      <div className={`grid gap-2 px-4 pt-3 pb-2 ${shown > 0 ? "border-b border-violet-100" : ""}`}>
        <SearchBar
          query={query}
          onQueryChange={setQuery}
          filtersOpen={filtersOpen}
          onFiltersOpenChange={setFiltersOpen}
          activeFilters={activeFilterCount(filters)}
          filtersId={filtersId}
        />
        {filtersOpen && <SearchFilters id={filtersId} filters={filters} onChange={setFilters} emotions={emotions} />}
        <p
          role="status"
          className={
            searching && shown === 0 && !waiting
              ? "px-3 py-8 text-center text-sm leading-relaxed text-slate-600"
              : "px-1 text-xs text-slate-500"
          }
        >
          {status}
        </p>
      </div>
      {shown > 0 && (
        <RipplesList
          userId={userId}
          rows={rows}
          label={hits ? SEARCH_COPY.results : SEARCH_COPY.list}
          resetKey={`${hits ? searchedQuery : ""}|${JSON.stringify(appliedFilters)}`}
          onOpen={onOpen}
          onDelete={onDelete}
          waitingIds={waitingIds}
        />
      )}
    </div>
  );
}
