import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.nav`
  --bc-pagination-item-size: 32px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};

  &[data-size='sm'] {
    --bc-pagination-item-size: 24px;
    font-size: ${vars.font.size.sm};
  }
`;

export const Total = styled.span`
  color: ${vars.color.fg.muted};
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--bc-pagination-item-size);
  height: var(--bc-pagination-item-size);
  padding: 0 ${vars.space[1.5]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font: inherit;
  cursor: pointer;

  &:hover:not([aria-disabled='true']):not([aria-current='page']) {
    border-color: ${vars.color.accent.fg};
    color: ${vars.color.accent.fg};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-current='page'] {
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.bg};
    color: ${vars.color.fg.onEmphasis};
    font-weight: ${vars.font.weight.medium};
    cursor: default;
  }
  &[aria-disabled='true'] {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const Gap = styled.li`
  display: inline-flex;
  justify-content: center;
  min-width: var(--bc-pagination-item-size);
  color: ${vars.color.fg.muted};
  letter-spacing: 1px;
`;

export const SizeSelect = styled.select`
  height: var(--bc-pagination-item-size);
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const Jumper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  color: ${vars.color.fg.muted};
`;

export const JumpInput = styled.input`
  width: 48px;
  height: var(--bc-pagination-item-size);
  padding: 0 ${vars.space[1.5]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font: inherit;
  text-align: center;

  &:focus-visible {
    ${focusRing}
  }
`;
