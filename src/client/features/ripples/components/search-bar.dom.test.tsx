// @vitest-environment happy-dom
// The drawer's search field: a labelled search box, a Clear button while there is text (focus back
// in the field), Escape clears text without closing the drawer around it, and the Filters toggle
// says whether the filters are open and how many are set.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SEARCH_COPY } from "../../../../domain/ui-copy";
import { renderInApp } from "../../../../../tests/setup/dom";
import { SearchBar } from "./search-bar";

/** The bar as the drawer holds it: the query and the filters' state kept by its owner. */
function Host({ activeFilters = 0 }: { activeFilters?: number }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  return (
    <>
      <SearchBar
        query={query}
        onQueryChange={setQuery}
        filtersOpen={open}
        onFiltersOpenChange={setOpen}
        activeFilters={activeFilters}
        filtersId="filters"
      />
      <output aria-label="query">{query}</output>
    </>
  );
}

const field = () => screen.getByRole("searchbox", { name: SEARCH_COPY.placeholder }) as HTMLInputElement;

describe("SearchBar", () => {
  it("takes the words typed and clears them with Clear, focus back in the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<Host />);
    expect(screen.queryByRole("button", { name: SEARCH_COPY.clear })).toBeNull();
    await user.type(field(), "sea walk");
    expect(screen.getByRole("status", { name: "query" }).textContent).toBe("sea walk");
    await user.click(screen.getByRole("button", { name: SEARCH_COPY.clear }));
    expect(field().value).toBe("");
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole("button", { name: SEARCH_COPY.clear })).toBeNull();
  });

  it("clears the text on Escape and keeps the Escape from the drawer while there is text", async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<Host />);
    await user.type(field(), "sea");
    const withText = fireEvent.keyDown(field(), { key: "Escape" });
    expect(withText).toBe(false); // default prevented: the drawer stays open
    expect(field().value).toBe("");
    const empty = fireEvent.keyDown(field(), { key: "Escape" });
    expect(empty).toBe(true); // an empty field lets the drawer close
  });

  it("opens and closes the filters, and says how many are set", async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<Host activeFilters={2} />);
    const toggle = screen.getByRole("button", { name: `${SEARCH_COPY.filters} 2 set` });
    expect(toggle.getAttribute("aria-controls")).toBe("filters");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
