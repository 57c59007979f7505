import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { firmLabel } from '@firm/shared/studio/studio-firm-labels';
import { StudioField } from '../components/studio-field';

/** What every section of the firm's editor gets. */
export type TFirmSectionProps = {
  locale: TLocale;
  doc: TSiteConfig;
  change: (update: (current: TSiteConfig) => TSiteConfig) => void;
  /** Problems by field path (`phones.0.tel`), the browser's and the API's. */
  errors: Record<string, string>;
};

/** The id of a field's control from its path (`phones.0.tel` → `firm-phones-0-tel`). */
export const fieldId = (path: string) => `firm-${path.replace(/\./g, '-')}`;

/**
 * A text field of the firm's facts: labelled with the field's name (studio-firm-labels.ts), its
 * problem below it.
 */
export function FirmText(props: {
  locale: TLocale;
  path: string;
  value: string | undefined;
  onChange: (value: string) => void;
  errors: Record<string, string>;
  hint?: string;
  lang?: string;
  multiline?: boolean;
  label?: string;
}) {
  const leaf = props.path.split('.').at(-1) ?? props.path;
  return (
    <StudioField
      id={fieldId(props.path)}
      label={props.label ?? firmLabel(props.locale, leaf)}
      value={props.value ?? ''}
      onChange={props.onChange}
      error={
        props.errors[props.path] ??
        Object.entries(props.errors).find(([field]) => field.startsWith(`${props.path}.`))?.[1]
      }
      hint={props.hint}
      {...(props.lang ? { lang: props.lang } : {})}
      {...(props.multiline ? { multiline: true } : {})}
    />
  );
}
