import { css, focusRing, vars } from '../internal/styled';

export const listStyles = css`
  display: flex;
  gap: ${vars.space[6]};
  border-bottom: 1px solid ${vars.color.border.default};
`;

export const triggerStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  height: 40px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.fg.muted};
  font: inherit;
  font-size: ${vars.font.size.md};
  cursor: pointer;

  &:hover:not([data-disabled]) {
    color: ${vars.color.fg.default};
  }
  &[data-state='active'] {
    color: ${vars.color.accent.fg};
    font-weight: ${vars.font.weight.medium};
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 2px;
    border-radius: 1px;
    background: currentColor;
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const contentStyles = css`
  padding-top: ${vars.space[4]};

  &:focus-visible {
    ${focusRing}
  }
`;
