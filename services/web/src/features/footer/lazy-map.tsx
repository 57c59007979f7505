import { useEffect, useRef, useState } from 'react';
import { mapEmbedUrl } from '../../lib/embeds';
import styles from './footer.module.css';

/** Props of {@link LazyMap}. */
export type TLazyMapProps = { address: string; title: string; placeholder: string };

/**
 * The office map: nothing from the maps provider loads until the box scrolls into view (SPEC §4: it fades
 * in on scroll); then the iframe loads and fades in (instantly with reduced motion).
 */
export function LazyMap({ address, title, placeholder }: TLazyMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div
      ref={boxRef}
      className={styles.map}
      data-testid="footer-map"
      data-state={loaded ? 'loaded' : visible ? 'loading' : 'idle'}
    >
      {visible ? (
        <iframe
          src={mapEmbedUrl(address)}
          title={title}
          className={styles.mapFrame}
          data-loaded={loaded}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {!loaded ? <p className={styles.mapPlaceholder}>{placeholder}</p> : null}
    </div>
  );
}
