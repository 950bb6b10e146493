import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${vars.z.toast};
  height: 3px;
  pointer-events: none;
  transition: opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-state='finishing'] {
    opacity: 0;
    transition-delay: 150ms;
  }
`;

export const Bar = styled.div`
  height: 100%;
  background: ${vars.color.accent.bg};
  box-shadow: 0 0 6px ${vars.color.accent.bg};
  transform: scaleX(var(--bc-loading-progress, 0));
  transform-origin: left center;
  transition: transform 500ms ${vars.motion.easing.standard};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
