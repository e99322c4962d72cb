// Turning a private journal on and off with photos and recordings (decisions 021 and 050), on the real
// app: while turning on, the server takes sealed uploads and refuses clear ones, and does not finish
// ("on") while a photo, thumbnail or recording of that person is still stored in the clear; while on,
// clear uploads stay refused; while turning off, clear uploads are taken again, and it does not finish
// ("off") while a sealed one is left. Sealed uploads are refused for a journal that is not private.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrivateJournalKeys } from "../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_MESSAGES } from "../../domain/private-journal/messages";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");

function keys(): PrivateJournalKeys {
  return {
    version: 1,
    passphrase: {
      kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
      wrapped: { nonce: b64(12), sealed: b64(48) },
    },
    recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
  };
}

/** A browser envelope as the server sees one: format 0x80, a nonce, bytes it cannot read. */
const envelopeBytes = (size = 200) => Buffer.concat([Buffer.of(0x80), randomBytes(12 + size + 16)]);

describe.each(databaseKinds())("a private journal's media on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
  const post = (cookie: string, path: string, json?: unknown) => t.request(path, { method: "POST", cookie, json });
  const putClear = (cookie: string, entryId: string, mediaId: string, query: Record<string, string>, type: string) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}?${new URLSearchParams(query)}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": type },
      body: new Uint8Array(randomBytes(300)),
    });
  const putSealed = (cookie: string, entryId: string, mediaId: string, query: Record<string, string>) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}?${new URLSearchParams(query)}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "application/octet-stream", "x-ripple-sealed": "1" },
      body: new Uint8Array(envelopeBytes()),
    });
  const remove = (cookie: string, entryId: string, mediaId: string) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}`, { method: "DELETE", cookie });

  it("finishes turning on only once no photo, thumbnail or recording is left in the clear; clear uploads are refused until it is turned off", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    const entry = buildEntryInput();
    expect((await post(cookie, "/api/entries", entry)).status).toBe(201);
    const [photo, thumb, audio] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await putClear(cookie, entry.id, photo, { kind: "photo", width: "640", height: "480" }, "image/jpeg")).status).toBe(201);
    expect((await putClear(cookie, entry.id, thumb, { kind: "thumbnail", of: photo }, "image/jpeg")).status).toBe(201);
    expect((await putClear(cookie, entry.id, audio, { kind: "audio", durationMs: "4000" }, "audio/webm")).status).toBe(201);
    // another person's clear media do not hold this journal back
    const theirs = buildEntryInput();
    expect((await post(other.cookie, "/api/entries", theirs)).status).toBe(201);
    expect((await putClear(other.cookie, theirs.id, randomUUID(), { kind: "audio" }, "audio/webm")).status).toBe(201);

    expect((await post(cookie, "/api/private-journal", { keys: keys() })).status).toBe(201);
    const refused = await putClear(cookie, entry.id, randomUUID(), { kind: "audio" }, "audio/webm");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("private_journal");
    const sealedEntry = await t.request(`/api/entries/${entry.id}/sealed`, {
      method: "PUT",
      cookie,
      json: { envelope: envelopeBytes().toString("base64") },
    });
    expect(sealedEntry.status).toBe(200);

    // every entry sealed, but the media are not: not done, with why
    const early = await post(cookie, "/api/private-journal/complete");
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: "media_remaining", message: PRIVATE_JOURNAL_MESSAGES.mediaLeft(3, "ordinary") });
    expect(PRIVATE_JOURNAL_MESSAGES.mediaLeft(3, "ordinary")).toBe(
      "3 photos and recordings are still readable by the server: finish them first.",
    );

    // sealed copies are taken while turning on (the thumbnail names the sealed photo)
    const [sealedPhoto, sealedThumb, sealedAudio] = [randomUUID(), randomUUID(), randomUUID()];
    expect(
      (await putSealed(cookie, entry.id, sealedPhoto, { kind: "photo", type: "image/jpeg", width: "640", height: "480" })).status,
    ).toBe(201);
    expect((await putSealed(cookie, entry.id, sealedThumb, { kind: "thumbnail", of: sealedPhoto, type: "image/jpeg" })).status).toBe(201);
    expect((await putSealed(cookie, entry.id, sealedAudio, { kind: "audio", type: "audio/webm", durationMs: "4000" })).status).toBe(201);
    expect((await remove(cookie, entry.id, audio)).status).toBe(204);
    const oneLeft = await post(cookie, "/api/private-journal/complete");
    expect(oneLeft.status).toBe(409);
    // the photo and its thumbnail
    expect((await errorOf(oneLeft)).message).toBe(PRIVATE_JOURNAL_MESSAGES.mediaLeft(2, "ordinary"));
    expect((await remove(cookie, entry.id, photo)).status).toBe(204); // its thumbnail goes with it
    const done = await post(cookie, "/api/private-journal/complete");
    expect(done.status).toBe(200);
    expect(((await done.json()) as { status: string }).status).toBe("on");

    // on: clear refused, sealed taken
    expect((await putClear(cookie, entry.id, randomUUID(), { kind: "audio" }, "audio/webm")).status).toBe(409);
    expect((await putSealed(cookie, entry.id, randomUUID(), { kind: "audio", type: "audio/webm" })).status).toBe(201);

    // turning off: clear uploads are taken again (the opened copies), sealed ones still
    expect((await post(cookie, "/api/private-journal/disable")).status).toBe(200);
    expect((await putClear(cookie, entry.id, randomUUID(), { kind: "audio" }, "audio/webm")).status).toBe(201);
    expect((await putSealed(cookie, entry.id, randomUUID(), { kind: "audio", type: "audio/webm" })).status).toBe(201);
  });

  it("refuses sealed uploads without a private journal, and finishes turning off only once no sealed photo or recording is left", async () => {
    const { cookie } = await t.signUp();
    const entry = buildEntryInput();
    expect((await post(cookie, "/api/entries", entry)).status).toBe(201);
    // never private: a sealed body is refused with the contract's words, and nothing is kept
    const never = await putSealed(cookie, entry.id, randomUUID(), { kind: "audio", type: "audio/webm" });
    expect(never.status).toBe(409);
    expect(await errorOf(never)).toEqual({ code: "no_private_journal", message: PRIVATE_JOURNAL_MESSAGES.notOn });
    expect(await (await t.request("/api/media/usage", { cookie })).json()).toMatchObject({ usedBytes: 0 });

    expect((await post(cookie, "/api/private-journal", { keys: keys() })).status).toBe(201);
    const sealEntry = await t.request(`/api/entries/${entry.id}/sealed`, {
      method: "PUT",
      cookie,
      json: { envelope: envelopeBytes().toString("base64") },
    });
    expect(sealEntry.status).toBe(200);
    expect((await post(cookie, "/api/private-journal/complete")).status).toBe(200);
    const [photo, thumb] = [randomUUID(), randomUUID()];
    expect((await putSealed(cookie, entry.id, photo, { kind: "photo", type: "image/jpeg", width: "640", height: "480" })).status).toBe(201);
    expect((await putSealed(cookie, entry.id, thumb, { kind: "thumbnail", of: photo, type: "image/jpeg" })).status).toBe(201);

    // turning off: the opened copy comes back in the clear, but the sealed photo and its thumbnail hold the switch
    expect((await post(cookie, "/api/private-journal/disable")).status).toBe(200);
    expect((await t.request(`/api/entries/${entry.id}`, { method: "PUT", cookie, json: entry })).status).toBe(200);
    expect((await putClear(cookie, entry.id, randomUUID(), { kind: "photo" }, "image/jpeg")).status).toBe(201);
    const early = await post(cookie, "/api/private-journal/disable/complete");
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: "media_remaining", message: PRIVATE_JOURNAL_MESSAGES.mediaLeft(2, "private") });
    expect(PRIVATE_JOURNAL_MESSAGES.mediaLeft(2, "private")).toBe("2 photos and recordings are still sealed: finish them first.");
    expect((await remove(cookie, entry.id, photo)).status).toBe(204); // its thumbnail goes with it
    const done = await post(cookie, "/api/private-journal/disable/complete");
    expect(done.status).toBe(200);
    expect(((await done.json()) as { status: string }).status).toBe("off");

    // off again: sealed bodies are refused once more
    const after = await putSealed(cookie, entry.id, randomUUID(), { kind: "audio", type: "audio/webm" });
    expect(after.status).toBe(409);
    expect((await errorOf(after)).code).toBe("no_private_journal");
  });

  it("a journal without media finishes turning on as before", async () => {
    const { cookie } = await t.signUp();
    expect((await post(cookie, "/api/private-journal", { keys: keys() })).status).toBe(201);
    expect((await post(cookie, "/api/private-journal/complete")).status).toBe(200);
  });
});
