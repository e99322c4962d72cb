// An entry's photo or thumbnail as an <img> (decision 052): from its URL when clear, opened with the
// private journal's key when sealed. While a photo opens or loads, its thumbnail stands in; a photo
// this device cannot open (the journal locked) or show says so in the same frame.
import { ImageOff, LockKeyhole } from "lucide-react";
import { useState } from "react";
import type { MediaItem } from "../../domain/contract/media";
import { PHOTO_COPY } from "../../domain/media/photos";
import type { MediaOpener } from "../lib/media/media-urls";
import { useMediaSource } from "../lib/media/media-urls";
import { Spinner } from "./spinner";

interface Props {
  item: MediaItem;
  /** Shown while `item` is being opened or loaded (its thumbnail). */
  placeholder?: MediaItem;
  opener: MediaOpener | null;
  alt: string;
  className: string;
  /** The frame of the loading, locked and failed states. */
  frameClassName: string;
  lazy?: boolean;
}

/** A frame in the image's place is named as the image is; with no alt (a decorative thumbnail) it is hidden. */
const frameName = (name: string) => (name ? { role: "img", "aria-label": name } : { "aria-hidden": true });

export function MediaImage({ item, placeholder, opener, alt, className, frameClassName, lazy = false }: Props) {
  const source = useMediaSource(item, opener);
  const standIn = useMediaSource(placeholder, opener);
  const [broken, setBroken] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  const image = (src: string, name: string, extra = "", onLoad?: () => void) => (
    <img
      key={src}
      src={src}
      alt={name}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      onLoad={onLoad}
      onError={() => setBroken(src)}
      className={`${className} ${extra}`}
    />
  );
  const main = source.kind === "url" && broken !== source.url ? source.url : null;
  const stand = standIn.kind === "url" && broken !== standIn.url ? standIn.url : null;
  // the thumbnail stands in while the photo opens or loads (loading meanwhile out of sight and unnamed)
  const standing = stand !== null && (main === null ? source.kind === "loading" : loaded !== main);
  if (main || standing) {
    return (
      <>
        {standing && image(stand, alt)}
        {main && image(main, standing ? "" : alt, standing ? "hidden" : "", () => setLoaded(main))}
      </>
    );
  }
  if (source.kind === "loading") {
    return (
      <span {...frameName(alt)} aria-busy="true" className={frameClassName}>
        <Spinner className="size-5" />
      </span>
    );
  }
  const locked = source.kind === "locked";
  const Icon = locked ? LockKeyhole : ImageOff;
  const why = locked ? PHOTO_COPY.locked : PHOTO_COPY.loadFailed;
  return (
    <span {...frameName(alt && `${alt}: ${why}`)} title={why} className={frameClassName}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
