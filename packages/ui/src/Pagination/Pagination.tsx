import { useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { PageNextIcon, PagePrevIcon } from '../internal/icons';
import { Gap, JumpInput, Jumper, List, PageButton, Root, SizeSelect, Total } from './Pagination.styles';
import { getPageItems, getTotalPages } from './pageItems';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** Total number of items across all pages (the server's count). */
  total: number;
  /** The current page, starting at 1 (controlled). */
  page?: number;
  /** The first page shown when uncontrolled.
   * @default 1 */
  defaultPage?: number;
  /** Called with the new page (1-based) from page buttons, prev/next, the jumper, or a page-size change (back to 1). */
  onPageChange?: (page: number) => void;
  /** Items per page (controlled). */
  pageSize?: number;
  /** Items per page when uncontrolled; defaults to the first of `pageSizeOptions`, else 10. */
  defaultPageSize?: number;
  /** Called with the new page size; the page goes back to 1 at the same time. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Called once per user change with both values; use it when page and size live in one state (URL, table state). */
  onChange?: (state: { page: number; pageSize: number }) => void;
  /** Page sizes the user may choose, e.g. `[5, 10, 20, 50]`. The selector is hidden when empty. */
  pageSizeOptions?: readonly number[];
  /** Show the total, 共 52 条 / "52 items".
   * @default true */
  showTotal?: boolean;
  /** Show the 跳至 … 页 input.
   * @default true */
  showJumper?: boolean;
  /** Pages shown on each side of the current one before a gap.
   * @default 1 */
  siblingCount?: number;
  /** Make every control inert (e.g. while a page loads). */
  disabled?: boolean;
  /** Control height: 24 or 32 px.
   * @default 'md' */
  size?: 'sm' | 'md';
}

/** Page navigation for server-paged lists: numbers with gaps, prev/next, page size, total and jump-to-page. */
export function Pagination({
  total,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize,
  onPageSizeChange,
  onChange,
  pageSizeOptions = [],
  showTotal = true,
  showJumper = true,
  siblingCount = 1,
  disabled = false,
  size = 'md',
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const t = useUiTranslate(dataCatalogues);
  const [page, setPage] = useControllableState({ value: pageProp, defaultValue: defaultPage, onChange: onPageChange });
  const [pageSize, setPageSize] = useControllableState({
    value: pageSizeProp,
    defaultValue: defaultPageSize ?? pageSizeOptions[0] ?? 10,
    onChange: onPageSizeChange,
  });
  const [jumpText, setJumpText] = useState('');
  const totalPages = getTotalPages(total, pageSize);
  const current = Math.min(Math.max(1, page), totalPages);

  const goTo = (next: number) => {
    if (disabled) return;
    const clamped = Math.min(Math.max(1, next), totalPages);
    if (clamped === current) return;
    setPage(clamped);
    onChange?.({ page: clamped, pageSize });
  };

  const commitJump = () => {
    const parsed = Number.parseInt(jumpText, 10);
    setJumpText('');
    if (Number.isFinite(parsed)) goTo(parsed);
  };

  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitJump();
    }
  };

  const prevDisabled = disabled || current <= 1;
  const nextDisabled = disabled || current >= totalPages;
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Root
      data-component="Pagination"
      data-size={size}
      data-disabled={disabled || undefined}
      aria-label={ariaLabel ?? t('pagination.label')}
      {...rest}
    >
      {showTotal ? <Total data-part="Total">{t('pagination.total', { total })}</Total> : null}
      <List data-part="List">
        <li>
          <PageButton
            type="button"
            data-part="Previous"
            aria-label={t('pagination.previous')}
            aria-disabled={prevDisabled || undefined}
            onClick={() => !prevDisabled && goTo(current - 1)}
          >
            <PagePrevIcon />
          </PageButton>
        </li>
        {getPageItems(current, totalPages, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                data-part="Page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                aria-disabled={disabled || undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} data-part="Gap" aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-part="Next"
            aria-label={t('pagination.next')}
            aria-disabled={nextDisabled || undefined}
            onClick={() => !nextDisabled && goTo(current + 1)}
          >
            <PageNextIcon />
          </PageButton>
        </li>
      </List>
      {sizes.length > 1 ? (
        <SizeSelect
          data-part="PageSize"
          aria-label={t('pagination.pageSizeLabel')}
          value={pageSize}
          disabled={disabled}
          onChange={(event) => {
            const next = Number(event.target.value);
            setPageSize(next);
            if (current !== 1) setPage(1);
            onChange?.({ page: 1, pageSize: next });
          }}
        >
          {sizes.map((option) => (
            <option key={option} value={option}>
              {t('pagination.pageSize', { size: option })}
            </option>
          ))}
        </SizeSelect>
      ) : null}
      {showJumper && totalPages > 1 ? (
        <Jumper data-part="Jumper">
          <span aria-hidden="true">{t('pagination.jumpPrefix')}</span>
          <JumpInput
            type="text"
            inputMode="numeric"
            aria-label={t('pagination.jumpLabel')}
            value={jumpText}
            disabled={disabled}
            onChange={(event) => setJumpText(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onJumpKeyDown}
            onBlur={() => jumpText && commitJump()}
          />
          <span aria-hidden="true">{t('pagination.jumpSuffix')}</span>
        </Jumper>
      ) : null}
    </Root>
  );
}
