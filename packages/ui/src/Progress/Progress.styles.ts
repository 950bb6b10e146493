import { keyframes, styled, vars } from '../internal/styled';
import * as RadixProgress from '@radix-ui/react-progress';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Root = styled.div`
  --bc-progress-height: 8px;
  --bc-progress-fill: ${vars.color.accent.bg};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 80px;

  &[data-size='sm'] {
    --bc-progress-height: 4px;
  }
  &[data-tone='success'] {
    --bc-progress-fill: ${vars.color.success.bg};
  }
  &[data-tone='warning'] {
    --bc-progress-fill: ${vars.color.warning.bg};
  }
  &[data-tone='danger'] {
    --bc-progress-fill: ${vars.color.danger.bg};
  }
`;

export const Track = styled(RadixProgress.Root)`
  position: relative;
  flex: 1;
  height: var(--bc-progress-height);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.muted};
`;

export const Fill = styled(RadixProgress.Indicator)`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: var(--bc-progress-fill);
  transform: translateX(calc(var(--bc-progress-value, 0) * 1% - 100%));
  transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-state='indeterminate'] {
    width: 40%;
    animation: ${slide} 1.2s ${vars.motion.easing.standard} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-state='indeterminate'] {
      animation-duration: 3s;
    }
  }
`;

export const Value = styled.span`
  min-width: 3.5em;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  text-align: end;
  font-variant-numeric: tabular-nums;
`;
