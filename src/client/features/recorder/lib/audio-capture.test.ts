// The audio recorded beside the browser's recogniser (decision 051), over a scripted MediaRecorder:
// finish() stops it and resolves every chunk as one Blob of the container type with the time
// recorded; discard() keeps nothing; a recorder that never says it stopped still gives what it
// recorded; where there is no MediaRecorder, or it refuses the stream, there is no capture.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureAudio } from "./audio-capture";

class ScriptedRecorder {
  static instances: ScriptedRecorder[] = [];
  static isTypeSupported = (type: string) => type === "audio/webm;codecs=opus";
  static refuse = false;
  /** false: stop() never fires onstop (a browser that loses the event). */
  static announcesStop = true;
  state: "inactive" | "recording" = "inactive";
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    if (ScriptedRecorder.refuse) throw new DOMException("no", "NotSupportedError");
    this.mimeType = options?.mimeType ?? "";
    ScriptedRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.state = "recording";
    this.timeslice = timeslice;
  }
  /** A chunk as the browser delivers it every timeslice. */
  emit(bytes: number[]) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) });
  }
  stop() {
    this.state = "inactive";
    queueMicrotask(() => {
      this.emit([9]);
      if (ScriptedRecorder.announcesStop) this.onstop?.();
    });
  }
}

const STREAM = {} as MediaStream;

beforeEach(() => {
  ScriptedRecorder.instances = [];
  ScriptedRecorder.refuse = false;
  ScriptedRecorder.announcesStop = true;
  vi.stubGlobal("MediaRecorder", ScriptedRecorder);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("captureAudio", () => {
  it("records the stream in WebM and, stopped, gives every chunk as one recording with its length", async () => {
    let now = 1_000;
    const capture = captureAudio(STREAM, () => now)!;
    const [recorder] = ScriptedRecorder.instances;
    expect(recorder!.stream).toBe(STREAM);
    expect(recorder!.state).toBe("recording");
    recorder!.emit([1, 2]);
    recorder!.emit([3]);
    now = 8_400;
    const kept = await capture.finish();
    expect(recorder!.state).toBe("inactive");
    expect(kept!.durationMs).toBe(7_400);
    expect(kept!.audio.type).toBe("audio/webm");
    expect([...new Uint8Array(await kept!.audio.arrayBuffer())]).toEqual([1, 2, 3, 9]);
  });

  it("keeps nothing once discarded", async () => {
    const capture = captureAudio(STREAM)!;
    const [recorder] = ScriptedRecorder.instances;
    recorder!.emit([1]);
    capture.discard();
    expect(recorder!.state).toBe("inactive");
    expect(recorder!.ondataavailable).toBeNull();
  });

  it("gives what was recorded when the recorder never says it stopped", async () => {
    vi.useFakeTimers();
    ScriptedRecorder.announcesStop = false;
    const capture = captureAudio(STREAM)!;
    ScriptedRecorder.instances[0]!.emit([4]);
    const finishing = capture.finish();
    await vi.runAllTimersAsync();
    const kept = await finishing;
    expect([...new Uint8Array(await kept!.audio.arrayBuffer())]).toEqual([4, 9]);
  });

  it("is null where the browser has no MediaRecorder or it refuses the stream", () => {
    ScriptedRecorder.refuse = true;
    expect(captureAudio(STREAM)).toBeNull();
    vi.stubGlobal("MediaRecorder", undefined);
    expect(captureAudio(STREAM)).toBeNull();
  });
});
