import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import {
  fieldLabel,
  studioMessage,
  type TStudioMessageKey,
} from '@firm/shared/studio/studio-messages';
import type { TStudioProblem } from '@firm/shared/studio/studio-state';
import type { z } from 'zod';

/** A field's problem in the editor's language, the field named as they read it. */
export function problem(
  locale: TLocale,
  field: string,
  key: TStudioMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): TStudioProblem {
  return {
    field,
    message: studioMessage(locale, key, { field: fieldLabel(locale, field), ...vars }),
  };
}

/** Throws a 400 `{ status: 'error', message, errors: [{ field, message }] }` (the first error as message). */
export function throwProblems(problems: TStudioProblem[]): never {
  throw new AppError('bad_request', problems[0]?.message ?? 'Bad request', { errors: problems });
}

/** Throws a 404 in the editor's language. */
export function throwNotFound(locale: TLocale, key: TStudioMessageKey): never {
  throw new AppError('not_found', studioMessage(locale, key));
}

/** A zod failure as the studio's field problems (its own messages, not zod's English ones). */
export function zodProblems(locale: TLocale, error: z.ZodError): TStudioProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || '(document)';
    if (issue.code === 'too_big' && issue.origin === 'number')
      return problem(locale, field, 'numberTooBig', { max: Number(issue.maximum) });
    if (issue.code === 'too_small' && issue.origin === 'number')
      return problem(locale, field, 'numberTooSmall', { min: Number(issue.minimum) });
    if (issue.code === 'too_big' && typeof issue.maximum === 'number')
      return problem(locale, field, 'tooLong', { max: issue.maximum });
    if (issue.code === 'unrecognized_keys')
      return problem(
        locale,
        [field, ...issue.keys].filter((p) => p !== '(document)').join('.'),
        'unknownField',
      );
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return problem(locale, field, 'required');
    return problem(locale, field, 'invalid');
  });
}

/**
 * Parses a request body with a studio schema, or throws 400 listing each field's problem.
 * @param schema - the payload's schema (packages/shared/src/studio)
 * @param body - the parsed JSON body
 */
export function parseStudioBody<T extends z.ZodType>(
  locale: TLocale,
  schema: T,
  body: unknown,
): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throwProblems(zodProblems(locale, parsed.error));
  return parsed.data;
}
