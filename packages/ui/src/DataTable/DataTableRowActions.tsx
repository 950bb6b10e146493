import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu.namespace';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { MoreIcon } from '../internal/icons';
import { Actions } from './DataTable.styles';

/** One action offered for a row. */
export interface DataTableRowAction {
  /** Stable key; defaults to the label when that is a string. */
  key?: string;
  /** Visible text, e.g. 下载, 取消, 查看. */
  label: ReactNode;
  /**
   * The accessible name when the label alone does not say which row it acts on, e.g.
   * `重命名 华东运营主体`: a screen-reader list of buttons then tells the rows apart.
   */
  ariaLabel?: string;
  /** Runs on click, Enter or Space. */
  onSelect: () => void;
  /** `danger` for destructive actions.
   * @default 'default' */
  tone?: 'default' | 'danger';
  /** Shown but not available. */
  disabled?: boolean;
}

export interface DataTableRowActionsProps {
  /** The row's actions in order. */
  actions: readonly DataTableRowAction[];
  /** How many show inline before the rest go into the 更多 menu. */
  maxInline: number;
}

const keyOf = (action: DataTableRowAction, index: number) =>
  action.key ?? (typeof action.label === 'string' ? action.label : String(index));

/** Internal: the actions cell of a DataTable row. */
export function DataTableRowActions({ actions, maxInline }: DataTableRowActionsProps) {
  const t = useUiTranslate(dataCatalogues);
  const overflow = actions.length > maxInline + 1;
  const inline = overflow ? actions.slice(0, maxInline) : actions;
  const rest = overflow ? actions.slice(maxInline) : [];
  return (
    <Actions data-part="Actions">
      {inline.map((action, index) => (
        <Button
          key={keyOf(action, index)}
          variant="link"
          size="sm"
          data-tone={action.tone ?? 'default'}
          disabled={action.disabled}
          aria-label={action.ariaLabel}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
      {rest.length > 0 ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('dataTable.moreActions')} leadingVisual={<MoreIcon />} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            {rest.map((action, index) => (
              <DropdownMenu.Item
                key={keyOf(action, index)}
                tone={action.tone ?? 'default'}
                disabled={action.disabled}
                aria-label={action.ariaLabel}
                onSelect={action.onSelect}
              >
                {action.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      ) : null}
    </Actions>
  );
}
