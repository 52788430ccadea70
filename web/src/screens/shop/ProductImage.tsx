import { useState } from 'react';
import { SvgIcon } from '../../shell/icons';
import { productIcon } from './productIcons';

const tones = ['green', 'amber', 'blue', 'rose', 'purple', 'teal'] as const;

const iconSize = { card: 44, large: 96, thumb: 30 } as const;

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
  if (src && !failed) {
    return (
      <span className={className} aria-hidden="true">
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={className} aria-hidden="true">
      <SvgIcon d={productIcon(category ?? '', name)} size={iconSize[size]} />
    </span>
  );
}
