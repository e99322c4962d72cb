// A check-in in the browser (decision 048): kept in the outbox as a reflection is (its line as the
// words, the feeling beside them; no words at all is fine), sent as the server's request, and,
// offline or in a private journal, made into the same entry the server would store — its line read
// for crisis language in its language — and sealed with the journal key like any private entry.
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { CheckInRequestSchema } from "../../../../domain/contract/check-ins";
import { crisisLinesForCountry } from "../../../../domain/crisis/lines";
import { openEntryEnvelope, sealEntryPayload } from "../../../lib/private-journal/entry-envelope";
import { keepPendingReflection, readPendingReflections } from "../../../lib/outbox/pending-reflections";
import { payloadOf } from "../../../lib/private-journal/sealed-entries";
import { checkInOnDevice, checkInRequestOf, isPendingCheckIn, pendingCheckIn } from "./check-in-entry";

const US = crisisLinesForCountry("US");
const AT = new Date("2026-11-20T08:30:00.000Z");

describe("a check-in kept and sent from the browser", () => {
  it("is kept in the outbox without words and read back as a check-in", async () => {
    const user = `user-${crypto.randomUUID()}`;
    const item = pendingCheckIn(crypto.randomUUID(), { emotion: "tired", emotionIntensity: 3, note: "" }, "en-GB", AT);
    await keepPendingReflection(user, item);
    const [kept] = await readPendingReflections(user);
    expect(kept).toEqual(item);
    expect(isPendingCheckIn(kept!)).toBe(true);
  });

  it("is sent as the server's request, dated when it was made", () => {
    const item = pendingCheckIn(crypto.randomUUID(), { emotion: "hopeful", emotionIntensity: 6, note: "A walk" }, "fr-FR", AT);
    const request = CheckInRequestSchema.parse(checkInRequestOf(item));
    expect(request).toMatchObject({
      emotion: "hopeful",
      emotionIntensity: 6,
      note: "A walk",
      language: "fr-FR",
      recordedAt: AT.toISOString(),
    });
  });

  it("is answered on the device as the server answers it: the person's feeling, the line read for crisis language", async () => {
    const calm = pendingCheckIn(crypto.randomUUID(), { emotion: "calm", emotionIntensity: 5, note: "" }, undefined, AT);
    const { result, entry } = await checkInOnDevice(calm, US);
    expect(result.analysis.crisis).toBe(false);
    expect(entry).toMatchObject({
      id: calm.id,
      kind: "check-in",
      emotionSetBy: "person",
      entryText: "",
      emotion: "calm",
      emotionIntensity: 5,
      mood: "positive",
      language: "en",
      createdAt: AT.toISOString(),
    });

    const despair = pendingCheckIn(crypto.randomUUID(), { emotion: "sad", emotionIntensity: 7, note: "Je veux mourir" }, "fr-FR", AT);
    const answered = await checkInOnDevice(despair, US);
    expect(answered.result.analysis.crisis).toBe(true);
    expect(answered.result.analysis.supportResources?.slice(0, US.lines.length)).toEqual(US.lines);
    expect(answered.entry.wellnessScore).toBeLessThanOrEqual(3);
  });

  it("in a private journal, is sealed with the kind and feeling inside the envelope", async () => {
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const item = pendingCheckIn(crypto.randomUUID(), { emotion: "grateful", emotionIntensity: 8, note: "" }, "en", AT);
    const { entry } = await checkInOnDevice(item, US);
    const envelope = await sealEntryPayload(key, "user-1", entry.id, payloadOf(entry));
    expect(atob(envelope)).not.toContain("check-in");
    expect(await openEntryEnvelope(key, "user-1", entry.id, envelope)).toEqual(payloadOf(entry));
  });
});
