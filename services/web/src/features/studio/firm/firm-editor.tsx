import { useEffect, useState, type ReactNode } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { firmFieldLabel } from '@firm/shared/studio/studio-firm-labels';
import type { TStudioFirm } from '@firm/shared/studio/studio-firm';
import { RevisionsPanel } from '../components/revisions-panel';
import { SaveBar } from '../components/save-bar';
import styles from '../components/post-editor.module.css';
import { FirmAcknowledgment } from './firm-acknowledgment';
import { FIRM_COPY } from './firm-copy';
import firmStyles from './firm-editor.module.css';
import { FirmHours } from './firm-hours';
import { FirmLinks } from './firm-links';
import { FirmNames } from './firm-names';
import { FirmOffices } from './firm-offices';
import { FirmPhones } from './firm-phones';
import { FirmPublish } from './firm-publish';
import { FirmResponsible } from './firm-responsible';
import { useFirmEditor } from './use-firm-editor';

const ORDER = [
  'firm',
  'email',
  'phones',
  'offices',
  'whatsapp',
  'social',
  'sister_sites',
  'sister_firm_names',
  'google_review_url',
  'office_hours',
  'callback',
  'responsible_attorney',
  'acknowledgment',
];

/**
 * The firm's facts (issue 30 §2, admins only): a form in sections, checked in the browser with the
 * site configuration's schema as it is typed; saving with the revision it was based on (a 409 keeps
 * the draft), the API's problems at their fields, a preview of the footer with the draft, publishing
 * (both languages at once) and the revisions, restorable, with the facts shipped with the site.
 */
export function FirmEditor(props: {
  locale: TLocale;
  csrfToken: string;
  firm: TStudioFirm;
  /** The footer with the draft (composed by the page); `valid`: the draft passes the schema. */
  preview: (doc: TSiteConfig, valid: boolean) => ReactNode;
}) {
  const { locale, csrfToken } = props;
  const copy = FIRM_COPY[locale];
  const model = useFirmEditor({ locale, csrfToken, firm: props.firm });
  const { doc, errors, change, firm } = model;
  const section = { locale, doc, change, errors };
  // marks the form as working (typing before hydration would be lost)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div
      className={styles.editor}
      data-ready={ready ? 'true' : undefined}
      data-testid="firm-editor"
    >
      {firm.sample ? (
        <p className={firmStyles.sample} data-testid="firm-sample">
          {copy.sample}
        </p>
      ) : null}
      <SaveBar locale={locale} model={model} alsoEditing={copy.alsoEditing} />
      <FirmNames {...section} />
      <FirmPhones {...section} />
      <FirmOffices {...section} />
      <FirmLinks {...section} />
      <FirmHours {...section} />
      <FirmResponsible {...section} />
      <FirmAcknowledgment {...section} />
      {props.preview(doc, model.checked.length === 0)}
      <FirmPublish
        locale={locale}
        firm={firm}
        busy={model.save.kind === 'saving'}
        publish={() => model.publish(['es', 'en'])}
      />
      <RevisionsPanel<TStudioFirm>
        locale={locale}
        csrfToken={csrfToken}
        paths={{
          list: studioUrl('firmRevisions'),
          revision: (rev) => studioUrl('firmRevision', { rev }),
          restore: (rev) => studioUrl('firmRestore', { rev }),
        }}
        head={firm.revision}
        current={doc}
        labelOf={(path) => firmFieldLabel(locale, path)}
        order={ORDER}
        sample
        onRestored={model.adopt}
      />
    </div>
  );
}
