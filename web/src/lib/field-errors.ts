import type { z } from 'zod';

/** The first message for each top-level field of a failed zod parse, for showing next to its input. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** Moves focus to the named input of a form, so the person lands on what needs fixing. */
export function focusField(form: HTMLFormElement, name: string): void {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLElement) input.focus();
}
