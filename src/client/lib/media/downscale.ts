// A photo made ready in the browser before it is uploaded (decision 052): decoded with its EXIF
// orientation applied, drawn at most PHOTO_MAX_EDGE on its longer side and encoded again as JPEG,
// plus a thumbnail of at most THUMBNAIL_EDGE drawn from that. Encoding again keeps only pixels: EXIF
// (the place a phone wrote, the camera, the time) and any other metadata of the file are left behind.
import { PHOTO_MAX_EDGE, THUMBNAIL_EDGE } from "../../../domain/contract/media";
import { fitWithin } from "../../../domain/media/photos";
import type { Size } from "../../../domain/media/photos";

const PHOTO_TYPE = "image/jpeg";
const PHOTO_QUALITY = 0.85;
const THUMBNAIL_QUALITY = 0.8;

interface DrawnImage extends Size {
  blob: Blob;
}

export interface PreparedPhoto {
  photo: DrawnImage;
  thumbnail: DrawnImage;
}

/** The browser could not decode the file (a type it does not read, or a damaged file). */
export class UnreadableImageError extends Error {
  constructor() {
    super("the image could not be decoded");
    this.name = "UnreadableImageError";
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: PHOTO_TYPE, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the canvas could not be encoded"))), PHOTO_TYPE, quality),
  );
}

/** `source` drawn at `size` on white (a transparent PNG's clear parts would turn black in a JPEG). */
function draw(source: CanvasImageSource, size: Size): Canvas {
  const canvas = makeCanvas(size);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error("no 2D canvas in this browser");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/** The photo and its thumbnail, as JPEG, each within its edge; UnreadableImageError when the browser cannot decode the file. */
export async function downscalePhoto(file: Blob): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    const photoSize = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_EDGE);
    const photoCanvas = draw(bitmap, photoSize);
    // the thumbnail is drawn from the smaller photo: one big step down would alias fine detail
    const thumbnailSize = fitWithin(photoSize.width, photoSize.height, THUMBNAIL_EDGE);
    const thumbnailCanvas = draw(photoCanvas, thumbnailSize);
    const [photo, thumbnail] = await Promise.all([encode(photoCanvas, PHOTO_QUALITY), encode(thumbnailCanvas, THUMBNAIL_QUALITY)]);
    return { photo: { blob: photo, ...photoSize }, thumbnail: { blob: thumbnail, ...thumbnailSize } };
  } finally {
    bitmap.close();
  }
}
