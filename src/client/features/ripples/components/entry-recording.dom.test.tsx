// @vitest-environment happy-dom
// The recording in an entry's detail (decision 051): nothing for an entry without one; the player
// labelled "Your recording" with its length, streaming a clear item from its URL; Delete recording
// only after a confirmation ("Keep it" keeps it); a private journal's sealed item fetched, opened
// with the journal key into an object URL that is revoked when the view goes, and one another key
// cannot open said so.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderInApp, scriptFetch } from "../../../../../tests/setup/dom";
import type { MediaItem } from "../../../../domain/contract/media";
import { sealMedia } from "../../../lib/media/media-envelope";
import { PrivateJournalContext } from "../../../lib/private-journal/private-journal-context";
import { EntryRecording } from "./entry-recording";

const USER = "user-ada";
const ENTRY = "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01";
const BYTES = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

const recording = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: "0b7d9a8e-5f0c-4b6e-8a1d-2c3e4f5a6b7c",
  entryId: ENTRY,
  kind: "audio",
  contentType: "audio/webm",
  byteSize: BYTES.length,
  sealed: false,
  of: null,
  durationMs: 7_400,
  width: null,
  height: null,
  createdAt: "2026-11-22T08:00:01.000Z",
  ...overrides,
});

const newKey = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("EntryRecording", () => {
  it("shows nothing for an entry without a recording (or with photos only)", () => {
    const photo = recording({ id: "p1", kind: "photo", contentType: "image/jpeg", durationMs: null, width: 10, height: 10 });
    const { container } = renderInApp(<EntryRecording userId={USER} entry={{ id: ENTRY, media: [photo] }} />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("region", { name: "Your recording" })).toBeNull();
  });

  it("plays a recording stored in the clear from its URL, labelled, with its length", () => {
    renderInApp(<EntryRecording userId={USER} entry={{ id: ENTRY, media: [recording()] }} />);
    const region = screen.getByRole("region", { name: "Your recording" });
    const audio = region.querySelector("audio")!;
    expect(audio.getAttribute("aria-label")).toBe("Your recording");
    expect(audio.hasAttribute("controls")).toBe(true);
    expect(audio.getAttribute("src")).toBe(`/api/entries/${ENTRY}/media/${recording().id}`);
    expect(region.textContent).toContain("Length 0:07");
  });

  it("deletes the recording only once confirmed, and then shows it no more", async () => {
    const user = userEvent.setup();
    const sent = scriptFetch({
      [`DELETE /api/entries/${ENTRY}/media/${recording().id}`]: new Response(null, { status: 204 }),
      "GET /api/entries/changes": json({ entries: [], deleted: [], unreadable: [], sealed: [], cursor: "c1", hasMore: false }),
    });
    renderInApp(<EntryRecording userId={USER} entry={{ id: ENTRY, media: [recording()] }} />);
    await user.click(screen.getByRole("button", { name: "Delete recording" }));
    expect(screen.getByRole("group", { name: "Delete recording" }).textContent).toContain(
      "Delete this recording? Your words stay in the entry.",
    );
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(sent).toEqual([]);
    expect(screen.getByRole("region", { name: "Your recording" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete recording" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your recording" })).toBeNull());
    expect(sent[0]).toMatchObject({ method: "DELETE", path: `/api/entries/${ENTRY}/media/${recording().id}` });
  });

  it("opens a sealed recording with the journal key into an object URL, revoked when the view goes", async () => {
    const key = await newKey();
    const item = recording({ sealed: true });
    const sealed = await sealMedia(key, USER, item.id, new Blob([BYTES], { type: "audio/webm" }));
    const sealedBytes = new Uint8Array(await sealed.arrayBuffer());
    scriptFetch({
      [`GET /api/entries/${ENTRY}/media/${item.id}`]: () =>
        new Response(sealedBytes, { headers: { "content-type": "application/octet-stream" } }),
    });
    const made: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      made.push(blob as Blob);
      return "blob:opened-recording";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);

    const { unmount } = renderInApp(
      <PrivateJournalContext.Provider value={{ status: "on", key }}>
        <EntryRecording userId={USER} entry={{ id: ENTRY, media: [item] }} />
      </PrivateJournalContext.Provider>,
    );
    expect(screen.getByRole("status").textContent).toContain("Opening your recording");
    await waitFor(() =>
      expect(screen.getByLabelText("Your recording", { selector: "audio" }).getAttribute("src")).toBe("blob:opened-recording"),
    );
    expect(made[0]!.type).toBe("audio/webm");
    expect(new Uint8Array(await made[0]!.arrayBuffer())).toEqual(BYTES);
    expect(revoke).not.toHaveBeenCalled();
    act(() => unmount());
    expect(revoke).toHaveBeenCalledWith("blob:opened-recording");
  });

  it("says so when this device's key cannot open it", async () => {
    const item = recording({ sealed: true });
    const sealed = await sealMedia(await newKey(), USER, item.id, new Blob([BYTES], { type: "audio/webm" }));
    const sealedBytes = new Uint8Array(await sealed.arrayBuffer());
    scriptFetch({ [`GET /api/entries/${ENTRY}/media/${item.id}`]: () => new Response(sealedBytes) });
    renderInApp(
      <PrivateJournalContext.Provider value={{ status: "on", key: await newKey() }}>
        <EntryRecording userId={USER} entry={{ id: ENTRY, media: [item] }} />
      </PrivateJournalContext.Provider>,
    );
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This recording could not be opened on this device."));
    expect(screen.queryByLabelText("Your recording", { selector: "audio" })).toBeNull();
  });
});
