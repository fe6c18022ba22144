import { useState, type ChangeEvent } from 'react';
import type { ZodError } from 'zod';
import { fieldErrorsOf, focusField } from './field-errors.ts';

/**
 * Values and validation messages of a small form, with props to spread on each TextField.
 * Editing a field clears its message; `showErrors` shows a failed parse and focuses the first
 * field (in `order`) that needs fixing.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>, order: readonly Field[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  function showErrors(form: HTMLFormElement, error: ZodError) {
    const found = fieldErrorsOf<Field>(error);
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) focusField(form, first);
  }

  return { values, setValues, field, showErrors, clearErrors: () => setErrors({}) };
}
