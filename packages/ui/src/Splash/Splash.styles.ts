import { keyframes, styled, vars } from '../internal/styled';

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  background: ${vars.color.bg.canvas};
  color: ${vars.color.fg.default};

  &[data-state='hiding'] {
    animation: ${fadeOut} 240ms ${vars.motion.easing.standard} forwards;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='hiding'] {
      animation: none;
      opacity: 0;
    }
  }
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
`;

export const Name = styled.p`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;
