import { css, iconButton, styled, vars } from '../internal/styled';

/**
 * The bordered box shared by every text-like control (TextInput, PasswordInput, NumberInput,
 * Select, date pickers). Sizes via `data-size`, states via `data-invalid`, `data-disabled`.
 */
export const fieldBoxStyles = css`
  --bc-field-height: 32px;
  --bc-field-padding-x: ${vars.space[3]};
  --bc-field-font-size: ${vars.font.size.md};
  --bc-field-border: ${vars.color.border.default};

  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  box-sizing: border-box;
  width: 100%;
  min-height: var(--bc-field-height);
  padding: 0 var(--bc-field-padding-x);
  border: 1px solid var(--bc-field-border);
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: var(--bc-field-font-size);
  line-height: ${vars.font.lineHeight.normal};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([data-disabled='true']) {
    --bc-field-border: ${vars.color.border.strong};
  }
  &:focus-within:not([data-disabled='true']) {
    --bc-field-border: ${vars.color.accent.bg};
    box-shadow: 0 0 0 2px ${vars.color.accent.subtleBg};
  }
  &[data-invalid='true'] {
    --bc-field-border: ${vars.color.danger.fg};
  }
  &[data-invalid='true']:focus-within {
    box-shadow: 0 0 0 2px ${vars.color.danger.subtleBg};
  }
  &[data-disabled='true'] {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
  &[data-readonly='true'] {
    background: ${vars.color.bg.subtle};
  }
  &[data-size='sm'] {
    --bc-field-height: 24px;
    --bc-field-padding-x: ${vars.space[2]};
    --bc-field-font-size: ${vars.font.size.xs};
  }
  &[data-size='lg'] {
    --bc-field-height: 40px;
    --bc-field-font-size: ${vars.font.size.lg};
  }
`;

export const FieldBox = styled.span`
  ${fieldBoxStyles}
`;

/** The bare native input inside a FieldBox. */
export const innerInputStyles = css`
  flex: 1;
  min-width: 0;
  height: calc(var(--bc-field-height) - 2px);
  padding: 0;
  border: 0;
  outline: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--bc-field-font-size);

  &::placeholder {
    color: ${vars.color.fg.muted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.fg.muted};
  }
`;

export const InnerInput = styled.input`
  ${innerInputStyles}
`;

export const Visual = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${vars.color.fg.muted};
`;

/** A small square icon button inside the box (clear, show password, open calendar). */
export const IconButton = styled.button`
  ${iconButton}
  width: 20px;
  height: 20px;
`;

export const Counter = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;
