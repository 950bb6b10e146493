import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.span`
  --bc-tag-bg: ${vars.color.neutral.subtleBg};
  --bc-tag-fg: ${vars.color.neutral.subtleFg};
  --bc-tag-border: ${vars.color.border.default};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  height: 22px;
  padding: 0 ${vars.space[2]};
  border: 1px solid var(--bc-tag-border);
  border-radius: ${vars.radius.sm};
  background: var(--bc-tag-bg);
  color: var(--bc-tag-fg);
  font-size: ${vars.font.size.xs};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='md'] {
    height: 26px;
    font-size: ${vars.font.size.sm};
  }
  &[data-tone='accent'] {
    --bc-tag-bg: ${vars.color.accent.subtleBg};
    --bc-tag-fg: ${vars.color.accent.subtleFg};
    --bc-tag-border: transparent;
  }
  &[data-tone='success'] {
    --bc-tag-bg: ${vars.color.success.subtleBg};
    --bc-tag-fg: ${vars.color.success.subtleFg};
    --bc-tag-border: transparent;
  }
  &[data-tone='warning'] {
    --bc-tag-bg: ${vars.color.warning.subtleBg};
    --bc-tag-fg: ${vars.color.warning.subtleFg};
    --bc-tag-border: transparent;
  }
  &[data-tone='danger'] {
    --bc-tag-bg: ${vars.color.danger.subtleBg};
    --bc-tag-fg: ${vars.color.danger.subtleFg};
    --bc-tag-border: transparent;
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
  flex: none;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-right: -4px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 15%, transparent);
  }
  &:focus-visible {
    ${focusRing}
  }
`;
