import type { FieldValues, Resolver } from 'react-hook-form';
import type * as FormValidation from '../utils/form-validation';

/** The lazily loaded validation module. */
export type TValidationModule = typeof FormValidation;

let loading: Promise<TValidationModule> | null = null;

/**
 * Loads the validation module once (a failed load is retried next time). Forms call it as soon as the
 * visitor starts using them, so it is there by the time they submit.
 */
export function loadValidation(): Promise<TValidationModule> {
  loading ??= import('../utils/form-validation').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A react-hook-form resolver that loads the validation module on first use.
 * @param pick - the resolver to use from the module
 */
export function lazyResolver<V extends FieldValues, O>(
  pick: (module: TValidationModule) => Resolver<V, unknown, O>,
): Resolver<V, unknown, O> {
  let resolver: Resolver<V, unknown, O> | null = null;
  return async (values, context, options) => {
    resolver ??= pick(await loadValidation());
    return resolver(values, context, options);
  };
}

/** Starts loading the validation module (a form got the visitor's attention); failures surface on submit. */
export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}
