// @vitest-environment happy-dom
// "Not quite right? Change the feeling" (decision 026): the picker opens at the feeling shown,
// sends only what changed against the version this browser holds, says so and gives focus back;
// nothing is sent when nothing changed; a failure is said in the picker. The entry reaches this
// browser's journal through the scripted sync, as it would after a reflection.
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CORRECTION_COPY, correctEntry } from "../../domain/analysis/emotion-correction";
import type { JournalEntry } from "../../domain/types";
import { buildEntry } from "../../../tests/setup/factories";
import type { SentRequest } from "../../../tests/setup/dom";
import { apiError, json, renderInApp, scriptFetch } from "../../../tests/setup/dom";
import { EmotionCorrection } from "./emotion-correction";

const entry = buildEntry({ id: "0b7c1e0e-8c43-4c1e-9a53-2f0f5c7d9a10", emotion: "calm", emotionIntensity: 6 });
const changes = json({ entries: [entry], deleted: [], unreadable: [], sealed: [], cursor: "1", hasMore: false });
const patchPath = `PATCH /api/entries/${entry.id}`;

function saved({ body }: SentRequest) {
  const choice = body as { emotion?: string; emotionIntensity?: number };
  return json({ entry: { ...correctEntry(entry, choice), emotionSetBy: "person", updatedAt: "2026-11-22T09:00:00.000Z" } });
}

function show(userId: string, setByPerson = false) {
  const onCorrected = vi.fn<(entry: JournalEntry) => void>();
  renderInApp(
    <EmotionCorrection
      userId={userId}
      entryId={entry.id}
      emotion="Calm"
      intensity={6}
      setByPerson={setByPerson}
      onCorrected={onCorrected}
    />,
    { toasts: true },
  );
  return { onCorrected, toggle: screen.getByRole("button", { name: CORRECTION_COPY.open }) };
}

const group = (name: string) => within(screen.getByRole("group", { name }));

describe("EmotionCorrection", () => {
  it("opens at the feeling shown, sends the new feeling and strength, and says it was saved", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({ "GET /api/entries/changes": changes, [patchPath]: saved });
    const { toggle, onCorrected } = show("u-save");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    screen.getByRole("form", { name: CORRECTION_COPY.pickerLabel });
    const calm = group(CORRECTION_COPY.emotionLegend).getByRole("radio", { name: "calm" }) as HTMLInputElement;
    expect(calm.checked).toBe(true);
    expect(document.activeElement).toBe(calm);
    expect((group(CORRECTION_COPY.intensityLegend).getByRole("radio", { name: "6" }) as HTMLInputElement).checked).toBe(true);

    await user.click(group(CORRECTION_COPY.emotionLegend).getByRole("radio", { name: "anxious" }));
    await user.click(group(CORRECTION_COPY.intensityLegend).getByRole("radio", { name: "8" }));
    await user.click(screen.getByRole("button", { name: CORRECTION_COPY.save }));

    await waitFor(() => expect(onCorrected).toHaveBeenCalledTimes(1));
    expect(onCorrected.mock.calls[0]?.[0]).toMatchObject({ id: entry.id, emotion: "anxious", emotionIntensity: 8 });
    const patches = sent.filter((request) => request.method === "PATCH");
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ emotion: "anxious", emotionIntensity: 8, baseUpdatedAt: entry.updatedAt });
    expect(await screen.findByText(CORRECTION_COPY.saved)).toBeTruthy();
    expect(screen.queryByRole("form", { name: CORRECTION_COPY.pickerLabel })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("sends nothing when nothing changed, and Escape closes with focus back on the button", async () => {
    const user = userEvent.setup({ delay: null });
    const sent = scriptFetch({});
    const { toggle } = show("u-same");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: CORRECTION_COPY.save }));
    expect(screen.queryByRole("form", { name: CORRECTION_COPY.pickerLabel })).toBeNull();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("form", { name: CORRECTION_COPY.pickerLabel })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(sent).toEqual([]);
  });

  it("says a failure in the picker and keeps it open", async () => {
    const user = userEvent.setup({ delay: null });
    scriptFetch({ "GET /api/entries/changes": changes, [patchPath]: apiError(500, "internal", "boom") });
    const { toggle, onCorrected } = show("u-fail");
    await user.click(toggle);
    await user.click(group(CORRECTION_COPY.intensityLegend).getByRole("radio", { name: "3" }));
    await user.click(screen.getByRole("button", { name: CORRECTION_COPY.save }));
    expect((await screen.findByRole("alert")).textContent).toBe(CORRECTION_COPY.failed);
    expect(screen.getByRole("form", { name: CORRECTION_COPY.pickerLabel })).toBeTruthy();
    expect(onCorrected).not.toHaveBeenCalled();
  });

  it("says when the person chose the feeling", () => {
    scriptFetch({});
    show("u-chosen", true);
    expect(screen.getByText(CORRECTION_COPY.setByYou)).toBeTruthy();
  });
});
