// Images the photo specs make: drawn in the page as a JPEG or PNG, a JPEG given the EXIF turn a
// phone writes, a JPEG's size read from its header, and a small real PNG made here.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { crc32, deflateSync } from "node:zlib";

/** An image drawn in the page (stripes and a corner mark, so a turn shows), as the bytes of `type`. */
export async function drawnImage(page: Page, width: number, height: number, type: "image/jpeg" | "image/png"): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, t]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d")!;
      for (let x = 0; x < w; x += 100) {
        context.fillStyle = (x / 100) % 2 ? "#7c3aed" : "#fbbf24";
        context.fillRect(x, 0, 100, h);
      }
      context.fillStyle = "#0f172a";
      context.fillRect(0, 0, w / 4, h / 4);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: t, quality: 0.9 })).arrayBuffer());
      let text = "";
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, "base64");
}

/** The JPEG with an EXIF block saying Orientation 6 (turn 90° clockwise to show) and a camera's name, as a phone writes it. */
export function withExifOrientation(jpeg: Buffer): Buffer {
  const make = Buffer.from("RippleCam\0", "latin1");
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4); // first IFD
  tiff.writeUInt16BE(2, 8); // two entries
  // Make (0x010f), ASCII, its text after the IFD
  tiff.writeUInt16BE(0x010f, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(make.length, 14);
  tiff.writeUInt32BE(tiff.length, 18);
  // Orientation (0x0112), SHORT, 6
  tiff.writeUInt16BE(0x0112, 22);
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(6, 30);
  tiff.writeUInt32BE(0, 34); // no next IFD
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, make]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, body, jpeg.subarray(2)]);
}

/** A JPEG's size from its start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0), "a JPEG").toBe(0xffd8);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error("no start-of-frame marker");
}

/** A small real PNG: a violet square. */
export function png(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [124, 58, 237]).flat())]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
