import { focusRing, styled, vars } from '../internal/styled';

/** A checkerboard behind a colour, so white and "no colour" are still visible. */
const checker = `repeating-conic-gradient(${vars.color.bg.muted} 0% 25%, ${vars.color.bg.surface} 0% 50%) 50% / 8px 8px`;

/** The colour swatch at the start of the field; it opens the popover. */
export const SwatchTrigger = styled.button`
  flex: none;
  width: calc(var(--bc-field-height) - 12px);
  height: calc(var(--bc-field-height) - 12px);
  margin-left: calc(${vars.space[1]} * -1);
  padding: 0;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.sm};
  background: linear-gradient(var(--bc-color-input-swatch), var(--bc-color-input-swatch)), ${checker};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The popover surface. */
export const Panel = styled.div`
  z-index: ${vars.z.popover};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  box-shadow: ${vars.shadow.md};

  &:focus-visible {
    outline: none;
  }
`;

export const PanelTitle = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const SwatchGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 24px);
  gap: ${vars.space[1.5]};
`;

/** One preset colour; `aria-pressed` marks the current one. */
export const SwatchButton = styled.button`
  position: relative;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: var(--bc-color-input-swatch);
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.border.strong};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-pressed='true'] {
    box-shadow:
      0 0 0 2px ${vars.color.bg.surface},
      0 0 0 4px ${vars.color.accent.bg};
  }
`;

export const CustomRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border.muted};
  color: ${vars.color.fg.default};
  cursor: pointer;

  & > input[type='color'] {
    width: 32px;
    height: 24px;
    padding: 0;
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.sm};
    background: none;
    cursor: pointer;
  }
  & > input[type='color']:focus-visible {
    ${focusRing}
  }
`;
