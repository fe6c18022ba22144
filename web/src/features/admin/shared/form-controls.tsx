/** The admin area's text box for several lines, its select and its checkbox are the app's own. */
export { LongTextField as TextareaField } from '#web/components/ui/long-text-field.tsx';
export { SelectField } from '#web/components/ui/select-field.tsx';
export { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
