// @vitest-environment happy-dom
// The check-in sheet (decision 048): Save is enabled only once a feeling and a strength are chosen;
// what it sends; the saved sheet with the reply, and the crisis lines first when the line holds
// crisis language; a refusal shown in the server's words with the choice kept. The server is
// scripted to answer as the real one does (the same domain functions build its answer).
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { checkInFields, checkInResult } from "../../../../domain/check-in/check-in";
import { CHECK_IN_COPY } from "../../../../domain/check-in/kinds";
import { crisisLinesForCountry } from "../../../../domain/crisis/lines";
import type { JournalEntry } from "../../../../domain/types";
import { SUPPORT_COPY } from "../../../../domain/ui-copy";
import type { SentRequest } from "../../../../../tests/setup/dom";
import { apiError, json, renderInApp, scriptFetch } from "../../../../../tests/setup/dom";
import { CheckIn } from "./check-in";

const US = crisisLinesForCountry("US");
const noChanges = json({ entries: [], deleted: [], unreadable: [], sealed: [], cursor: "0", hasMore: false });

let lastReply = "";

/** The server's answer to a check-in: its result and the saved entry. */
function answer({ body }: SentRequest) {
  const sent = body as { id: string; emotion: string; emotionIntensity: number; note: string; recordedAt: string };
  const checkIn = { emotion: sent.emotion, emotionIntensity: sent.emotionIntensity, note: sent.note, language: "en" };
  const result = checkInResult(checkIn, { crisisLines: US });
  lastReply = result.aiResponse.trim();
  const entry: JournalEntry = {
    id: sent.id,
    language: "en",
    duration: 0,
    ...checkInFields(checkIn, result),
    createdAt: sent.recordedAt,
    updatedAt: sent.recordedAt,
  };
  return json({ result, entry }, 201);
}

async function openSheet(userId: string) {
  const user = userEvent.setup({ delay: null });
  renderInApp(<CheckIn userId={userId} crisisLinesFor={() => US} kickOutbox={vi.fn()} />);
  await user.click(screen.getByRole("button", { name: CHECK_IN_COPY.open }));
  const sheet = screen.getByRole("dialog", { name: CHECK_IN_COPY.title });
  const save = () => within(sheet).getByRole("button", { name: CHECK_IN_COPY.save }) as HTMLButtonElement;
  const choose = async (emotion: string, strength: number) => {
    await user.click(within(screen.getByRole("group", { name: CHECK_IN_COPY.emotionLegend })).getByRole("radio", { name: emotion }));
    await user.click(
      within(screen.getByRole("group", { name: CHECK_IN_COPY.intensityLegend })).getByRole("radio", { name: String(strength) }),
    );
  };
  return { user, sheet, save, choose };
}

describe("CheckIn", () => {
  it("enables Save only once a feeling and a strength are chosen", async () => {
    scriptFetch({});
    const { user, save } = await openSheet("u-enable");
    expect(save().disabled).toBe(true);
    await user.click(within(screen.getByRole("group", { name: CHECK_IN_COPY.emotionLegend })).getByRole("radio", { name: "calm" }));
    expect(save().disabled).toBe(true);
    await user.click(within(screen.getByRole("group", { name: CHECK_IN_COPY.intensityLegend })).getByRole("radio", { name: "4" }));
    expect(save().disabled).toBe(false);
  });

  it("sends the feeling, its strength and the line, then shows it saved with the reply", async () => {
    const sent = scriptFetch({ "POST /api/check-ins": answer, "GET /api/entries/changes": noChanges });
    const { user, sheet, save, choose } = await openSheet("u-save");
    await choose("calm", 4);
    await user.type(within(sheet).getByLabelText(CHECK_IN_COPY.noteLabel), "  a quiet evening ");
    await user.click(save());

    const saved = await within(sheet).findByRole("heading", { name: CHECK_IN_COPY.saved });
    await waitFor(() => expect(document.activeElement).toBe(saved));
    const posted = sent.filter((request) => request.path === "/api/check-ins");
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ emotion: "calm", emotionIntensity: 4, note: "a quiet evening" });
    expect((posted[0]?.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(sheet).queryByRole("region", { name: SUPPORT_COPY.crisis.heading })).toBeNull();
    expect(within(sheet).getByText(`“${lastReply}”`)).toBeTruthy();
    await user.click(within(sheet).getByRole("button", { name: CHECK_IN_COPY.done }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the crisis lines first when the line holds crisis language", async () => {
    scriptFetch({ "POST /api/check-ins": answer, "GET /api/entries/changes": noChanges });
    const { user, sheet, save, choose } = await openSheet("u-crisis");
    await choose("sad", 9);
    await user.type(within(sheet).getByLabelText(CHECK_IN_COPY.noteLabel), "I want to kill myself");
    await user.click(save());
    const saved = await within(sheet).findByRole("region", { name: CHECK_IN_COPY.saved });
    const crisis = within(saved).getByRole("region", { name: SUPPORT_COPY.crisis.heading });
    // before the summary and the reply
    expect(crisis.compareDocumentPosition(within(saved).getByText(`“${lastReply}”`)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(crisis).getAllByRole("link")[0]?.getAttribute("href")).toBe(US.lines[0]?.url);
  });

  it("shows a refusal in the server's words and keeps the choice", async () => {
    scriptFetch({
      "POST /api/check-ins": apiError(400, "invalid_request", "emotion: choose one of the feelings shown"),
      // the saves before this one asked for a sync of the journal
      "GET /api/entries/changes": noChanges,
    });
    const { sheet, save, choose, user } = await openSheet("u-refused");
    await choose("calm", 4);
    await user.click(save());
    expect((await within(sheet).findByRole("alert")).textContent).toBe("emotion: choose one of the feelings shown");
    expect((within(sheet).getByRole("radio", { name: "calm" }) as HTMLInputElement).checked).toBe(true);
    expect(save().disabled).toBe(false);
  });
});
