import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthRoutes } from '../../packages/shared/src/server/http';
import { repoPaths } from '../../packages/shared/src/server/paths';
import { containersOf, podTemplateOf, selects, type TContainer } from './validate/pod-spec';
import { ofKind, renderOverlay, schemaErrors, type TK8sObject } from './validate/render';
import {
  dockerTargets,
  repoFile,
  schemaKeys,
  SECRET_PLACEHOLDERS,
  SERVICES,
  shutdownBoundMs,
  UNSET_IN_CLUSTER,
} from './validate/services';

const SECRET_NAME = 'firm-secrets';
const IMAGE = /^(?:.+\/)?firm-site\/([\w-]+):([\w.-]+)$/;

/** The variables a container reads: ConfigMap data through envFrom, and env entries (→ secret keys). */
function environmentOf(container: TContainer, objects: TK8sObject[]) {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    const configMap = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name);
    if (!configMap) problems.push(`envFrom names a missing ConfigMap ${String(name)}`);
    Object.assign(values, (configMap?.data as Record<string, string> | undefined) ?? {});
    if (source.secretRef) problems.push('envFrom of a whole Secret: name the keys one by one');
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (ref && ref.name !== SECRET_NAME) problems.push(`${entry.name} reads Secret ${ref.name}`);
    const value = ref ? SECRET_PLACEHOLDERS[ref.key] : entry.value;
    if (value === undefined) problems.push(`${entry.name}: no value and no known secret key`);
    values[entry.name] = value ?? '';
  }
  return { values, problems };
}

const healthPaths = (healthRoutes([]).stack as { route?: { path: string } }[]).flatMap((layer) =>
  layer.route ? [layer.route.path] : [],
);

