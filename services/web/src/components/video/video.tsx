import { useEffect, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { onceInView } from '../../lib/in-view';
import styles from './video.module.css';

/** A WebVTT captions file, for a video where someone speaks. */
export type TVideoCaptions = {
  src: string;
  /** The captions' language, e.g. 'es'. */
  srcLang: string;
  /** The name in the player's captions menu, e.g. 'Español'. */
  label: string;
};

/** Props of {@link Video}. */
export type TVideoProps = {
  src: string;
  /** The file's MIME type, e.g. 'video/mp4': when the browser says it cannot play it, the fallback shows. */
  type?: string;
  /** The image shown until play (the only thing fetched before then). */
  poster: string;
  /**
   * For a video below the fold: the poster is set once the video comes within {@link POSTER_MARGIN} of
   * the viewport (after hydration), so it does not share a slow connection with the page's first paint
   * (the home page's Lighthouse LCP, BENCHMARKS.md). Until then the box is reserved, navy, with its
   * controls; without JavaScript it stays so.
   */
  posterWhenNear?: boolean;
  /** Intrinsic size, so the box is reserved before the poster arrives (no layout shift). */
  width: number;
  height: number;
  captions?: TVideoCaptions;
  /** The video's accessible name, when the text around it does not say what it is. */
  label?: string;
  /** Shown when the browser cannot play the video, in the page's language (SPEC §8). */
  fallback: string;
  /** The text of the link to the file that follows the fallback, e.g. 'Open the video' / 'Abrir el video'. */
  fileLinkLabel: string;
  className?: string;
};

/** How near the viewport a video with `posterWhenNear` gets its poster. */
export const POSTER_MARGIN = '400px 0px';

/**
 * A `<video>` that shows its poster and fetches nothing else until the visitor presses play
 * (`preload="none"`), with native controls, inline playback on phones and optional captions. The fallback
 * text and a link to the file are inside `<video>` (browsers without video) and shown under it when the
 * browser cannot play the file (its type is unsupported, or loading fails).
 *
 * @example
 * <Video src={mediaPath('intro.mp4')} type="video/mp4" poster={mediaPath('intro.jpg')} width={1280}
 *   height={720} captions={{ src: mediaPath('intro.es.vtt'), srcLang: 'es', label: 'Español' }}
 *   fallback={copy.videoFallback} fileLinkLabel={copy.openVideo} />
 */
export function Video({
  src,
  type,
  poster,
  posterWhenNear = false,
  width,
  height,
  captions,
  label,
  fallback,
  fileLinkLabel,
  className,
}: TVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [posterShown, setPosterShown] = useState(!posterWhenNear);

  useEffect(() => {
    const video = videoRef.current;
    if (!posterWhenNear || !video) return;
    return onceInView(video, () => setPosterShown(true), POSTER_MARGIN);
  }, [posterWhenNear]);

  useEffect(() => {
    if (type && videoRef.current?.canPlayType(type) === '') setFailed(true);
  }, [type]);

  const fallbackText = (
    <p className={styles.fallback}>
      {`${fallback} `}
      <a href={src}>{fileLinkLabel}</a>
    </p>
  );
  return (
    <div className={classNames(styles.video, className)}>
      {/* The sample clips have no speech; captions arrive with the videos the firm uploads (issue 30). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        src={src}
        poster={posterShown ? poster : undefined}
        width={width}
        height={height}
        preload="none"
        controls
        playsInline
        aria-label={label}
        onError={() => setFailed(true)}
      >
        {captions ? (
          <track
            kind="captions"
            src={captions.src}
            srcLang={captions.srcLang}
            label={captions.label}
            default
          />
        ) : null}
        {fallbackText}
      </video>
      {failed ? fallbackText : null}
    </div>
  );
}
