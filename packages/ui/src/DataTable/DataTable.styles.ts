import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-data-table-max-height: none;
  --bc-data-table-cell-padding-y: ${vars.space[2]};
  --bc-data-table-cell-padding-x: ${vars.space[3]};
  --bc-data-table-row-height: 41px;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};

  &[data-size='sm'] {
    --bc-data-table-cell-padding-y: ${vars.space[1.5]};
    --bc-data-table-cell-padding-x: ${vars.space[2]};
    --bc-data-table-row-height: 33px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
`;

export const ToolbarStart = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const SelectedCount = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const Frame = styled.div`
  position: relative;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  overflow: hidden;
`;

export const Scroller = styled.div`
  max-height: var(--bc-data-table-max-height);
  overflow: auto;
  overscroll-behavior: contain;
  /* Scrolled by the compositor: a scroll moves painted rows instead of painting the window again. */
  will-change: scroll-position;

  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;

  /* Virtualised: flex rows of fixed height, placed by transform in a body of the list's height. */
  &[data-virtualized='true'] {
    display: grid;

    & > colgroup {
      display: none;
    }
    & > thead {
      display: grid;
      z-index: 1;
    }
    &[data-sticky-header='true'] > thead {
      position: sticky;
      top: 0;
    }
    & > tbody {
      display: block;
      position: relative;
    }
    & > thead > tr,
    & > tbody > tr {
      display: flex;
      width: 100%;
    }
    & > tbody > tr {
      position: absolute;
      top: 0;
      left: 0;
      contain: layout style;
    }
    & > thead > tr > th,
    & > tbody > tr > td {
      display: flex;
      align-items: center;
      min-width: 0;
    }
    & > thead > tr > th[data-align='end'],
    & > tbody > tr > td[data-align='end'] {
      justify-content: flex-end;
    }
    & > thead > tr > th[data-align='center'],
    & > tbody > tr > td[data-align='center'] {
      justify-content: center;
    }
    & > thead > tr > [data-part='SelectCell'],
    & > tbody > tr > [data-part='SelectCell'] {
      flex: 0 0 44px;
    }
    & > thead > tr > [data-part='ActionsCell'],
    & > tbody > tr > [data-part='ActionsCell'] {
      flex: 0 0 auto;
      min-width: 120px;
    }
  }
`;

export const HeaderCell = styled.th`
  padding: var(--bc-data-table-cell-padding-y) var(--bc-data-table-cell-padding-x);
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.fg.default};
  font-weight: ${vars.font.weight.medium};
  text-align: start;
  white-space: nowrap;

  [data-sticky-header='true']:not([data-virtualized='true']) & {
    position: sticky;
    top: 0;
    z-index: 1;
  }

  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &[data-part='SelectCell'] {
    width: 44px;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: -2px -4px;
  padding: 2px 4px;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.neutral.bgHover};
  }
  &:focus-visible {
    ${focusRing}
  }
  svg {
    color: ${vars.color.fg.muted};
  }
  &[data-sorted='asc'] [data-part='SortUp'],
  &[data-sorted='desc'] [data-part='SortDown'] {
    stroke: ${vars.color.accent.fg};
    stroke-width: 2;
  }
  &[data-sorted='asc'] [data-part='SortDown'],
  &[data-sorted='desc'] [data-part='SortUp'] {
    opacity: 0.35;
  }
`;

export const Row = styled.tr`
  height: var(--bc-data-table-row-height);

  &:hover > td {
    background: ${vars.color.bg.canvas};
  }
  &[data-state='selected'] > td {
    background: ${vars.color.accent.subtleBg};
  }
`;

export const Cell = styled.td`
  padding: var(--bc-data-table-cell-padding-y) var(--bc-data-table-cell-padding-x);
  border-bottom: 1px solid ${vars.color.border.muted};
  vertical-align: middle;
  overflow-wrap: anywhere;

  [data-virtualized='true'] & {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  tr:last-child > & {
    border-bottom: 0;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
`;

export const StateCell = styled.td`
  padding: 0;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  color: ${vars.color.danger.fg};
  text-align: center;
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${vars.color.bg.surface} 70%, transparent);
`;

export const Checkbox = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${vars.color.accent.bg};
  cursor: pointer;
  vertical-align: middle;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  white-space: nowrap;

  & [data-tone='danger'][data-variant='link']:not(:disabled) {
    --bc-button-fg: ${vars.color.danger.fg};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
