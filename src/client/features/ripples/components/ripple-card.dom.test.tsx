// @vitest-environment happy-dom
// A ripple in the drawer: named for a screen reader by its time, feeling and strength (and
// edited, waiting to sync, a check-in), opened with one tap, deleted only after a confirmation;
// as a search result, the matched words marked and the insight or theme that matched shown.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CHECK_IN_COPY } from "../../../../domain/check-in/kinds";
import type { JournalEntry } from "../../../../domain/types";
import { DRAWER_COPY, OFFLINE_COPY, SEARCH_COPY } from "../../../../domain/ui-copy";
import { buildEntry } from "../../../../../tests/setup/factories";
import { renderInApp } from "../../../../../tests/setup/dom";
import { RippleCard } from "./ripple-card";

const entry = buildEntry({
  entryText: "Today I walked by the sea and felt calm.",
  emotion: "calm",
  emotionIntensity: 6,
  aiInsights: "A peaceful moment by the sea.",
  themes: ["gratitude", "nature"],
});

function card(props: { entry?: JournalEntry; waiting?: boolean; hit?: Parameters<typeof RippleCard>[0]["hit"] } = {}) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  renderInApp(
    <RippleCard
      userId="u1"
      entry={props.entry ?? entry}
      timeLabel="2 hours ago"
      hit={props.hit}
      waiting={props.waiting}
      onOpen={onOpen}
      onDelete={onDelete}
    />,
  );
  return { onOpen, onDelete };
}

describe("RippleCard", () => {
  it("is one button named by its time, feeling and strength, described by its words, and opens on a tap", async () => {
    const user = userEvent.setup({ delay: null });
    const { onOpen } = card();
    const open = screen.getByRole("button", { name: "Ripple from 2 hours ago, calm, intensity 6 of 10" });
    expect(open.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(open.getAttribute("aria-describedby") ?? "")?.textContent).toBe(entry.entryText);
    expect(open.textContent).toContain("6/10");
    expect(open.textContent).toContain(DRAWER_COPY.viewAnalysisHint);
    await user.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("deletes only after the confirmation, and 'Keep it' keeps it", async () => {
    const user = userEvent.setup({ delay: null });
    const { onDelete } = card();
    await user.click(screen.getByRole("button", { name: "Delete ripple" }));
    const confirm = within(screen.getByRole("group", { name: "Confirm delete" }));
    expect(confirm.getByText("Delete this ripple? This cannot be undone.")).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole("button", { name: "Keep it" }));
    await user.click(confirm.getByRole("button", { name: "Keep it" }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole("group", { name: "Confirm delete" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete ripple" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("names an edited check-in waiting to sync as such, and offers no delete", () => {
    card({
      entry: { ...entry, kind: "check-in", entryText: "", editedAt: "2026-11-22T09:00:00.000Z", aiInsights: "" },
      waiting: true,
    });
    const name = `${CHECK_IN_COPY.badge} from 2 hours ago, calm, intensity 6 of 10, ${SEARCH_COPY.edited}, ${OFFLINE_COPY.waitingBadge.toLowerCase()}`;
    const open = screen.getByRole("button", { name });
    expect(open.textContent).toContain(CHECK_IN_COPY.noLine);
    expect(open.textContent).toContain(OFFLINE_COPY.waitingBadge);
    expect(open.textContent).not.toContain(DRAWER_COPY.viewAnalysisHint);
    expect(screen.queryByRole("button", { name: "Delete ripple" })).toBeNull();
  });

  it("as a search result, marks the matched words and shows the insight and theme that matched", () => {
    card({ hit: { id: entry.id, score: 1, terms: ["sea", "nature"], queryTerms: ["sea", "nature"], createdMs: 0 } });
    const container = document.body;
    const marks = [...container.querySelectorAll("mark")].map((mark) => mark.textContent?.toLowerCase());
    expect(marks).toContain("sea");
    expect(screen.getByText(SEARCH_COPY.matchedInsight, { exact: false }).textContent).toBe(
      `${SEARCH_COPY.matchedInsight} A peaceful moment by the sea.`,
    );
    expect(screen.getByText(SEARCH_COPY.matchedThemes, { exact: false }).textContent).toBe(`${SEARCH_COPY.matchedThemes} nature`);
  });
});
