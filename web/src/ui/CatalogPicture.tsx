import { type ReactNode, useState } from 'react';
import { backend } from '../backend';
import './catalogPicture.css';

/** The widths an uploaded picture is kept in (core's productPhotoWidths), 4:3 WebP. */
const photoWidths = [320, 640] as const;

/**
 * `src` and `srcSet` of a catalog picture: an uploaded photo ("uploads/<id>", kept as product
 * photos are) in its widths, or one of the app's own images ("/images/…") as it is. Undefined
 * when there is none, or the host cannot name an uploaded one.
 */
export function pictureSources(
  image: string | undefined,
): { src: string; srcSet?: string } | undefined {
  if (!image) return undefined;
  if (!image.startsWith('uploads/')) return image.startsWith('/') ? { src: image } : undefined;
  const urls = photoWidths.map((width) => [width, backend.productPhotoUrl(image, width)] as const);
  const smallest = urls[0]?.[1];
  if (!smallest) return undefined;
  return { src: smallest, srcSet: urls.map(([width, url]) => `${url} ${width}w`).join(', ') };
}

/**
 * The picture of a shop, a doctor or a news post, cropped to its box; `fallback` (nothing,
 * unless given) when it has none or it fails to load: the page says what it shows in words.
 */
export function CatalogPicture({
  image,
  className,
  sizes,
  width = 320,
  height = 240,
  fallback = null,
}: {
  image: string | undefined;
  className: string;
  /** How wide it shows, so the browser picks the smallest width that stays sharp. */
  sizes: string;
  width?: number;
  height?: number;
  fallback?: ReactNode;
}) {
  const [failed, setFailed] = useState<string>();
  const sources = failed === image ? undefined : pictureSources(image);
  if (!sources) return fallback;
  return (
    <img
      className={`catalog-picture ${className}`}
      {...sources}
      sizes={sources.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(image)}
    />
  );
}
