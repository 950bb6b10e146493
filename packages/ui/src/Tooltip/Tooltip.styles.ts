import * as RadixTooltip from '@radix-ui/react-tooltip';
import { keyframes, styled, vars } from '../internal/styled';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const Content = styled(RadixTooltip.Content)`
  z-index: ${vars.z.tooltip};
  max-width: 280px;
  padding: ${vars.space[1.5]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.fg.default};
  color: ${vars.color.bg.surface};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  box-shadow: ${vars.shadow.md};
  animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${vars.color.fg.default};
`;
