import { focusRing, styled, vars } from '../internal/styled';
import { choiceRootStyles } from '../Checkbox/Checkbox.styles';

export const Root = styled.span`
  ${choiceRootStyles}
`;

export const Track = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: 32px;
  height: 18px;
  padding: 2px;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.color.fg.muted};
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:focus-visible {
    ${focusRing}
  }
  &[data-state='checked'] {
    background: ${vars.color.accent.bg};
  }
  &:disabled {
    background: ${vars.color.border.default};
    cursor: not-allowed;
  }
  &[data-size='sm'] {
    width: 26px;
    height: 14px;
  }
  & > [data-part='Thumb'] {
    display: block;
    width: 14px;
    height: 14px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.bg.surface};
    box-shadow: ${vars.shadow.sm};
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[data-size='sm'] > [data-part='Thumb'] {
    width: 10px;
    height: 10px;
  }
  & > [data-part='Thumb'][data-state='checked'] {
    transform: translateX(14px);
  }
  &[data-size='sm'] > [data-part='Thumb'][data-state='checked'] {
    transform: translateX(12px);
  }
`;
