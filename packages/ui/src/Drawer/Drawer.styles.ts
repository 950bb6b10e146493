import { css, keyframes, styled, vars } from '../internal/styled';

const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

export const contentStyles = css`
  --bc-drawer-width: ${vars.layout.dialogMd};
  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  z-index: ${vars.z.modal};
  display: flex;
  flex-direction: column;
  width: min(var(--bc-drawer-width), 100vw);
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  animation: ${slideFromRight} ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &:focus-visible {
    outline: none;
  }
  &[data-placement='left'] {
    right: auto;
    left: 0;
    animation-name: ${slideFromLeft};
  }
  &[data-size='sm'] {
    --bc-drawer-width: ${vars.layout.dialogSm};
  }
  &[data-size='lg'] {
    --bc-drawer-width: ${vars.layout.dialogLg};
  }
  &[data-size='xl'] {
    --bc-drawer-width: ${vars.layout.dialogXl};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border.default};
`;

export const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[4]} ${vars.space[5]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border.default};
`;
