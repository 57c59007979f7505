import { bilingual } from '../../../lib/copy/bilingual';

/** The words of the attorney editor's list fields (bar admissions, social links, simple lists). */
export const ATTORNEY_FIELD_COPY = bilingual({
  en: {
    onePerLine: 'One per line.',
    jurisdiction: 'State or court',
    barNumber: 'Bar number',
    network: 'Network (facebook, linkedin…)',
    address: 'Profile address (https://…)',
    addAdmission: 'Add a bar admission',
    addLink: 'Add a social link',
    removeRow: (n: number) => `Remove row ${n}`,
    row: (n: number) => `Row ${n}`,
  },
  es: {
    onePerLine: 'Uno por línea.',
    jurisdiction: 'Estado o tribunal',
    barNumber: 'Número de colegiado',
    network: 'Red (facebook, linkedin…)',
    address: 'Dirección del perfil (https://…)',
    addAdmission: 'Agregar una colegiatura',
    addLink: 'Agregar una red social',
    removeRow: (n: number) => `Quitar la fila ${n}`,
    row: (n: number) => `Fila ${n}`,
  },
});
