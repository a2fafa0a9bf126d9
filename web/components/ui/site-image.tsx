import type { ImgHTMLAttributes } from 'react';
import type { SiteMediaSlot } from '../../../domain/site-media';
import { useSiteSlot } from '../../lib/site-media';

/**
 * An image of a public page that staff may replace (/admin/media): the uploaded picture with its
 * srcset and alt text when the slot is filled, otherwise (and while loading, or if the call
 * fails) the page's built-in art.
 */
export function SiteImage({
  slot,
  src,
  alt,
  width,
  height,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet'> & { slot: SiteMediaSlot; src: string; alt: string; width: number; height: number }) {
  const { image } = useSiteSlot(slot);
  if (!image) return <img src={src} alt={alt} width={width} height={height} data-site-slot={slot} {...rest} />;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      data-site-slot={slot}
      data-site-image=""
      {...rest}
    />
  );
}
