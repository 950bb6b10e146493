import { styled, vars } from '../internal/styled';

/** The list of times: a scrolling column under the field. */
export const ListPanel = styled.div`
  z-index: ${vars.z.popover};
  box-sizing: border-box;
  min-width: max(120px, var(--radix-popover-trigger-width, 120px));
  max-height: min(264px, var(--radix-popover-content-available-height, 264px));
  overflow-y: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  box-shadow: ${vars.shadow.md};
  overscroll-behavior: contain;

  &:focus-visible {
    outline: none;
  }
`;

/** One time in the list: `data-active` follows the keyboard, `aria-selected` marks the value. */
export const Option = styled.div`
  display: flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  user-select: none;

  &[data-active='true'] {
    background: ${vars.color.neutral.bgHover};
  }
  &[aria-selected='true'] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
    font-weight: ${vars.font.weight.semibold};
  }
  &[aria-selected='true'][data-active='true'] {
    box-shadow: inset 0 0 0 1px ${vars.color.accent.fg};
  }
`;
