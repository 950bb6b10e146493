import { css, focusRing, styled, vars } from '../internal/styled';

export const buttonBase = css`
  --bc-button-height: 32px;
  --bc-button-padding-x: ${vars.space[4]};
  --bc-button-font-size: ${vars.font.size.md};
  --bc-button-bg: ${vars.color.neutral.bg};
  --bc-button-bg-hover: ${vars.color.neutral.bgHover};
  --bc-button-fg: ${vars.color.neutral.fg};
  --bc-button-border: ${vars.color.border.default};

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1.5]};
  height: var(--bc-button-height);
  min-width: var(--bc-button-height);
  padding: 0 var(--bc-button-padding-x);
  border: 1px solid var(--bc-button-border);
  border-radius: ${vars.radius.md};
  background: var(--bc-button-bg);
  color: var(--bc-button-fg);
  font: inherit;
  font-size: var(--bc-button-font-size);
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-disabled='true']):not(:disabled) {
    background: var(--bc-button-bg-hover);
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &:disabled {
    --bc-button-bg: ${vars.color.bg.subtle};
    --bc-button-bg-hover: ${vars.color.bg.subtle};
    --bc-button-fg: ${vars.color.fg.disabled};
    --bc-button-border: ${vars.color.border.muted};
  }
  &[data-loading='true'] {
    cursor: progress;
  }

  &[data-size='sm'] {
    --bc-button-height: 24px;
    --bc-button-padding-x: ${vars.space[2]};
    --bc-button-font-size: ${vars.font.size.xs};
  }
  &[data-size='lg'] {
    --bc-button-height: 40px;
    --bc-button-padding-x: ${vars.space[5]};
    --bc-button-font-size: ${vars.font.size.lg};
  }
  &[data-block='true'] {
    display: flex;
    width: 100%;
  }
  &[data-icon-only='true'] {
    --bc-button-padding-x: 0;
  }

  &[data-variant='primary']:not(:disabled) {
    --bc-button-bg: ${vars.color.accent.bg};
    --bc-button-bg-hover: ${vars.color.accent.bgHover};
    --bc-button-fg: ${vars.color.fg.onEmphasis};
    --bc-button-border: transparent;
  }
  &[data-variant='danger']:not(:disabled) {
    --bc-button-bg: ${vars.color.danger.bg};
    --bc-button-bg-hover: ${vars.color.danger.bgHover};
    --bc-button-fg: ${vars.color.fg.onEmphasis};
    --bc-button-border: transparent;
  }
  &[data-variant='ghost'],
  &[data-variant='link'] {
    --bc-button-bg: transparent;
    --bc-button-border: transparent;
  }
  &[data-variant='ghost']:not(:disabled) {
    --bc-button-bg-hover: ${vars.color.neutral.bgHover};
  }
  &[data-variant='link'] {
    --bc-button-bg-hover: transparent;
    --bc-button-padding-x: 0;
    --bc-button-fg: ${vars.color.fg.link};
    height: auto;
    min-width: 0;
  }
  &[data-variant='link']:hover:not(:disabled) {
    text-decoration: underline;
  }
  &[data-variant='link']:disabled {
    --bc-button-bg: transparent;
    --bc-button-border: transparent;
  }
`;

export const StyledButton = styled.button`
  ${buttonBase}
`;

export const Visual = styled.span`
  display: inline-flex;
  flex: none;
`;
