import { type LeadStatus, type LeadsFilter, leadStatuses, UNASSIGNED } from '@nfc/contract/leads';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { useAssignees } from '../api/get-assignees';
import { useLeadCards } from '../api/get-lead-cards';
import { useLeadLabels } from '../api/get-lead-labels';

type LeadsFilterBarProps = {
  /** What the search box shows (the filter's search lags behind it while the user types). */
  searchInput: string;
  onSearchInput: (value: string) => void;
  filter: LeadsFilter;
  onChange: (changes: Partial<LeadsFilter>) => void;
  onClear: () => void;
};

/** True when any filter but the search is set. */
export const hasPipelineFilter = (filter: LeadsFilter) =>
  Boolean(filter.status?.length || filter.assigneeId || filter.label || filter.vcfConfigId || filter.from || filter.to);

/** Search and the pipeline filters: status, assignee, label, card and the days received. */
export function LeadsFilterBar({ searchInput, onSearchInput, filter, onChange, onClear }: LeadsFilterBarProps) {
  const { t } = useTranslation('leads');
  const assignees = useAssignees();
  const labels = useLeadLabels();
  const cards = useLeadCards();
  // A status list from the address that the select cannot show as one value reads as "several".
  const statusValue = filter.status?.length === 1 ? filter.status[0] : filter.status?.length ? 'several' : '';
  const labelOptions = [...(labels.data ?? [])];
  if (filter.label && !labelOptions.includes(filter.label)) labelOptions.push(filter.label);

  return (
    <search aria-label={t('leads:filters.title')} className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2">
          <TextField
            type="search"
            label={t('leads:list.search')}
            placeholder={t('leads:list.searchPlaceholder')}
            maxLength={100}
            value={searchInput}
            onChange={(event) => onSearchInput(event.target.value)}
          />
        </div>
        <SelectField
          label={t('leads:filters.status')}
          value={statusValue}
          onChange={(event) =>
            onChange({ status: event.target.value ? [event.target.value as LeadStatus] : undefined })
          }
        >
          <option value="">{t('leads:filters.allStatuses')}</option>
          {statusValue === 'several' && <option value="several">{t('leads:filters.severalStatuses')}</option>}
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leads:statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('leads:filters.assignee')}
          value={filter.assigneeId ?? ''}
          onChange={(event) => onChange({ assigneeId: event.target.value || undefined })}
        >
          <option value="">{t('leads:filters.anyone')}</option>
          <option value={UNASSIGNED}>{t('leads:filters.unassigned')}</option>
          {(assignees.data ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('leads:filters.label')}
          value={filter.label ?? ''}
          onChange={(event) => onChange({ label: event.target.value || undefined })}
        >
          <option value="">{t('leads:filters.anyLabel')}</option>
          {labelOptions.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('leads:filters.card')}
          value={filter.vcfConfigId ?? ''}
          onChange={(event) => onChange({ vcfConfigId: event.target.value || undefined })}
        >
          <option value="">{t('leads:filters.allCards')}</option>
          {(cards.data ?? []).map((card) => (
            <option key={card.id} value={card.id}>
              {card.name}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={t('leads:filters.from')}
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <TextField
          type="date"
          label={t('leads:filters.to')}
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
      {(hasPipelineFilter(filter) || searchInput) && (
        <Button variant="ghost" onClick={onClear}>
          {t('leads:filters.clear')}
        </Button>
      )}
    </search>
  );
}
