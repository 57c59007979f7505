import { bilingual } from '../../lib/copy/bilingual';

/** The revisions panel's words (articles and page texts). */
export const REVISIONS_COPY = bilingual({
  en: {
    heading: 'Revisions',
    lead: 'Every save is a revision. Compare one with the current text, or restore it: restoring saves it as a new revision, and the site changes only when you publish.',
    loading: 'Loading the revisions…',
    none: 'No revisions yet.',
    revision: (n: number) => `Revision ${n}`,
    current: 'current',
    byImport: 'the import',
    actions: {
      create: 'Created',
      save: 'Saved',
      restore: 'Restored',
      import: 'Imported',
      migrate: 'Migrated',
    },
    restoredFrom: (from: string) =>
      from === 'sample' ? 'from the sample text' : `from revision ${from}`,
    changed: 'Changed:',
    nothingChanged: 'nothing changed',
    showDiff: (n: number) => `Compare revision ${n} with the current text`,
    hideDiff: 'Hide the comparison',
    diffLoading: 'Loading the revision…',
    same: 'This revision is the same as the current text.',
    legend: 'Lines marked − are only in the revision; lines marked + are only in the current text.',
    onlyRevision: 'Only in the revision:',
    onlyCurrent: 'Only in the current text:',
    skipped: (n: number) => `… ${n} unchanged ${n === 1 ? 'line' : 'lines'} …`,
    restore: (n: number) => `Restore revision ${n}`,
    restoreSample: 'Restore the sample text',
    confirm: (from: number | 'sample') =>
      `Restore ${from === 'sample' ? 'the sample text' : `revision ${from}`}? It replaces the editor’s text and is saved as a new revision; the site changes only when you publish.`,
    yes: 'Yes, restore',
    cancel: 'Cancel',
    restoring: 'Restoring…',
    restored: (from: number | 'sample') =>
      `${from === 'sample' ? 'The sample text' : `Revision ${from}`} restored as a new revision.`,
    more: 'Show older revisions',
  },
  es: {
    heading: 'Revisiones',
    lead: 'Cada vez que se guarda se crea una revisión. Compárela con el texto actual o restáurela: al restaurarla se guarda como una revisión nueva, y el sitio cambia solo al publicar.',
    loading: 'Cargando las revisiones…',
    none: 'Aún no hay revisiones.',
    revision: (n: number) => `Revisión ${n}`,
    current: 'actual',
    byImport: 'la importación',
    actions: {
      create: 'Creada',
      save: 'Guardada',
      restore: 'Restaurada',
      import: 'Importada',
      migrate: 'Migrada',
    },
    restoredFrom: (from: string) =>
      from === 'sample' ? 'desde el texto de ejemplo' : `desde la revisión ${from}`,
    changed: 'Cambió:',
    nothingChanged: 'sin cambios',
    showDiff: (n: number) => `Comparar la revisión ${n} con el texto actual`,
    hideDiff: 'Ocultar la comparación',
    diffLoading: 'Cargando la revisión…',
    same: 'Esta revisión es igual al texto actual.',
    legend:
      'Las líneas marcadas con − están solo en la revisión; las marcadas con + solo en el texto actual.',
    onlyRevision: 'Solo en la revisión:',
    onlyCurrent: 'Solo en el texto actual:',
    skipped: (n: number) => `… ${n} ${n === 1 ? 'línea igual' : 'líneas iguales'} …`,
    restore: (n: number) => `Restaurar la revisión ${n}`,
    restoreSample: 'Restaurar el texto de ejemplo',
    confirm: (from: number | 'sample') =>
      `¿Restaurar ${from === 'sample' ? 'el texto de ejemplo' : `la revisión ${from}`}? Reemplaza el texto del editor y se guarda como una revisión nueva; el sitio cambia solo al publicar.`,
    yes: 'Sí, restaurar',
    cancel: 'Cancelar',
    restoring: 'Restaurando…',
    restored: (from: number | 'sample') =>
      `Se restauró ${from === 'sample' ? 'el texto de ejemplo' : `la revisión ${from}`} como una revisión nueva.`,
    more: 'Mostrar revisiones anteriores',
  },
});
