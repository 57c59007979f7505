import type { TReferral } from '@firm/shared/forms/referral-schemas';
import { t } from '@firm/shared/i18n/messages';
import { REFERRAL_INTENT } from '../utils/referral-intent';
import styles from './referral-form.module.css';

/** Props of {@link ReferralTable}. */
export type TReferralTableProps = {
  items: TReferral[];
  editing: number | null;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

const LOCALE = 'es';

/**
 * The referrals added so far, in a box that scrolls past 200 px, each with EDITAR and ELIMINAR; 'No hay
 * referidos aún' while it is empty. The buttons also work before JavaScript (the edge applies them).
 */
export function ReferralTable({ items, editing, onEdit, onRemove }: TReferralTableProps) {
  if (items.length === 0)
    return (
      <p className={styles.empty} data-testid="referrals-empty">
        {t(LOCALE, 'referrals.empty')}
      </p>
    );
  return (
    <div
      className={styles.tableBox}
      data-testid="referrals-table"
      tabIndex={0}
      role="region"
      aria-label={t(LOCALE, 'referrals.list')}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t(LOCALE, 'field.name')}</th>
            <th scope="col">{t(LOCALE, 'field.phone')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr
              key={`${index}-${item.nombre}-${item.phone}`}
              aria-current={editing === index ? 'true' : undefined}
            >
              <td>{item.nombre}</td>
              <td>{item.phone}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="submit"
                    name={REFERRAL_INTENT.field}
                    value={`${REFERRAL_INTENT.edit}${index}`}
                    className={styles.rowButton}
                    aria-label={`${t(LOCALE, 'referrals.edit')} ${item.nombre}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onEdit(index);
                    }}
                  >
                    {t(LOCALE, 'referrals.edit')}
                  </button>
                  <button
                    type="submit"
                    name={REFERRAL_INTENT.field}
                    value={`${REFERRAL_INTENT.remove}${index}`}
                    className={styles.rowButton}
                    aria-label={`${t(LOCALE, 'referrals.delete')} ${item.nombre}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onRemove(index);
                    }}
                  >
                    {t(LOCALE, 'referrals.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
