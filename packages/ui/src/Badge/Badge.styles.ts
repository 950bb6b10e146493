import { styled, vars } from '../internal/styled';

export const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Count = styled.span`
  --bc-badge-bg: ${vars.color.danger.bg};
  --bc-badge-fg: ${vars.color.fg.onEmphasis};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 ${vars.space[1.5]};
  border-radius: ${vars.radius.full};
  background: var(--bc-badge-bg);
  color: var(--bc-badge-fg);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 1px ${vars.color.bg.surface};

  &[data-tone='accent'] {
    --bc-badge-bg: ${vars.color.accent.bg};
  }
  &[data-tone='neutral'] {
    --bc-badge-bg: ${vars.color.neutral.subtleBg};
    --bc-badge-fg: ${vars.color.neutral.subtleFg};
  }
  &[data-dot='true'] {
    min-width: 8px;
    width: 8px;
    height: 8px;
    padding: 0;
  }
  [data-attached='true'] > & {
    position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);
  }
`;
