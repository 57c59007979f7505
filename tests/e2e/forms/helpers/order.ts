import type { Locator } from '@playwright/test';
import { expectOnlyError, submitOf } from './form';

/** One check of a form: the control it marks, its message, and how the test then makes it pass. */
export type TCheckStep = {
  control: (form: Locator) => Locator;
  message: string;
  /** Makes this check pass (and, where needed, prepares the next one to fail, e.g. a bad e-mail). */
  then: (form: Locator) => Promise<void>;
};

/**
 * Submits the form once per step and asserts that the step's message is the only one shown, beside its
 * control, which has the focus: the messages appear in the order of the steps.
 * @param form - the hydrated form
 * @param steps - the checks in the variant's order
 */
export async function expectMessagesInOrder(form: Locator, steps: TCheckStep[]): Promise<void> {
  for (const step of steps) {
    await submitOf(form).click();
    await expectOnlyError(form, step.control(form), step.message);
    await step.then(form);
  }
}

/** Controls by label, in the form's language. */
export const labelled = (label: string) => (form: Locator) =>
  form.getByLabel(label, { exact: true });

/** The first radio of a question (where the focus goes when it is unanswered). */
export const question = (legend: string) => (form: Locator) =>
  form.getByRole('group', { name: legend }).getByRole('radio').first();

/** The consent checkbox (a lead form has one checkbox). */
export const consentBox = (form: Locator) => form.getByRole('checkbox');
