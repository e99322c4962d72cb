// A tiny real WAV for tests: a sine tone as 16-bit mono PCM with a standard RIFF/WAVE header
// (what any whisper server decodes), and the magic bytes that tell real audio from anything else.

export interface SineWavOptions {
  seconds?: number;
  frequency?: number;
  sampleRate?: number;
  /** 0..1 of full scale. */
  amplitude?: number;
}

/** A playable WAV file: RIFF header, "fmt " chunk (PCM, mono, 16-bit), "data" chunk of a sine tone. */
export function sineWav({
  seconds = 1,
  frequency = 440,
  sampleRate = 16_000,
  amplitude = 0.3,
}: SineWavOptions = {}): Uint8Array<ArrayBuffer> {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples; i++) {
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * amplitude;
    view.setInt16(44 + i * 2, Math.round(value * 0x7fff), true);
  }
  return new Uint8Array(buffer);
}

/** The seconds of audio a WAV made by sineWav holds (read from its header). */
export function wavSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return view.getUint32(40, true) / view.getUint32(28, true);
}

/** The first bytes of a WebM (EBML) file, for tests that need a body that looks like MediaRecorder's. */
export const EBML_MAGIC = Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3);
