import { preload } from 'react-dom';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { mediaPath } from '@firm/shared/routes/api-paths';

/** Props of {@link MediaImage}. */
export type TMediaImageProps = {
  /** The file and its renditions as the content service describes them. */
  info: TMediaInfo | null | undefined;
  /** The file name when no media info is known. */
  file: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** The largest image above the fold (hero, article image): fetched first and never lazily. */
  priority?: boolean;
  className?: string;
  /** Fallback intrinsic size when there is no media info (keeps the layout from shifting). */
  width?: number;
  height?: number;
};

function srcSetOf(info: TMediaInfo, type: string): string {
  return info.variants
    .filter((variant) => variant.content_type === type)
    .map((variant) => `${mediaPath(variant.file)} ${variant.width}w`)
    .join(', ');
}

/**
 * A content image with its width/height and AVIF/WebP `srcset` renditions; lazy unless `priority`
 * (then `fetchpriority="high"` and, with renditions, a preload of the best format in the document's head).
 */
export function MediaImage({
  info,
  file,
  alt,
  sizes,
  priority = false,
  className,
  width,
  height,
}: TMediaImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const img = (
    <img
      src={mediaPath(info?.file ?? file)}
      alt={alt}
      width={info?.width ?? width}
      height={info?.height ?? height}
      loading={loading}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
  if (!info || info.variants.length === 0) return img;
  const sources = ['image/avif', 'image/webp']
    .map((type) => ({ type, srcSet: srcSetOf(info, type) }))
    .filter((source) => source.srcSet);
  // The page's largest paint: a preload in the head starts it before the render-blocking styles arrive.
  const best = sources[0];
  if (priority && best) {
    preload(mediaPath(info.file), {
      as: 'image',
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
