/**
 * The parole form's rule for asking a situation (SPEC §4), kept free of zod so pages that only need the
 * rule do not carry the schemas.
 */

/** The answers that decide whether the parole form asks for a situation. */
export type TParoleAnswers = { casado?: unknown; estancia?: unknown };

/**
 * Whether the parole form must ask for a situation: the visitor is not married, or has not been in the
 * country more than 10 years (SPEC §4).
 * @param answers - the married and stay answers
 */
export function paroleNeedsSituation(answers: TParoleAnswers): boolean {
  const no = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'no';
  return no(answers.casado) || no(answers.estancia);
}
