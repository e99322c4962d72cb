// editEntry's failures: a non-2xx other than 409 is the server's error (or the status text), and
// an answer of another shape, a 409 included, is the page's one invalid_response error.
import { afterEach, describe, expect, it } from "vitest";
import type { EntryEdit } from "../../../../domain/contract/entries";
import { ApiError } from "../../../lib/api-error";
import { editEntry } from "./edit-entry";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(response: Response): void {
  globalThis.fetch = (async () => response) as typeof fetch;
}

const EDIT: EntryEdit = { entryText: "New words", baseUpdatedAt: "2026-01-01T00:00:00.000Z" };
const ID = "7d0c1a52-4f7e-4d0e-9d1a-6f1f2b3c4d5e";

describe("editEntry's failures", () => {
  it("throws the server's error for a 4xx other than 409", async () => {
    answer(Response.json({ error: { code: "not_found", message: "Entry not found" } }, { status: 404 }));
    const error = await editEntry(ID, EDIT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Entry not found" });
  });

  it("keeps the status text when the error answer is not JSON", async () => {
    answer(new Response("<html>busy</html>", { status: 503, statusText: "Service Unavailable" }));
    await expect(editEntry(ID, EDIT)).rejects.toMatchObject({ status: 503, code: "http_503", message: "Service Unavailable" });
  });

  it("throws invalid_response for a 409 or a 200 of another shape", async () => {
    answer(Response.json({ error: { code: "other", message: "x" } }, { status: 409 }));
    await expect(editEntry(ID, EDIT)).rejects.toMatchObject({ status: 409, code: "invalid_response" });
    answer(Response.json({ nope: true }));
    await expect(editEntry(ID, EDIT)).rejects.toMatchObject({
      status: 200,
      code: "invalid_response",
      message: "Ripple answered in a way this page does not understand. Please reload the page and try again.",
    });
  });
});
