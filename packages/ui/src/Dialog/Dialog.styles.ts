import { css, focusRing, iconButton, keyframes, styled, vars } from '../internal/styled';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.overlay};
  background: ${vars.color.bg.overlay};
  animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter};
`;

export const contentStyles = css`
  --bc-dialog-width: ${vars.layout.dialogMd};
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${vars.z.modal};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(var(--bc-dialog-width), calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  animation: ${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &:focus-visible {
    ${focusRing}
  }
  &[data-size='sm'] {
    --bc-dialog-width: ${vars.layout.dialogSm};
  }
  &[data-size='lg'] {
    --bc-dialog-width: ${vars.layout.dialogLg};
  }
  &[data-size='xl'] {
    --bc-dialog-width: ${vars.layout.dialogXl};
  }
`;

export const Overlay = styled.div`
  ${overlayStyles}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[2]};
`;

export const titleStyles = css`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const descriptionStyles = css`
  margin: 0;
  color: ${vars.color.fg.muted};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${vars.space[2]} ${vars.space[5]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[4]};
`;

export const CloseButton = styled.button`
  ${iconButton}
  width: 28px;
  height: 28px;
  margin: -4px -8px 0 0;
`;
