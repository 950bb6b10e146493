import { focusRing, iconButton, keyframes, styled, vars } from '../internal/styled';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

export const Viewport = styled.ol`
  position: fixed;
  top: ${vars.space[6]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  width: max-content;
  max-width: min(480px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: 10px ${vars.space[3]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.font.size.md};
  animation: ${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &[data-state='closed'] {
    opacity: 0;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 3px;
  &[data-tone='error'] {
    color: ${vars.color.danger.fg};
  }
  &[data-tone='success'] {
    color: ${vars.color.success.fg};
  }
  &[data-tone='warning'] {
    color: ${vars.color.warning.fg};
  }
  &[data-tone='info'] {
    color: ${vars.color.accent.fg};
  }
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.div`
  font-weight: ${vars.font.weight.semibold};
`;

export const Dismiss = styled.button`
  ${iconButton}
  width: 22px;
  height: 22px;
  margin: 0 -4px 0 ${vars.space[1]};
`;
