import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ALERT_NAMES } from '../../packages/shared/src/ops/alert-catalog';
import { repoPaths } from '../../packages/shared/src/server/paths';
import { containersOf, selects } from './validate/pod-spec';
import { ALERT_TESTS, promtool } from './validate/promtool';
import { K8S_DIR, ofKind, renderOverlay, type TK8sObject } from './validate/render';

const SERVICES = ['web', 'content-api', 'leads-api', 'worker'];

type TRule = { alert?: string; expr: string; annotations?: Record<string, string> };
type TGroups = { name: string; rules: TRule[] }[];
type TServiceObject = TK8sObject & {
  spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
};
type TMonitor = TK8sObject & {
  spec: { selector: { matchLabels: Record<string, string> }; endpoints: TEndpoint[] };
};
type TEndpoint = { port: string; path: string };

/** `## Heading` → its anchor as GitHub writes it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
const readme = readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8');
const anchors = new Set(
  [...readme.matchAll(/^#{2,4} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')),
);

/** The metric names the services declare (`counter('…'`, `gauge('…'`, … in their source, `firm_` + name). */
function declaredMetrics(): Set<string> {
  const root = repoPaths().root;
  const files = ['services', 'packages/shared/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\/src\/.*\.ts$|^server\/.*\.ts$/.test(file) && !file.includes('node_modules'),
      )
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => path.join(dir, file)),
  );
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(
      /(?:counter|gauge|histogram|Gauge|storeGauge)\(\s*[`']([a-z_]+)/g,
    ))
      names.add(`firm_${match[1]}`);
  }
  // the up gauges are named from their store (store-metrics.ts)
  names.add('firm_postgres_up').add('firm_redis_up');
  return names;
}

/** Every `firm_*` metric an expression reads, without a histogram's series suffix. */
function firmMetricsOf(expr: string): string[] {
  return [...expr.matchAll(/\bfirm_[a-z_]+/g)].map((match) =>
    match[0].replace(/_(count|sum|bucket)$/, ''),
  );
}

describe('infra/k8s monitoring (prod overlay)', () => {
  let objects: TK8sObject[];
  let groups: TGroups;
  beforeAll(() => {
    objects = renderOverlay('prod');
    const [rule] = ofKind<{ spec: { groups: TGroups } }>(objects, 'PrometheusRule');
    groups = rule?.spec.groups ?? [];
  });
  const rules = () => groups.flatMap((group) => group.rules);

  it('When the prod overlay is rendered, then it has the monitors, the rules and the dashboard, and the dev overlay none', () => {
    expect(ofKind(objects, 'PrometheusRule').map((o) => o.metadata.name)).toEqual([
      'firm-site-alerts',
    ]);
    expect(
      ofKind(objects, 'ServiceMonitor')
        .map((o) => o.metadata.name)
        .sort(),
    ).toEqual([...SERVICES].sort());
    const dashboards = ofKind(objects, 'ConfigMap').filter(
      (o) => o.metadata.labels?.grafana_dashboard === '1',
    );
    expect(dashboards.map((o) => o.metadata.name)).toEqual(['firm-site-dashboard']);
    const dev = renderOverlay('dev');
    expect(dev.filter((o) => o.apiVersion.startsWith('monitoring.coreos.com'))).toEqual([]);
  });

  it('When Prometheus follows a ServiceMonitor, then it reaches /metrics on a port of the service’s container that the network policy opens to it (never the edge’s public port)', () => {
    const services = ofKind<Pick<TServiceObject, 'spec'>>(objects, 'Service');
    const policy = ofKind<{
      spec: { podSelector: { matchExpressions: { values: string[] }[] }; ingress: unknown[] };
    }>(objects, 'NetworkPolicy').find((p) => p.metadata.name === 'allow-prometheus');
    const opened = JSON.stringify(policy?.spec.ingress ?? []);
    expect(policy?.spec.podSelector.matchExpressions[0]?.values.sort()).toEqual(
      [...SERVICES].sort(),
    );
    for (const monitor of ofKind<Pick<TMonitor, 'spec'>>(objects, 'ServiceMonitor')) {
      const name = monitor.metadata.name;
      const service = services.find((s) =>
        selects(monitor.spec.selector.matchLabels, s.metadata.labels ?? {}),
      );
      expect({ name, service: service?.metadata.name }).toEqual({ name, service: name });
      const deployment = ofKind(objects, 'Deployment').find((d) => d.metadata.name === name);
      const containerPorts = containersOf(deployment as TK8sObject).flatMap((c) => c.ports ?? []);
      for (const endpoint of monitor.spec.endpoints) {
        expect(endpoint.path).toBe('/metrics');
        const target = service?.spec.ports.find((p) => p.name === endpoint.port)?.targetPort;
        const port = containerPorts.find((p) => p.name === target)?.containerPort;
        expect({ name, port }).toEqual({ name, port: expect.any(Number) });
        expect(port).not.toBe(3000);
        expect(opened).toContain(`"port":${port}`);
      }
    }
  });

  it('When promtool checks the rules and runs their unit tests, then both succeed', () => {
    const { check, test } = promtool(groups);
    expect({ status: check.status, output: check.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS: 9 rules found'),
    });
    expect({ status: test.status, output: test.output }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  });

  it('When an operator is alerted, then each of the shared alerts has a summary, a description, a runbook section in the README, and a firing and a quiet promtool case', () => {
    expect(
      rules()
        .map((rule) => rule.alert)
        .sort(),
    ).toEqual([...ALERT_NAMES].sort());
    const cases = parse(readFileSync(ALERT_TESTS, 'utf8')) as {
      tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    };
    const evaluations = cases.tests.flatMap((t) => t.alert_rule_test);
    for (const rule of rules()) {
      const { summary, description, runbook_url: runbook } = rule.annotations ?? {};
      expect({
        alert: rule.alert,
        summary: Boolean(summary),
        description: Boolean(description),
      }).toEqual({ alert: rule.alert, summary: true, description: true });
      const [file, anchor] = (runbook ?? '').split('#');
      expect({ alert: rule.alert, file, anchor: anchors.has(anchor ?? '') }).toEqual({
        alert: rule.alert,
        file: 'infra/k8s/README.md',
        anchor: true,
      });
      const mine = evaluations.filter((e) => e.alertname === rule.alert);
      expect({
        alert: rule.alert,
        fires: mine.some((e) => e.exp_alerts.length > 0),
        quiet: mine.some((e) => e.exp_alerts.length === 0),
      }).toEqual({ alert: rule.alert, fires: true, quiet: true });
    }
  });

  it('When the rules and the dashboard read a firm_* metric, then a service declares it', () => {
    const declared = declaredMetrics();
    const [dashboardMap] = ofKind<{ data: Record<string, string> }>(objects, 'ConfigMap').filter(
      (o) => o.metadata.labels?.grafana_dashboard === '1',
    );
    const dashboard = JSON.parse(dashboardMap?.data['firm-site.json'] ?? '{}') as {
      title: string;
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    expect(dashboard.title).toBeTruthy();
    const exprs = [
      ...rules().map((rule) => rule.expr),
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr)),
    ];
    expect(dashboard.panels.length).toBeGreaterThan(10);
    const unknown = [...new Set(exprs.flatMap(firmMetricsOf))].filter(
      (name) => !declared.has(name),
    );
    expect(unknown).toEqual([]);
  });
});
