import { describe, expect, it } from "vitest";
import { createAudioStore } from "./audio-store";

describe("createAudioStore", () => {
  it("starts unmuted, welcome not done, permission as stored (none here)", () => {
    expect(createAudioStore().getState()).toEqual({ muted: false, audioPermission: null, welcomeDone: false });
  });

  it("notifies subscribers with a new state object on each update", () => {
    const store = createAudioStore();
    const seen: boolean[] = [];
    const before = store.getState();
    const unsubscribe = store.subscribe(() => seen.push(store.getState().muted));
    store.update({ muted: true, welcomeDone: true });
    store.update({ audioPermission: "granted" });
    unsubscribe();
    store.update({ muted: false });
    expect(seen).toEqual([true, true]);
    expect(store.getState()).not.toBe(before);
    expect(store.getState()).toEqual({ muted: false, audioPermission: "granted", welcomeDone: true });
  });
});
