import { useId } from 'react';
import { Link } from '../../lib/site-router';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { ChevronRightIcon, PlayIcon } from '../../components/icons';
import { MediaImage } from '../../components/media-image';
import { LazyBackground } from '../../components/reveal/lazy-background';
import { Reveal } from '../../components/reveal/reveal';
import { Video } from '../../components/video/video';
import { PageText } from '../kit/page-text';
import { COPY } from './home-copy';
import type { THomeData } from './home-data';
import { HOME_MEDIA } from './home-media';
import styles from './home-page.module.css';

/** Props of the home page's sections. */
export type THomeSectionProps = { locale: TLocale; data: THomeData };

/** The firm's clip (content-api encodes it at 640×360) and the live thumbnails' size. */
const CLIP = { width: 640, height: 360 } as const;
const THUMB = { width: 960, height: 540 } as const;

/** About us (SPEC §2): the firm's story (page text `home/about`) beside its short video, poster first. */
export function AboutSection({ locale, data }: THomeSectionProps) {
  const copy = COPY[locale];
  const headingId = useId();
  const about = data.text['about'];
  return (
    <Reveal as="section" labelledBy={headingId} className={`container ${styles.section}`}>
      <div className={styles.split}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {copy.aboutHeading}
          </h2>
          {about ? <PageText html={about} /> : null}
          <Link to={getHref('aboutUs', locale)} className={styles.more}>
            {copy.aboutLink}
            <ChevronRightIcon className={styles.icon} />
          </Link>
        </div>
        <Video
          src={mediaPath(data.media[HOME_MEDIA.video]?.file ?? HOME_MEDIA.video)}
          type="video/mp4"
          poster={mediaPath(data.media[HOME_MEDIA.poster]?.file ?? HOME_MEDIA.poster)}
          posterWhenNear
          width={CLIP.width}
          height={CLIP.height}
          label={copy.videoLabel}
          fallback={copy.videoFallback}
          fileLinkLabel={copy.openVideo}
          className={styles.video}
        />
      </div>
    </Reveal>
  );
}

/** The mission (page text `home/mission`) on a navy band whose night-sky picture loads on approach. */
export function MissionSection({ locale, data }: THomeSectionProps) {
  const headingId = useId();
  const mission = data.text['mission'];
  const background = data.media[HOME_MEDIA.missionBackground]?.file ?? HOME_MEDIA.missionBackground;
  return (
    <LazyBackground as="section" src={mediaPath(background)} className={styles.mission}>
      <Reveal className="container" labelledBy={headingId}>
        <h2 id={headingId} className={styles.missionHeading}>
          {COPY[locale].missionHeading}
        </h2>
        {mission ? <PageText html={mission} className={styles.missionText} /> : null}
      </Reveal>
    </LazyBackground>
  );
}

/**
 * The founder's live streams (SPEC §2): a line about them and the newest stream's picture, both leading
 * to her page `/{name}` (the name from the site configuration), where every stream is listed.
 */
export function LivesSection({
  locale,
  data,
  siteConfig,
}: THomeSectionProps & { siteConfig: TSiteConfig | null }) {
  const copy = COPY[locale];
  const headingId = useId();
  const href = getHref('founderLanding', locale, {
    name: siteConfig?.firm.founder_slug ?? FOUNDER_SLUG,
  });
  const live = data.live;
  return (
    <Reveal as="section" labelledBy={headingId} className={`container ${styles.section}`}>
      <div className={styles.split}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {copy.livesHeading}
          </h2>
          <p className={styles.lead}>{copy.livesText}</p>
          <Link to={href} className={styles.button}>
            {copy.livesLink}
          </Link>
        </div>
        {live ? (
          <Link to={href} className={styles.live} data-slot="latest-live">
            <span className={styles.liveFrame}>
              <MediaImage
                info={live.info}
                file={live.image}
                alt=""
                sizes="(max-width: 767px) 100vw, 560px"
                width={THUMB.width}
                height={THUMB.height}
                className={styles.liveImage}
              />
              <span className={styles.play} aria-hidden="true">
                <PlayIcon />
              </span>
            </span>
            <span className={styles.liveCaption}>
              <span className={styles.liveLabel}>{copy.livesLatest}</span>
              <span className={styles.liveName}>{live.name}</span>
            </span>
          </Link>
        ) : null}
      </div>
    </Reveal>
  );
}

const VISA_LINKS = [
  { key: 'humanitarian', route: 'humanitarianVisa' },
  { key: 'vawa', route: 'vawaVisa' },
  { key: 'tVisa', route: 'tVisa' },
  { key: 'uVisa', route: 'uVisa' },
  { key: 'k1', route: 'k1Visa' },
] as const;

/** The visas the firm works on (links to their pages) and how a case goes (page text `home/how-it-works`). */
export function VisasSection({ locale, data }: THomeSectionProps) {
  const copy = COPY[locale];
  const headingId = useId();
  const how = data.text['how-it-works'];
  return (
    <Reveal as="section" labelledBy={headingId} className={styles.visas}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {copy.visasHeading}
        </h2>
        <p className={styles.lead}>{copy.visasLead}</p>
        <ul className={styles.visaLinks}>
          {VISA_LINKS.map((visa) => (
            <li key={visa.key}>
              <Link to={getHref(visa.route, locale)} className={styles.visaLink}>
                {copy.visas[visa.key]}
                <ChevronRightIcon className={styles.icon} />
              </Link>
            </li>
          ))}
        </ul>
        {how ? (
          <>
            <h3 className={styles.subheading}>{copy.howHeading}</h3>
            <PageText html={how} className={styles.steps} />
          </>
        ) : null}
      </div>
    </Reveal>
  );
}
