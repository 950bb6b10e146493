import { focusRing, styled, vars } from '../internal/styled';
import { choiceRootStyles } from '../Checkbox/Checkbox.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[5]};
  }
`;

export const Choice = styled.span`
  ${choiceRootStyles}
`;

export const Radio = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &[data-state='checked'] {
    border-color: ${vars.color.accent.bg};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.fg};
  }
  &:disabled {
    border-color: ${vars.color.border.default};
    background: ${vars.color.bg.muted};
    cursor: not-allowed;
  }
  & > [data-part='Indicator'] {
    width: 8px;
    height: 8px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.bg};
  }
  &:disabled > [data-part='Indicator'] {
    background: ${vars.color.fg.muted};
  }
`;
