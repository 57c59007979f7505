import { useEffect, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
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
      <video
        ref={videoRef}
        src={src}
        poster={poster}
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
