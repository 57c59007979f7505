import type { TK8sObject } from './render';

/** The parts of a container the checks read. */
export type TContainer = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: unknown };
  }[];
  readinessProbe?: TProbe;
  livenessProbe?: TProbe;
  startupProbe?: TProbe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  lifecycle?: { preStop?: unknown };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
};

/** A probe; the services' are HTTP. */
export type TProbe = { httpGet?: { path: string; port: string | number } };

/** The parts of a pod template the checks read. */
export type TPodTemplate = {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: TContainer[];
    initContainers?: TContainer[];
    terminationGracePeriodSeconds?: number;
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  };
};

/** The pod template of a Deployment, StatefulSet or Job. */
export function podTemplateOf(object: TK8sObject): TPodTemplate {
  return (object.spec as { template: TPodTemplate }).template;
}

/** Every container of a workload, init containers included. */
export function containersOf(object: TK8sObject): TContainer[] {
  const { spec } = podTemplateOf(object);
  return [...(spec.initContainers ?? []), ...spec.containers];
}

/** Whether `labels` carries every pair of `selector`. */
export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}
