import { FlexRender, type Row as TableRow, type RowData } from '@tanstack/react-table';
import { memo, type CSSProperties } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import type { DataTableColumnMeta, DataTableFeatures } from './columnHelper';
import { Cell, Checkbox, Row } from './DataTable.styles';
import { DataTableRowActions, type DataTableRowAction } from './DataTableRowActions';

export interface DataTableRowProps<TData extends RowData> {
  row: TableRow<DataTableFeatures, TData>;
  /** Position in the whole list (0-based), for `aria-rowindex` and the default checkbox name. */
  absoluteIndex: number;
  /** Index in the current row model, for the virtualiser. */
  index: number;
  selectable: boolean;
  selected: boolean;
  canSelect: boolean;
  /** Changes when the visible columns change, so a memoised row re-renders. */
  columnsKey: string;
  getRowLabel: ((row: TData) => string) | undefined;
  rowActions: ((row: TData) => readonly DataTableRowAction[]) | undefined;
  maxInlineActions: number;
  /** Virtualised: the row's offset from the top of the body (px), placed by transform. */
  start?: number | undefined;
  /** Virtualised: each visible column's flex sizing, by column id. */
  cellStyles?: ReadonlyMap<string, CSSProperties> | undefined;
}

function DataTableRowImpl<TData extends RowData>({
  row,
  absoluteIndex,
  index,
  selectable,
  selected,
  canSelect,
  getRowLabel,
  rowActions,
  maxInlineActions,
  start,
  cellStyles,
}: DataTableRowProps<TData>) {
  const grid = start !== undefined;
  const t = useUiTranslate(dataCatalogues);
  return (
    <Row
      aria-rowindex={absoluteIndex + 2}
      data-state={selected ? 'selected' : undefined}
      data-index={index}
      role={grid ? 'row' : undefined}
      style={grid ? { transform: `translateY(${start}px)` } : undefined}
    >
      {selectable ? (
        <Cell data-part="SelectCell" role={grid ? 'cell' : undefined}>
          <Checkbox
            type="checkbox"
            aria-label={
              getRowLabel
                ? t('dataTable.selectRowNamed', { label: getRowLabel(row.original) })
                : t('dataTable.selectRow', { index: absoluteIndex + 1 })
            }
            checked={selected}
            disabled={!canSelect}
            onChange={row.getToggleSelectedHandler()}
          />
        </Cell>
      ) : null}
      {row.getVisibleCells().map((cell) => (
        <Cell
          key={cell.id}
          data-align={((cell.column.columnDef.meta ?? {}) as DataTableColumnMeta).align}
          role={grid ? 'cell' : undefined}
          style={grid ? cellStyles?.get(cell.column.id) : undefined}
        >
          <FlexRender cell={cell} />
        </Cell>
      ))}
      {rowActions ? (
        <Cell data-part="ActionsCell" role={grid ? 'cell' : undefined}>
          <DataTableRowActions actions={rowActions(row.original)} maxInline={maxInlineActions} />
        </Cell>
      ) : null}
    </Row>
  );
}

/** Internal: one body row; memoised so scrolling re-renders only rows that enter the window. */
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
