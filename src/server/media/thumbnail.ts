// A photo's thumbnail made on the server, for the photos an import brings (decision 053): a JPEG at
// most THUMBNAIL_EDGE (320 px) on its longer side, never enlarged, turned upright by the photo's EXIF
// orientation, transparent parts drawn on white, quality 80 — what the browser makes for a photo it
// adds (decision 052). Made with sharp (libvips, prebuilt for each platform through its @img
// packages): it decodes JPEG, PNG, WebP and GIF and keeps no metadata in its output.
// A photo it cannot decode (HEIC, damaged bytes) gets none: the drawer shows the photo itself then.
import sharp from "sharp";
import { THUMBNAIL_EDGE } from "../../domain/contract/media";

export interface Thumbnail {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The largest photo decoded for a thumbnail, in pixels (a 100-megapixel panorama fits). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The thumbnail of a photo's bytes, or null when they cannot be decoded as an image. */
export async function makeThumbnail(photo: AsyncIterable<Uint8Array>): Promise<Thumbnail | null> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of photo) chunks.push(chunk);
  try {
    const { data, info } = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
