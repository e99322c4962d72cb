// @vitest-environment happy-dom
// The WebM a browser records carries no Duration until withDuration writes it (decision 051): a
// minimal live-stream WebM (EBML header, a Segment of unknown size, an Info with TimecodeScale and
// no Duration, then a Cluster) comes back with Duration = the recorded milliseconds and the cluster
// unchanged; another type, and bytes that are not WebM, are returned as they were.
import { describe, expect, it } from "vitest";
import { withDuration } from "./webm-duration";

const bytes = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => Array.from(part)));
/** An EBML element: its id, a one-byte size (under 127) and its data. */
const element = (id: number[], data: Uint8Array) => bytes(id, [0x80 | data.length], data);

function liveWebm(): Uint8Array<ArrayBuffer> {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], new TextEncoder().encode("webm")));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], bytes([0x0f, 0x42, 0x40]))); // TimecodeScale 1,000,000
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], bytes([0x00]))); // Timecode 0
  // a Segment of unknown size, as MediaRecorder writes it
  return bytes(header, [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], info, cluster);
}

/** The Duration element's value (a float after id 0x4489 and its size), or null. */
function durationOf(webm: Uint8Array): number | null {
  for (let at = 0; at + 2 < webm.length; at += 1) {
    if (webm[at] !== 0x44 || webm[at + 1] !== 0x89) continue;
    const size = webm[at + 2]! & 0x7f;
    const view = new DataView(webm.buffer, webm.byteOffset + at + 3, size);
    return size === 8 ? view.getFloat64(0) : view.getFloat32(0);
  }
  return null;
}

describe("withDuration", () => {
  it("writes the recorded length into a WebM that has none, keeping its type and its clusters", async () => {
    const source = liveWebm();
    expect(durationOf(source)).toBeNull();
    const kept = await withDuration({ audio: new Blob([source], { type: "audio/webm;codecs=opus" }), durationMs: 4_250 });
    const fixed = new Uint8Array(await kept.audio.arrayBuffer());
    expect(durationOf(fixed)).toBe(4_250);
    expect(kept.durationMs).toBe(4_250);
    expect(kept.audio.type).toBe("audio/webm;codecs=opus");
    // the cluster (the audio itself) is carried over byte for byte
    expect(Array.from(fixed.slice(-5))).toEqual(Array.from(source.slice(-5)));
  });

  it("leaves another type, and bytes that are not WebM, as they were", async () => {
    const mp4 = { audio: new Blob([new Uint8Array([1, 2, 3])], { type: "audio/mp4" }), durationMs: 1_000 };
    expect(await withDuration(mp4)).toBe(mp4);
    const garbage = new Blob([new Uint8Array([9, 9, 9, 9])], { type: "audio/webm" });
    const kept = await withDuration({ audio: garbage, durationMs: 1_000 });
    expect(Array.from(new Uint8Array(await kept.audio.arrayBuffer()))).toEqual([9, 9, 9, 9]);
  });
});
