import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

/** The dashed box; the whole of it is the trigger's click target. */
export const Area = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: 132px;
  padding: ${vars.space[5]} ${vars.space[4]};
  border: 1px dashed ${vars.color.border.strong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.fg.default};
  text-align: center;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([data-disabled]) {
    border-color: ${vars.color.accent.bg};
  }
  &:has(button:focus-visible) {
    ${focusRing}
  }
  &[data-state='dragging'] {
    border-style: solid;
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.subtleBg};
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    border-color: ${vars.color.border.default};
  }
  &[data-size='sm'] {
    min-height: 72px;
    padding: ${vars.space[3]};
  }
`;

/** The button; its ::after stretches over the whole box. */
export const Trigger = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  color: ${vars.color.accent.fg};
  [data-size='sm'] & {
    display: none;
  }
  button:disabled > & {
    color: inherit;
  }
`;

export const Title = styled.span`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

export const Hint = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.fg.muted};
`;

export const Rejections = styled.div`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.danger.fg};
  &:empty {
    display: none;
  }
  & p {
    margin: 0 0 ${vars.space[1]};
    font-weight: ${vars.font.weight.medium};
  }
  & ul {
    margin: 0;
    padding-left: ${vars.space[5]};
  }
  & li {
    overflow-wrap: anywhere;
  }
`;
