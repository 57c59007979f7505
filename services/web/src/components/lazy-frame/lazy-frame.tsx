import { useEffect, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { onceInView } from '../../lib/in-view';
import styles from './lazy-frame.module.css';

/** Props of {@link LazyFrame}. */
export type TLazyFrameProps = {
  /** The embedded page's address (an origin the CSP's `frame-src` allows). */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** Shown until the frame has loaded (and instead of it without JavaScript). */
  placeholder: string;
  /** The caller's class: the box's size (height or aspect-ratio), background and placeholder colour. */
  className?: string;
  'data-testid'?: string;
};

// Start loading a little before the box arrives.
const LOAD_MARGIN = '200px 0px';

/**
 * A third-party frame (a map, a video) that costs nothing until it is needed: the box and its placeholder
 * text are in the server HTML; the iframe is added only when the box comes within 200 px of the viewport,
 * then fades in once loaded (instantly under reduced motion). Without IntersectionObserver it loads at
 * once; without JavaScript the placeholder stays.
 *
 * @example
 * <LazyFrame src={mapEmbedUrl(address)} title={copy.mapTitle} placeholder={copy.mapPlaceholder} className={styles.map} />
 */
export function LazyFrame({
  src,
  title,
  placeholder,
  className,
  'data-testid': testId,
}: TLazyFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return;
    return onceInView(box, () => setNear(true), LOAD_MARGIN);
  }, [near]);

  return (
    <div
      ref={boxRef}
      className={classNames(styles.box, className)}
      data-testid={testId}
      data-state={loaded ? 'loaded' : near ? 'loading' : 'idle'}
    >
      {near ? (
        <iframe
          src={src}
          title={title}
          className={styles.frame}
          data-loaded={loaded}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {!loaded ? <p className={styles.placeholder}>{placeholder}</p> : null}
    </div>
  );
}
