import { useState, type ReactNode } from 'react';
import { DateRangePicker, type DateRangeValue } from '../DateRangePicker/DateRangePicker';
import { formatDate } from '../DateTimePicker/dateTime';
import { FormField } from '../FormField/FormField';
import { NumberRange } from '../NumberRange/NumberRange';
import { SearchForm } from '../SearchForm/SearchForm';
import { Select } from '../Select/Select';
import { TextInput } from '../TextInput/TextInput';
import type { ListFilterDef, ListFilterValue } from './listColumns';
import { filterList, filterText, joinRange, splitRange, type ListFilters } from './listQuery';

export interface ListPageSearchProps {
  filters: readonly ListFilterDef[];
  /** The applied filters (from the query); the fields start from them and follow them when they change. */
  applied: ListFilters;
  onSearch: (filters: ListFilters) => void;
  onReset: () => void;
  searching?: boolean;
  collapsedCount?: number;
  extraActions?: ReactNode;
  'aria-label': string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (text: string) => new Date(`${text}T00:00:00`);
const dayEnd = (text: string) => new Date(`${text}T23:59:59.999`);

/** A `from~to` day range as the picker's value (null when either side is missing or malformed). */
function toDateRange(value: ListFilterValue | undefined): DateRangeValue | null {
  const [from, to] = splitRange(value);
  return from && to && DAY.test(from) && DAY.test(to) ? { from: dayStart(from), to: dayEnd(to) } : null;
}

const fromDateRange = (range: DateRangeValue | null) =>
  range ? joinRange(formatDate(range.from), formatDate(range.to)) : undefined;

/** The fields of a list's search form: each filter's draft is kept until Search applies it. */
export function ListPageSearch({
  filters,
  applied,
  onSearch,
  onReset,
  searching,
  collapsedCount,
  extraActions,
  'aria-label': ariaLabel,
}: ListPageSearchProps) {
  const [draft, setDraft] = useState<ListFilters>(applied);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  // When the applied filters change from outside (back/forward, a link), the fields follow them.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
    setInvalid(new Set());
  }

  const set = (key: string, value: ListFilterValue | undefined) => setDraft((d) => ({ ...d, [key]: value }));
  const markInvalid = (key: string, bad: boolean) =>
    setInvalid((prev) => {
      if (prev.has(key) === bad) return prev;
      const next = new Set(prev);
      if (bad) next.add(key);
      else next.delete(key);
      return next;
    });

  const field = (filter: ListFilterDef): ReactNode => {
    const value = draft[filter.key];
    if (filter.render) return filter.render({ value, onChange: (next) => set(filter.key, next) });
    switch (filter.kind) {
      case 'text':
        return (
          <TextInput
            name={filter.key}
            value={filterText(value) ?? ''}
            onValueChange={(text) => set(filter.key, text)}
            maxLength={filter.maxLength ?? 50}
            showCount={false}
            {...(filter.placeholder ? { placeholder: filter.placeholder } : {})}
          />
        );
      case 'select':
      case 'multiSelect': {
        const options = filter.options ?? [];
        const searchable = filter.searchable ?? options.length > 8;
        const common = { options, searchable, ...(filter.placeholder ? { placeholder: filter.placeholder } : {}) };
        return filter.kind === 'select' ? (
          <Select
            {...common}
            clearable
            value={filterText(value) ?? null}
            onValueChange={(next) => set(filter.key, next ?? undefined)}
          />
        ) : (
          <Select {...common} multiple value={[...filterList(value)]} onValueChange={(next) => set(filter.key, next)} />
        );
      }
      case 'dateRange':
        return (
          <DateRangePicker
            value={toDateRange(value)}
            onValueChange={(range) => set(filter.key, fromDateRange(range))}
            disableFuture={filter.disableFuture ?? true}
            clearable
          />
        );
      case 'numberRange': {
        const [min, max] = splitRange(value);
        const parse = (text: string | undefined) =>
          text === undefined || Number.isNaN(Number(text)) ? null : Number(text);
        return (
          <NumberRange
            value={{ min: parse(min), max: parse(max) }}
            onValueChange={(range) => {
              markInvalid(filter.key, range.invalid);
              set(filter.key, joinRange(range.min, range.max) || undefined);
            }}
          />
        );
      }
    }
  };

  return (
    <SearchForm
      aria-label={ariaLabel}
      searching={searching ?? false}
      {...(collapsedCount !== undefined ? { collapsedCount } : {})}
      extraActions={extraActions}
      onSearch={() => {
        // A range the user typed wrongly stays on screen with its message (请规范输入内容); nothing is applied.
        if (invalid.size > 0) return;
        onSearch(draft);
      }}
      onReset={() => {
        setDraft({});
        setInvalid(new Set());
        onReset();
      }}
    >
      {filters.map((filter) => (
        <FormField key={filter.key} label={filter.label}>
          {field(filter)}
        </FormField>
      ))}
    </SearchForm>
  );
}
