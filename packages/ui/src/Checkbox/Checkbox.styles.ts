import { css, focusRing, styled, vars } from '../internal/styled';

/** A control with its label beside it; shared by Checkbox, Radio and Switch. */
export const choiceRootStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};

  &[data-disabled='true'] {
    color: ${vars.color.fg.muted};
  }
  & > label {
    cursor: pointer;
  }
  &[data-disabled='true'] > label {
    cursor: not-allowed;
  }
`;

export const Root = styled.span`
  ${choiceRootStyles}
`;

export const Box = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.onEmphasis};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.bg};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.fg};
  }
  &:disabled {
    border-color: ${vars.color.border.default};
    background: ${vars.color.bg.muted};
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[5]};
  }
`;
