import { css, focusRing, styled, vars } from '../internal/styled';
import { fieldBoxStyles } from '../TextInput/TextInput.styles';

const buttonReset = css`
  margin: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

/** Single, non-searchable: the Radix trigger is the bordered box. */
export const Trigger = styled.button`
  ${fieldBoxStyles}
  justify-content: space-between;
  cursor: pointer;
  text-align: left;
  font: inherit;
  font-size: var(--bc-field-font-size);

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
  & [data-part='Value'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] [data-part='Value'] {
    color: ${vars.color.fg.muted};
  }
  & [data-part='Chevron'] {
    display: inline-flex;
    flex: none;
    color: ${vars.color.fg.muted};
  }
`;

/** Multiple or searchable: a box holding chips, the combobox button and clear-all. */
export const Box = styled.div`
  ${fieldBoxStyles}
  flex-wrap: wrap;
  row-gap: ${vars.space[1]};
  padding-top: 2px;
  padding-bottom: 2px;

  & > [data-part='Chevron'] {
    display: inline-flex;
    flex: none;
    color: ${vars.color.fg.muted};
    pointer-events: none;
  }
`;

export const ComboTrigger = styled.button`
  ${buttonReset}
  flex: 1;
  min-width: 48px;
  min-height: calc(var(--bc-field-height) - 6px);
  padding: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--bc-field-font-size);
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[data-placeholder='true'] {
    color: ${vars.color.fg.muted};
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[0.5]};
  max-width: 100%;
  height: 22px;
  padding: 0 ${vars.space[0.5]} 0 ${vars.space[1.5]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.neutral.subtleBg};
  color: ${vars.color.neutral.subtleFg};
  font-size: ${vars.font.size.xs};

  & > [data-part='ChipLabel'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const ChipRemove = styled.button`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border-radius: ${vars.radius.sm};
  color: inherit;

  &:hover:not(:disabled) {
    background: ${vars.color.neutral.bgHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const popoverStyles = css`
  z-index: ${vars.z.popover};
  box-sizing: border-box;
  min-width: var(--radix-popover-trigger-width, var(--radix-select-trigger-width, 160px));
  max-height: min(
    320px,
    var(--radix-popover-content-available-height, var(--radix-select-content-available-height, 320px))
  );
  overflow: hidden;
  display: flex;
  flex-direction: column;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  box-shadow: ${vars.shadow.md};

  &:focus-visible {
    outline: none;
  }
`;

export const itemStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  outline: none;
  cursor: pointer;
  user-select: none;

  &[data-highlighted] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
  }
  &[data-state='checked'] {
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-disabled] {
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
  & > [data-part='Check'] {
    display: inline-flex;
    flex: none;
    width: 16px;
  }
`;

/** The cmdk popover: cmdk marks the active item with data-selected and disabled ones with data-disabled='true'. */
export const Content = styled.div`
  ${popoverStyles}

  & [cmdk-list] {
    overflow-y: auto;
    max-height: 240px;
  }
  & [cmdk-empty] {
    padding: ${vars.space[3]} ${vars.space[2]};
    color: ${vars.color.fg.muted};
    text-align: center;
  }
  & [cmdk-item] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 32px;
    padding: 0 ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
    user-select: none;
  }
  & [cmdk-item][data-selected='true'] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
  }
  & [cmdk-item][data-checked='true'] {
    font-weight: ${vars.font.weight.semibold};
  }
  & [cmdk-item][data-disabled='true'] {
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
  & [cmdk-item] > [data-part='Check'] {
    display: inline-flex;
    flex: none;
    width: 16px;
  }
`;

export const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  padding: 0 ${vars.space[2]};
  margin-bottom: ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border.muted};
  color: ${vars.color.fg.muted};

  & input {
    flex: 1;
    min-width: 0;
    height: 32px;
    border: 0;
    outline: 0;
    background: transparent;
    color: ${vars.color.fg.default};
    font: inherit;
  }
  & input::placeholder {
    color: ${vars.color.fg.muted};
    opacity: 1;
  }
`;
