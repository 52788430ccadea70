import { useState } from 'react';
import { backend } from '../../backend';
import { SvgIcon } from '../../shell/icons';
import { productIcon } from './productIcons';
import './productImage.css';

const tones = ['green', 'amber', 'blue', 'rose', 'purple', 'teal'] as const;

const iconSize = { card: 44, large: 96, thumb: 30 } as const;

/**
 * How wide each size shows on a 360 px phone and wider screens, so the browser picks the
 * smallest width of an uploaded photo that stays sharp (two product cards a row on a phone).
 */
const photoSizes = {
  card: '(max-width: 640px) 50vw, 200px',
  large: '(max-width: 440px) 100vw, 416px',
  thumb: '64px',
} as const;

/** The widths an uploaded product photo is kept in (core's productPhotoWidths), 4:3. */
const photoWidths = [320, 640] as const;

/** `src` and `srcSet` of a product's picture: an uploaded photo in its widths, or an app image. */
function sourcesOf(src: string): { src: string; srcSet?: string } | undefined {
  if (!src.startsWith('uploads/')) return { src };
  const urls = photoWidths.map((width) => [width, backend.productPhotoUrl(src, width)] as const);
  const [smallest] = urls;
  if (!smallest?.[1]) return undefined;
  return {
    src: smallest[1],
    srcSet: urls.map(([width, url]) => `${url} ${width}w`).join(', '),
  };
}

/** The same word always gets the same tone, so a category keeps its colour across screens. */
function toneOf(word: string): (typeof tones)[number] {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? 'teal';
}

/**
 * A product's picture, or (when it has none or it fails to load) a tinted tile with the icon
 * of its category. Decorative: the product's name is always written next to it.
 */
export function ProductImage({
  src,
  name,
  category,
  size = 'card',
}: {
  src?: string | undefined;
  name: string;
  category?: string;
  size?: 'card' | 'large' | 'thumb';
}) {
  const [failed, setFailed] = useState(false);
  const className = `product-image product-image--${size} product-image--${toneOf(category || name)}`;
  const sources = src && !failed ? sourcesOf(src) : undefined;
  if (sources) {
    return (
      <span className={className} aria-hidden="true">
        <img
          {...sources}
          sizes={sources.srcSet ? photoSizes[size] : undefined}
          width={320}
          height={240}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={className} aria-hidden="true">
      <SvgIcon d={productIcon(category ?? '', name)} size={iconSize[size]} />
    </span>
  );
}