describe.each(['dev', 'prod'] as const)('infra/k8s overlay %s', (overlay) => {
  let objects: TK8sObject[];
  beforeAll(() => {
    objects = renderOverlay(overlay);
  });
  const deployments = () =>
    ofKind(objects, 'Deployment').filter((d) => d.metadata.name in SERVICES);

  it('When rendered, then every object is valid against the Kubernetes schemas', async () => {
    expect(objects.length).toBeGreaterThan(20);
    const errors = (await Promise.all(objects.map(schemaErrors))).flat();
    expect(errors).toEqual([]);
  });

  it('When the four services are deployed, then each reads only keys its zod schema accepts, and parses', () => {
    expect(
      deployments()
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(Object.keys(SERVICES).sort());
    for (const deployment of deployments()) {
      const service = deployment.metadata.name;
      const keys = schemaKeys(service);
      const [container] = podTemplateOf(deployment).spec.containers;
      const { values, problems } = environmentOf(container as TContainer, objects);
      expect({ service, problems }).toEqual({ service, problems: [] });

      const unknown = Object.keys(values).filter((key) => !keys.includes(key));
      expect({ service, unknown }).toEqual({ service, unknown: [] });

      const unset = keys.filter((key) => !(key in values) && !UNSET_IN_CLUSTER[service]?.[key]);
      expect({ service, unset }).toEqual({ service, unset: [] });
      const parsed = SERVICES[service]?.schema.safeParse(values);
      expect({ service, issues: parsed?.error?.issues ?? [] }).toEqual({ service, issues: [] });
    }
  });

  it('When the worker runs in the cluster, then it sends mail over SMTP only', () => {
    const worker = deployments().find((d) => d.metadata.name === 'worker') as TK8sObject;
    const { values } = environmentOf(
      podTemplateOf(worker).spec.containers[0] as TContainer,
      objects,
    );
    expect(values.MAIL_TRANSPORT).toBe('smtp');
    const withoutSmtp = { ...values, SMTP_URL: undefined };
    expect(SERVICES.worker?.schema.safeParse(withoutSmtp).success).toBe(false);
  });

  it('When a probe asks a service, then its path is a health route that service mounts', () => {
    expect(healthPaths).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    for (const deployment of deployments()) {
      const service = deployment.metadata.name;
      expect(repoFile(SERVICES[service]?.appFile ?? '')).toMatch(/healthRoutes\(/);
      const container = podTemplateOf(deployment).spec.containers[0] as TContainer;
      const portNames = (container.ports ?? []).map((p) => p.name);
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
        const get = container[probe]?.httpGet;
        expect({ service, probe, path: get?.path && healthPaths.includes(get.path) }).toEqual({
          service,
          probe,
          path: true,
        });
        expect(portNames).toContain(get?.port);
      }
    }
  });

  it('When a Service is defined, then it selects a workload that has its target port', () => {
    const workloads = [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'StatefulSet')];
    for (const service of ofKind<{
      spec: { selector: Record<string, string>; ports: { targetPort: string }[] };
    }>(objects, 'Service')) {
      const target = workloads.find((w) =>
        selects(service.spec.selector, podTemplateOf(w).metadata.labels),
      );
      expect({ service: service.metadata.name, selects: target?.metadata.name ?? null }).toEqual({
        service: service.metadata.name,
        selects: service.metadata.name,
      });
      const names = containersOf(target as TK8sObject).flatMap((c) =>
        (c.ports ?? []).map((p) => p.name),
      );
      for (const port of service.spec.ports) expect(names).toContain(port.targetPort);
    }
  });

  it('When an image of ours is used, then it is a Dockerfile target, exposes the container port, and all share one tag', () => {
    const targets = dockerTargets();
    const tags = new Set<string>();
    for (const workload of [...deployments(), ...ofKind(objects, 'Job')]) {
      for (const container of containersOf(workload)) {
        const match = IMAGE.exec(container.image);
        expect({ image: container.image, ours: Boolean(match) }).toEqual({
          image: container.image,
          ours: true,
        });
        const [, target = '', tag = ''] = match ?? [];
        tags.add(tag);
        expect([...targets.keys()]).toContain(target);
        // the serving port is the one the image exposes (the edge's `metrics` listener is internal)
        for (const port of (container.ports ?? []).filter((p) => p.name !== 'metrics'))
          expect(targets.get(target)).toBe(port.containerPort);
        // a command override runs a file of the image's source
        const script = container.command?.find((arg) => arg.endsWith('.ts'));
        if (script) expect(existsSync(path.join(repoPaths().root, script))).toBe(true);
      }
    }
    expect(tags.size).toBe(1);
  });

  it('When the services run, then they are non-root on a read-only root, sized, and stop gracefully', () => {
    const boundSeconds = shutdownBoundMs() / 1000;
    for (const workload of [...deployments(), ...ofKind(objects, 'Job')]) {
      const { spec } = podTemplateOf(workload);
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      for (const container of containersOf(workload)) {
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        expect(container.resources?.requests).toEqual({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources?.limits).toEqual({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
      }
      if (workload.kind !== 'Deployment') continue;
      const preStop = workload.metadata.name === 'worker' ? 0 : 5;
      if (preStop)
        expect(spec.containers[0]?.lifecycle?.preStop).toEqual({
          exec: { command: ['sleep', '5'] },
        });
      expect(spec.terminationGracePeriodSeconds).toBeGreaterThan(preStop + boundSeconds);
    }
  });

  it('When pods are disrupted or load grows, then each service has a PDB and the HTTP ones an HPA', () => {
    const pdbs = ofKind<{ spec: { selector: { matchLabels: Record<string, string> } } }>(
      objects,
      'PodDisruptionBudget',
    );
    for (const deployment of deployments()) {
      const labels = podTemplateOf(deployment).metadata.labels;
      expect(pdbs.some((pdb) => selects(pdb.spec.selector.matchLabels, labels))).toBe(true);
    }
    const scaled = ofKind<{ spec: { scaleTargetRef: { kind: string; name: string } } }>(
      objects,
      'HorizontalPodAutoscaler',
    ).map((hpa) => `${hpa.spec.scaleTargetRef.kind}/${hpa.spec.scaleTargetRef.name}`);
    expect(scaled.sort()).toEqual([
      'Deployment/content-api',
      'Deployment/leads-api',
      'Deployment/web',
    ]);
  });

  it('When network policies apply, then only the edge is open to everyone and only the right pods reach the stores', () => {
    type TPolicy = {
      spec: {
        podSelector: { matchLabels?: Record<string, string> };
        ingress?: { from?: unknown[] }[];
      };
    };
    const policies = ofKind<TPolicy>(objects, 'NetworkPolicy');
    const open = policies
      .filter((p) => p.spec.ingress?.some((rule) => !rule.from || rule.from.length === 0))
      .map((p) => p.spec.podSelector.matchLabels);
    expect(open).toEqual([{ 'app.kubernetes.io/name': 'web' }]);
    expect(policies.find((p) => p.metadata.name === 'default-deny')?.spec.podSelector).toEqual({});

    const reaching = (store: string) =>
      [...deployments(), ...ofKind(objects, 'Job')]
        .filter((w) => podTemplateOf(w).metadata.labels[`firm.egress/${store}`] === 'true')
        .map((w) => w.metadata.name)
        .sort();
    expect(reaching('postgres')).toEqual(['content-api', 'leads-api', 'migrate', 'worker']);
    expect(reaching('redis')).toEqual(['content-api', 'leads-api', 'worker']);
    expect(reaching('smtp')).toEqual(['worker']);
  });
});
