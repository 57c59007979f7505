/** The leads the arguments name, or 'dead-letters'; null when they make no sense. */
export function parseRedriveArgs(argv: string[]): number[] | 'dead-letters' | null {
  if (argv.length === 1 && argv[0] === '--dead-letters') return 'dead-letters';
  const ids: number[] = [];
  for (let i = 0; i < argv.length; i += 2) {
    const id = Number(argv[i + 1]);
    if (argv[i] !== '--lead' || !Number.isSafeInteger(id) || id < 1) return null;
    ids.push(id);
  }
  return ids.length > 0 ? ids : null;
}
