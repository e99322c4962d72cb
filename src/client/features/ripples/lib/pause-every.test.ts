import { afterEach, describe, expect, it, vi } from "vitest";
import { pauseEvery } from "./pause-every";

describe("pauseEvery", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads on within a slice and pauses once a slice's time has passed, then starts a new slice", async () => {
    let now = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const pause = pauseEvery(10);
    expect(pause()).toBeNull();
    now += 9;
    expect(pause()).toBeNull();
    now += 1;
    const paused = pause();
    expect(paused).toBeInstanceOf(Promise);
    await paused;
    expect(pause()).toBeNull();
    now += 10;
    await expect(pause()).resolves.toBeUndefined();
  });

  it("starts the clock at the first ask, not when made", () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const pause = pauseEvery(10);
    now = 500;
    expect(pause()).toBeNull();
  });
});
