/** The samples of a Prometheus text answer: `name{labels}` → value. */
export type TScrape = {
  text: string;
  value: (name: string, labels?: Record<string, string>) => number;
};

/** The label set of a sample line, sorted, as written (`{a="1",b="2"}`). */
function labelKey(labels: Record<string, string>): string {
  const entries = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? '' : `{${entries.map(([k, v]) => `${k}="${v}"`).join(',')}}`;
}

/** Parses one sample line into its name, sorted label key and value. */
function parseLine(line: string): { name: string; key: string; value: number } | null {
  const match = /^([a-zA-Z_:][\w:]*)(\{.*\})?\s+(\S+)/.exec(line);
  if (!match) return null;
  const [, name = '', rawLabels, value = 'NaN'] = match;
  const labels: Record<string, string> = {};
  for (const pair of rawLabels?.slice(1, -1).matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? [])
    labels[pair[1] as string] = pair[2] as string;
  return { name, key: labelKey(labels), value: Number(value) };
}

/** Every label set of a metric's samples (the label keys as written, sorted). */
export function labelSets(text: string, name: string): string[] {
  return text
    .split('\n')
    .map(parseLine)
    .filter((sample) => sample?.name === name)
    .map((sample) => sample?.key ?? '');
}

/** GETs a `/metrics` URL; `value` reads one sample (0 when absent, as a counter not yet moved). */
export async function scrape(url: string): Promise<TScrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const sample = parseLine(line);
    if (sample) samples.set(`${sample.name}${sample.key}`, sample.value);
  }
  return { text, value: (name, labels = {}) => samples.get(`${name}${labelKey(labels)}`) ?? 0 };
}
