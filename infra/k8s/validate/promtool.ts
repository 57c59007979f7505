import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { K8S_DIR } from './render';

/** The alerts' unit tests, in promtool's format (they name the rules `rules.yaml`). */
export const ALERT_TESTS = path.join(K8S_DIR, 'components', 'monitoring', 'alerts.test.yaml');

/** What one promtool command said. */
export type TPromtoolRun = { status: number | null; output: string };

/**
 * `promtool check rules` and `promtool test rules` of a PrometheusRule's groups, written as a rule
 * file beside a copy of {@link ALERT_TESTS} in a temporary folder. promtool comes from Debian's
 * `prometheus` package (.ci/run installs it): a missing promtool throws, it does not skip.
 */
export function promtool(groups: unknown): { check: TPromtoolRun; test: TPromtoolRun } {
  const dir = mkdtempSync(path.join(tmpdir(), 'promtool-'));
  try {
    writeFileSync(path.join(dir, 'rules.yaml'), stringify({ groups }));
    copyFileSync(ALERT_TESTS, path.join(dir, 'alerts.test.yaml'));
    const run = (args: string[]): TPromtoolRun => {
      const result = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
      if (result.error)
        throw new Error(
          `promtool could not run (${result.error.message}): apt-get install prometheus`,
        );
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    };
    return {
      check: run(['check', 'rules', 'rules.yaml']),
      test: run(['test', 'rules', 'alerts.test.yaml']),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
