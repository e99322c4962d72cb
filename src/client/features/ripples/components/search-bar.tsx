// The search field at the top of the drawer: a labelled search input, a clear button, and the
// Filters toggle. Escape in a field with text clears it (the drawer stays open); in an empty
// field it closes the drawer as anywhere else.
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { SEARCH_COPY } from "../../../../domain/ui-copy";

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  filtersOpen: boolean;
  onFiltersOpenChange: (open: boolean) => void;
  /** How many filters are set, shown on the toggle. */
  activeFilters: number;
  filtersId: string;
}

export function SearchBar({ query, onQueryChange, filtersOpen, onFiltersOpenChange, activeFilters, filtersId }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  // The dialog listens for Escape on the document before the field hears it: marking the key
  // handled here, on the window, earlier still, keeps the drawer open while there is text to clear.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && event.target === input.current && input.current?.value) event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, []);

  return (
    <div className="flex items-center gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {SEARCH_COPY.placeholder}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          ref={input}
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && query) onQueryChange("");
          }}
          placeholder={SEARCH_COPY.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="w-full rounded-full border border-violet-100 bg-white py-2 pr-9 pl-9 text-sm text-slate-800 placeholder:text-slate-500 focus:border-violet-300 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query && (
          <button
            type="button"
            aria-label={SEARCH_COPY.clear}
            onClick={() => {
              onQueryChange("");
              input.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        )}
      </div>
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => onFiltersOpenChange(!filtersOpen)}
        title={SEARCH_COPY.filters}
        className={`relative inline-flex shrink-0 items-center rounded-full p-2.5 text-sm font-medium ring-1 ${
          filtersOpen || activeFilters > 0
            ? "bg-violet-50 text-violet-800 ring-violet-200"
            : "bg-white text-slate-600 ring-violet-100 hover:bg-violet-50"
        }`}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        <span className="sr-only">{SEARCH_COPY.filters}</span>
        {activeFilters > 0 && (
          <span className="absolute -top-1 -right-1 min-w-4 rounded-full bg-violet-600 px-1 text-center text-[0.7rem] leading-4 text-white">
            {activeFilters}
            <span className="sr-only"> set</span>
          </span>
        )}
      </button>
    </div>
  );
}
