import { useTranslation } from 'react-i18next';
import { auditActions } from '@lexbridge/shared/schemas/audit';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { useAuditPeople } from '../api/get-audit-people';
import type { AuditParam } from './audit-params';

type Props = {
  values: Record<AuditParam, string>;
  onChange(changes: Partial<Record<AuditParam, string>>): void;
};

/** Person, action and the first and last day; each change applies at once (and goes to the URL). */
export function AuditLogFilters({ values, onChange }: Props) {
  const { t } = useTranslation('security');
  const people = useAuditPeople();
  const personOptions = (people.data?.people ?? []).map((person) => ({
    value: person.id,
    label: `${person.name} (${person.email})`,
  }));
  // The person in the URL stays offered, so the select shows what the log is filtered by.
  if (values.person && !personOptions.some((option) => option.value === values.person))
    personOptions.unshift({ value: values.person, label: t('log.filters.otherPerson') });
  const filtered = Object.values(values).some(Boolean);

  return (
    <div
      role="group"
      aria-label={t('log.filters.label')}
      className="grid gap-3 rounded-lg border border-border bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterSelect
        id="audit-person"
        label={t('log.filters.person')}
        allLabel={t('log.filters.everyone')}
        value={values.person}
        options={personOptions}
        onChange={(person) => onChange({ person })}
      />
      <FilterSelect
        id="audit-action"
        label={t('log.filters.action')}
        allLabel={t('log.filters.allActions')}
        value={values.action}
        options={auditActions.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
        onChange={(action) => onChange({ action })}
      />
      <DayField
        id="audit-from"
        label={t('log.filters.from')}
        value={values.from}
        max={values.to || undefined}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        id="audit-to"
        label={t('log.filters.to')}
        value={values.to}
        min={values.from || undefined}
        onChange={(to) => onChange({ to })}
      />
      {filtered && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ person: '', action: '', from: '', to: '' })}
          >
            {t('log.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

type DayFieldProps = {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
};

function DayField({ id, label, value, min, max, onChange }: DayFieldProps) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
