import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { parseFrontMatter } from './front-matter';

/** Collects the problems found while reading the content folder. */
export type TProblems = string[];

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Parses `value` with `schema`; on failure records a problem naming `file` and returns undefined. */
export function validate<T extends z.ZodType>(
  schema: T,
  value: unknown,
  file: string,
  problems: TProblems,
): z.infer<T> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(`${file}: ${describe(result.error)}`);
  return undefined;
}

/** Reads and validates a JSON file of the content folder; undefined (with a problem) when unusable. */
export function readJson<T extends z.ZodType>(
  root: string,
  file: string,
  schema: T,
  problems: TProblems,
): z.infer<T> | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: file is missing`);
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  return validate(schema, value, file, problems);
}

/** Reads a Markdown file with front matter validated by `schema`; undefined (with a problem) when unusable. */
export function readMarkdown<T extends z.ZodType>(
  root: string,
  file: string,
  schema: T,
  problems: TProblems,
): { data: z.infer<T>; body: string } | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: file is missing`);
    return undefined;
  }
  try {
    const { data, body } = parseFrontMatter(readFileSync(full, 'utf8'));
    const parsed = validate(schema, data, file, problems);
    return parsed === undefined ? undefined : { data: parsed, body };
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Reads a plain Markdown file; undefined (with a problem) when missing. */
export function readText(root: string, file: string, problems: TProblems): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(`${file}: file is missing`);
    return undefined;
  }
  return readFileSync(full, 'utf8');
}
