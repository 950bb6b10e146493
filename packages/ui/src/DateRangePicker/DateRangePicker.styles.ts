import { focusRing, styled, vars } from '../internal/styled';

export const RangeTrigger = styled.button`
  flex: 1;
  min-width: 0;
  min-height: calc(var(--bc-field-height) - 6px);
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--bc-field-font-size);
  font-variant-numeric: tabular-nums;
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[data-placeholder='true'] {
    color: ${vars.color.fg.muted};
  }
`;

export const Layout = styled.div`
  display: flex;
  gap: ${vars.space[3]};
`;

export const QuickRanges = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 88px;
  padding-right: ${vars.space[3]};
  border-right: 1px solid ${vars.color.border.muted};
`;

export const QuickRange = styled.button`
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.link};
  font: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.neutral.bgHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const CalendarIconSlot = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.fg.muted};
`;
