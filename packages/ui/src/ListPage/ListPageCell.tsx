import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { formatPercent } from '../format/number';
import type { Formatters } from '../format/useFormatters';
import { StatusTag } from '../StatusTag/StatusTag';
import { Tag } from '../Tag/Tag';
import { Thumbnail } from '../Thumbnail/Thumbnail';
import type { ListColumn } from './listColumns';
import { CellLink, CellLine, Person, TagList } from './ListPage.styles';

/** Shown for a missing value. */
export const EMPTY_CELL = '—';

/** The cell of one column for one row, drawn by the column's value type. */
export function renderListCell<TData>(column: ListColumn<TData>, row: TData, f: Formatters): ReactNode {
  if (column.render) return column.render(row);
  switch (column.valueType) {
    case 'text': {
      const value = column.value(row);
      return value == null || value === '' ? EMPTY_CELL : <CellLine>{value}</CellLine>;
    }
    case 'money':
    case 'count':
    case 'percent':
    case 'duration': {
      const value = column.value(row);
      if (value == null || Number.isNaN(value)) return EMPTY_CELL;
      if (column.valueType === 'money') return f.formatMoney(value);
      if (column.valueType === 'count') return f.formatCount(value);
      if (column.valueType === 'percent') return formatPercent(value, f.locale);
      return f.formatDuration(value);
    }
    case 'dateTime':
    case 'date': {
      const value = column.value(row);
      if (value == null || value === '') return EMPTY_CELL;
      return f.formatDate(value, column.valueType === 'date' ? 'YYYY-MM-DD' : undefined);
    }
    case 'status':
      return column.value(row) == null ? (
        EMPTY_CELL
      ) : (
        <StatusTag value={column.value(row)} dictionary={column.dictionary} />
      );
    case 'thumbnail': {
      const duration = column.durationMs?.(row);
      return (
        <Thumbnail
          size="sm"
          src={column.value(row) ?? null}
          alt={column.alt(row)}
          type={column.media ?? 'image'}
          {...(duration ? { durationMs: duration } : {})}
          {...(column.onOpen ? { onClick: () => column.onOpen!(row) } : {})}
        />
      );
    }
    case 'tags': {
      const tags = column.value(row) ?? [];
      return tags.length === 0 ? (
        EMPTY_CELL
      ) : (
        <TagList>
          {tags.map((tag) => (
            <Tag key={tag} size="sm">
              {tag}
            </Tag>
          ))}
        </TagList>
      );
    }
    case 'person': {
      const person = column.value(row);
      if (!person) return EMPTY_CELL;
      return (
        <Person>
          <Avatar size="sm" name={person.name} src={person.avatarUrl ?? null} decorative />
          <CellLine>{person.name}</CellLine>
        </Person>
      );
    }
    case 'link': {
      const text = column.value(row);
      if (text == null || text === '') return EMPTY_CELL;
      if (column.href) return <CellLink href={column.href(row)}>{text}</CellLink>;
      if (column.onClick)
        return (
          <Button variant="link" size="sm" onClick={() => column.onClick!(row)}>
            {text}
          </Button>
        );
      return <CellLine>{text}</CellLine>;
    }
  }
}
