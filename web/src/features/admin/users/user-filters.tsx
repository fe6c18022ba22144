import { TextField } from '#web/components/ui/text-field.tsx';
import { SelectField } from '../shared/form-controls.tsx';

export type UserFilterValues = { search: string; plan: '' | 'FREE' | 'PREMIUM'; status: '' | 'active' | 'inactive' };

const PLAN_OPTIONS = [
  { value: '', label: 'All plans' },
  { value: 'FREE', label: 'Free' },
  { value: 'PREMIUM', label: 'Premium' },
] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All users' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

type UserFiltersProps = { values: UserFilterValues; onChange: (values: UserFilterValues) => void };

/** Search text (e-mail or username), subscription status and active state. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  return (
    <form role="search" aria-label="Users" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <TextField
        label="Search users"
        type="search"
        placeholder="E-mail or username"
        autoComplete="off"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
      />
      <SelectField
        label="Subscription"
        options={PLAN_OPTIONS}
        value={values.plan}
        onChange={(event) => onChange({ ...values, plan: event.target.value as UserFilterValues['plan'] })}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange({ ...values, status: event.target.value as UserFilterValues['status'] })}
      />
    </form>
  );
}
