import { Children, useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { ChevronDownIcon, ChevronUpIcon, SearchIcon } from '../internal/icons';
import { Actions, Root } from './SearchForm.styles';

export interface SearchFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onReset'> {
  /** The filter fields, usually FormFields; one grid cell each. */
  children?: ReactNode;
  /** Called by the Search button and by Enter in a field, with the native form data. */
  onSearch?: (data: FormData) => void;
  /** Called by the Reset button. Uncontrolled fields start over by themselves; reset controlled ones here. */
  onReset?: () => void;
  /** Fields visible while collapsed; more fields add an expand/collapse toggle.
   * @default 3 */
  collapsedCount?: number;
  /** Controlled expanded state. */
  expanded?: boolean;
  /** Initial expanded state when uncontrolled.
   * @default false */
  defaultExpanded?: boolean;
  /** Called when the toggle is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shows a spinner on the Search button and ignores further searches. */
  searching?: boolean;
  /** Replaces the Search button label. */
  searchText?: ReactNode;
  /** Replaces the Reset button label. */
  resetText?: ReactNode;
  /** Extra buttons after Reset (e.g. Export). */
  extraActions?: ReactNode;
}

/**
 * A filter form above a list: fields in a responsive grid, Search (submits; Enter in a field
 * does too) and Reset, and an expand/collapse toggle when there are more than `collapsedCount` fields.
 */
export function SearchForm({
  children,
  onSearch,
  onReset,
  collapsedCount = 3,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  searching = false,
  searchText,
  resetText,
  extraActions,
  ...rest
}: SearchFormProps) {
  const t = useUiTranslate(formsCatalogues);
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const baseId = useId();
  // Reset remounts the fields, so components holding their own (uncontrolled) state start over too.
  const [generation, setGeneration] = useState(0);
  const fields = Children.toArray(children);
  const collapsible = fields.length > collapsedCount;
  const hiddenIds = fields.slice(collapsedCount).map((_, i) => `${baseId}-field-${i + collapsedCount}`);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    onSearch?.(new FormData(event.currentTarget));
  };

  return (
    <Root
      role="search"
      data-component="SearchForm"
      data-state={collapsible ? (expanded ? 'expanded' : 'collapsed') : undefined}
      noValidate
      onSubmit={handleSubmit}
      onReset={() => {
        setGeneration((g) => g + 1);
        onReset?.();
      }}
      {...rest}
    >
      {fields.map((field, index) => {
        // Collapsed fields stay mounted (hidden), so their values survive collapsing.
        const hidden = collapsible && !expanded && index >= collapsedCount;
        return (
          <div key={`${generation}-${index}`} data-part="Field" id={`${baseId}-field-${index}`} hidden={hidden}>
            {field}
          </div>
        );
      })}
      <Actions data-part="Actions">
        <Button type="submit" variant="primary" loading={searching} leadingVisual={<SearchIcon size={14} />}>
          {searchText ?? t('searchForm.search')}
        </Button>
        <Button type="reset">{resetText ?? t('searchForm.reset')}</Button>
        {extraActions}
        {collapsible ? (
          <Button
            variant="link"
            data-part="Toggle"
            aria-expanded={expanded}
            aria-controls={hiddenIds.join(' ')}
            trailingVisual={expanded ? <ChevronUpIcon size={14} /> : <ChevronDownIcon size={14} />}
            onClick={() => setExpanded((prev) => !prev)}
          >
            {expanded ? t('searchForm.collapse') : t('searchForm.expand')}
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
}
