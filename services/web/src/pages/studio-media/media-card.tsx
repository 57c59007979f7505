import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import type { TStudioMediaItem } from '@firm/shared/studio/studio-media';
import { AltTextForm } from './alt-text-form';
import { DeleteFile } from './delete-file';
import { formatBytes } from './format-bytes';
import { mediaUseHref } from './media-use-link';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import type { TMediaItemProps } from './use-media-library';

/** The smallest WebP rendition of an image (the original when it has none). */
function thumbnailOf(item: TStudioMediaItem): string {
  const webp = item.info.variants.filter((v) => v.content_type === 'image/webp');
  return mediaPath((webp[0] ?? item.info).file);
}

function VideoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="5"
        width="14"
        height="14"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M16 10l6-4v12l-6-4z" fill="currentColor" />
    </svg>
  );
}

function Uses({ item, locale }: { item: TStudioMediaItem; locale: TLocale }) {
  const copy = COPY[locale];
  if (item.used_in.length === 0) return <p className={styles.meta}>{copy.notUsed}</p>;
  return (
    <div>
      <h4 className={styles.usesHeading}>{copy.usedIn}</h4>
      <ul className={styles.uses}>
        {item.used_in.map((use) => {
          const href = mediaUseHref(use, locale);
          const label = use.kind === 'site' ? copy.siteDesign : use.label;
          return (
            <li key={`${use.kind}|${use.key}|${use.field}`}>
              {copy.uses[use.kind] ?? use.kind}:{' '}
              {href ? <a href={href}>{label}</a> : <span>{label}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One file of the library: its preview, facts, alt texts, where it is used and its deletion. */
export function MediaCard({
  item,
  locale,
  library,
  onDeleted,
}: TMediaItemProps & { onDeleted: (name: string) => void }) {
  const copy = COPY[locale];
  const image = item.kind === 'image';
  const { width, height } = item.info;
  return (
    <article className={styles.card} aria-labelledby={`media-${item.id}`} data-testid="media-card">
      <a
        className={styles.preview}
        href={mediaPath(item.info.file)}
        aria-label={copy.openFile(item.id)}
      >
        {image ? (
          <img
            src={thumbnailOf(item)}
            alt=""
            width={width ?? undefined}
            height={height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <VideoIcon />
        )}
      </a>
      <div className={styles.body}>
        <h3 id={`media-${item.id}`} className={styles.name}>
          {item.id}
        </h3>
        {item.ready ? null : (
          <p className={styles.missing}>
            <strong>{copy.altMissing}</strong>
            <span className="visually-hidden">: {copy.altMissingLong}</span>
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{copy.kind}</dt>
            <dd>{image ? copy.kindImage : copy.kindVideo}</dd>
          </div>
          <div>
            <dt>{copy.size}</dt>
            <dd>{formatBytes(item.byte_size, locale)}</dd>
          </div>
          {width && height ? (
            <div>
              <dt>{copy.dimensions}</dt>
              <dd>{`${width} × ${height} px`}</dd>
            </div>
          ) : null}
        </dl>
        {image && item.info.variants.length ? (
          <p className={styles.meta}>{copy.variants(item.info.variants.length)}</p>
        ) : null}
        {item.uploaded_by ? (
          <p className={styles.meta}>{copy.uploadedBy(item.uploaded_by)}</p>
        ) : null}
        <AltTextForm item={item} locale={locale} library={library} />
        <Uses item={item} locale={locale} />
        <DeleteFile item={item} locale={locale} library={library} onDeleted={onDeleted} />
      </div>
    </article>
  );
}
