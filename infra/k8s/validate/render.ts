import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoPaths } from '../../../packages/shared/src/server/paths';

/** One rendered Kubernetes object, as plain data. */
export type TK8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
};

/** The folder of the kustomize base and overlays. */
export const K8S_DIR = path.join(repoPaths().root, 'infra', 'k8s');

/**
 * Renders an overlay with `kubectl kustomize` (kubectl is on every machine that runs `npm test`:
 * a missing kubectl fails the test, it does not skip it).
 */
export function renderOverlay(overlay: 'dev' | 'prod'): TK8sObject[] {
  const output = execFileSync('kubectl', ['kustomize', path.join(K8S_DIR, 'overlays', overlay)], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return parseAllDocuments(output)
    .map((document) => document.toJS() as TK8sObject | null)
    .filter((object): object is TK8sObject => object !== null);
}

/** Models of the custom resources the manifests use (the Prometheus operator's monitors and rules). */
const CUSTOM_MODELS: Record<string, string> = {
  'monitoring.coreos.com/v1': '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1',
};

/**
 * Errors of an object against its Kubernetes schema (the `kubernetes-models` package, offline; the
 * Prometheus operator's kinds from `@kubernetes-models/prometheus-operator`):
 * [] when valid, one line naming the object otherwise (also for an unknown apiVersion/kind).
 */
export async function schemaErrors(object: TK8sObject): Promise<string[]> {
  const name = `${object.kind}/${object.metadata.name}`;
  let models: Record<string, unknown>;
  try {
    const module = CUSTOM_MODELS[object.apiVersion] ?? `kubernetes-models/${object.apiVersion}`;
    models = (await import(module)) as Record<string, unknown>;
  } catch {
    return [`${name}: unknown apiVersion ${object.apiVersion}`];
  }
  const Model = models[object.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (!Model) return [`${name}: unknown kind in ${object.apiVersion}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
}

/** The objects of one kind. */
export function ofKind<T = TK8sObject>(objects: TK8sObject[], kind: string): (TK8sObject & T)[] {
  return objects.filter((object) => object.kind === kind) as (TK8sObject & T)[];
}
