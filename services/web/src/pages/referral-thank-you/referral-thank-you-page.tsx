import { Link } from '../../lib/site-router';
import { t } from '@firm/shared/i18n/messages';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PhoneLink } from '../../components/phone-link';
import { PHONE_IDS, phoneById } from '../../lib/content/site-config';
import { CopyBanner } from '../kit/page-frame';
import { trailOf } from '../kit/trail';

// Calling a referred person who never asked is solicitation (Texas Rule 7.03): the page promises no call.
const COPY = {
  title: 'Gracias por sus referidos',
  heading: '¡Gracias! Recibimos sus referidos',
  description:
    'Recibimos sus referidos. Solo nos comunicaremos con las personas que nos pidieron ayuda.',
  lead: 'Gracias por pensar en ellos. No llamamos a nadie por iniciativa propia: nos comunicaremos con las personas que nos recomendó solo si nos buscan primero o si usted nos confirma que pidieron la llamada.',
  share: 'Lo más sencillo es que usted les comparta nuestro número:',
};

/** The referral form's thank-you page (Spanish only). Not indexed. */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY.title,
    heading: COPY.heading,
    description: COPY.description,
    breadcrumb: trailOf(locale, COPY.title),
    noindex: true,
  }),
  Page: ({ locale, head, shell }) => {
    const phone = phoneById(shell.siteConfig, PHONE_IDS.immigration);
    return (
      <CopyBanner copy={COPY} locale={locale} head={head}>
        {phone ? (
          <p>
            {COPY.share} <PhoneLink tel={phone.tel}>{phone.display}</PhoneLink>
          </p>
        ) : null}
        <p>
          <Link to={getHref('home', locale)}>{t(locale, 'notFound.home')}</Link>
        </p>
      </CopyBanner>
    );
  },
};
