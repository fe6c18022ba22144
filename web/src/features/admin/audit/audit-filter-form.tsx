import type { AuditAction, AuditEntityType } from '#contract/admin/audit/schema.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SelectField } from '../shared/form-controls.tsx';
import type { AuditFilters } from './audit-filters.ts';
import { ACTION_LABEL, ENTITY_TYPE_LABEL, actionsFor, entityTypeOf } from './audit-words.ts';

type FilterChange = { entityType?: AuditEntityType | null; action?: AuditAction | null; entityId?: string };

type AuditFilterFormProps = { filters: AuditFilters; onChange: (change: FilterChange) => void };

const ENTITY_OPTIONS = [{ value: '', label: 'All' }, ...Object.entries(ENTITY_TYPE_LABEL).map(([value, label]) => ({ value, label }))];

/** Kind of record, action (only those about that kind once one is chosen) and one record's id. */
export function AuditFilterForm({ filters, onChange }: AuditFilterFormProps) {
  const actionOptions = [
    { value: '', label: 'All actions' },
    ...actionsFor(filters.entityType).map((action) => ({ value: action, label: ACTION_LABEL[action] })),
  ];
  return (
    <form role="search" aria-label="Audit log" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
      <SelectField
        label="Entity type"
        options={ENTITY_OPTIONS}
        value={filters.entityType ?? ''}
        onChange={(event) => {
          const entityType = (event.target.value || null) as AuditEntityType | null;
          // An action about another kind of record would find nothing: it goes.
          const keepAction = filters.action !== null && (entityType === null || entityTypeOf(filters.action) === entityType);
          onChange({ entityType, ...(keepAction ? {} : { action: null }) });
        }}
      />
      <SelectField
        label="Action"
        options={actionOptions}
        value={filters.action ?? ''}
        onChange={(event) => onChange({ action: (event.target.value || null) as AuditAction | null })}
      />
      <TextField
        label="Entity id"
        type="search"
        placeholder="An app, user or report id, or a setting’s name"
        autoComplete="off"
        spellCheck={false}
        value={filters.entityId}
        onChange={(event) => onChange({ entityId: event.target.value })}
        className="sm:col-span-2 lg:col-span-1"
      />
    </form>
  );
}
