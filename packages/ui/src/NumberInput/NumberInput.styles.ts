import { focusRing, styled, vars } from '../internal/styled';

export const Steppers = styled.span`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-self: stretch;
  margin-right: calc(var(--bc-field-padding-x) * -1);
  border-left: 1px solid ${vars.color.border.default};
`;

export const StepButton = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  width: 22px;
  min-height: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: pointer;

  & + & {
    border-top: 1px solid ${vars.color.border.default};
  }
  &:hover:not(:disabled) {
    background: ${vars.color.neutral.bgHover};
    color: ${vars.color.fg.default};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
