import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked, when it is submitted, with a zod schema from contract/ (the one
 * the server uses), so both sides say the same thing. Nothing is checked while typing; editing a
 * field clears its message; a refused submit moves focus to the first field that needs fixing.
 * `field(name)` gives the props to spread on a TextField (register's props and the message).
 *
 * The schema may read only some of the form's fields (sign-in reads no username).
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>, Values extends z.input<Schema> & FieldValues>(
  schema: Schema,
  defaultValues: Values,
) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    // The form may hold more fields than the schema reads, hence the wider field type.
    resolver: zodResolver(schema) as Resolver<Values, unknown, z.output<Schema>>,
    defaultValues: defaultValues as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
  });
  return { ...form, field: (name: Path<Values>) => fieldProps(form, name) };
}

/** One field's props for a TextField, in a form made by useSchemaForm (or under its FormProvider); `onEdit` runs after each change. */
export function fieldProps<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
  onEdit?: (event: ChangeEvent<HTMLInputElement>) => void,
) {
  return {
    ...form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        onEdit?.(event);
      },
    }),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
