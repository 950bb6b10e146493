import { Button } from '../../Button/Button';
import { focusRing, iconButton, styled, vars } from '../../internal/styled';

/** A panel: a titled column of fields. */
export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

/** A group of fields under a small heading (a fieldset without its default chrome). */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0;
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.fg.default};
  }
`;

/** Fields side by side, two (or `--bc-cover-panel-columns`) per line. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--bc-cover-panel-columns, 2), minmax(0, 1fr));
  gap: ${vars.space[3]};
  align-items: start;

  &[data-columns='4'] {
    --bc-cover-panel-columns: 4;
  }
  &[data-columns='3'] {
    --bc-cover-panel-columns: 3;
  }
  &[data-columns='1'] {
    --bc-cover-panel-columns: 1;
  }
`;

/** A row of buttons. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** A button that stays pressed (`aria-pressed`). */
export const ToggleButton = styled(Button)`
  &[aria-pressed='true'] {
    --bc-button-bg: ${vars.color.accent.subtleBg};
    --bc-button-bg-hover: ${vars.color.accent.subtleBg};
    --bc-button-fg: ${vars.color.accent.subtleFg};
    --bc-button-border: ${vars.color.accent.fg};
  }
`;

/** Buttons joined into one segmented control. */
export const Segmented = styled.div`
  display: inline-flex;

  & > [data-component='Button'] {
    border-radius: 0;
  }
  & > [data-component='Button']:first-child {
    border-radius: ${vars.radius.md} 0 0 ${vars.radius.md};
  }
  & > [data-component='Button']:last-child {
    border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
  }
  & > [data-component='Button'] + [data-component='Button'] {
    margin-left: -1px;
  }
  & > [data-component='Button'][aria-pressed='true'] {
    position: relative;
  }
`;

/** An error shown next to a control that has no FormField of its own. */
export const InlineError = styled.div`
  color: ${vars.color.danger.fg};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** A quiet status line (font loading, sizes). */
export const Note = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  &[data-tone='warning'] {
    color: ${vars.color.warning.subtleFg};
  }
`;

/* ColorField */

export const ColorControl = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;

  & > [data-component='TextInput'] {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const Swatch = styled.input`
  flex: none;
  width: 32px;
  height: 32px;
  padding: 2px;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  cursor: pointer;

  &::-webkit-color-swatch-wrapper {
    padding: 0;
  }
  &::-webkit-color-swatch {
    border: 0;
    border-radius: ${vars.radius.sm};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/* Gradient stops */

export const StopRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto;
  gap: ${vars.space[2]};
  align-items: end;
`;

/* Layers */

export const LayerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LayerRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: 36px;
  padding: 0 ${vars.space[1]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};

  &:hover {
    background: ${vars.color.bg.subtle};
  }
  &[data-selected='true'] {
    border-color: ${vars.color.accent.fg};
    background: ${vars.color.accent.subtleBg};
  }
  &[data-hidden='true'] [data-part='LayerName'] {
    color: ${vars.color.fg.muted};
  }
  &[data-drop='before'] {
    box-shadow: inset 0 2px 0 ${vars.color.accent.fg};
  }
  &[data-drop='after'] {
    box-shadow: inset 0 -2px 0 ${vars.color.accent.fg};
  }
  &[data-dragging='true'] {
    opacity: 0.5;
  }
`;

export const LayerSelect = styled.button`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  height: 32px;
  padding: 0 ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.default};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
  & > [data-part='LayerName'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
    color: ${vars.color.fg.muted};
  }
`;

export const LayerRename = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
  padding: ${vars.space[0.5]} 0;
`;

export const IconButton = styled.button`
  ${iconButton}
  width: 28px;
  height: 28px;

  &[aria-pressed='true'] {
    color: ${vars.color.accent.subtleFg};
  }
  &:disabled {
    color: ${vars.color.fg.disabled};
  }
`;

/* Shortcuts */

export const ShortcutTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.md};

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border.muted};
    text-align: left;
    vertical-align: middle;
  }
  & td:last-child {
    white-space: nowrap;
  }
  & th {
    color: ${vars.color.fg.muted};
    font-weight: ${vars.font.weight.medium};
  }
`;

export const Keys = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.fg.muted};

  & kbd {
    display: inline-block;
    min-width: 24px;
    padding: 1px ${vars.space[1.5]};
    border: 1px solid ${vars.color.border.default};
    border-bottom-width: 2px;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.default};
    font-family: ${vars.font.family.mono};
    font-size: ${vars.font.size.sm};
    text-align: center;
  }
`;

/* Size presets */

export const PresetGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};

  & > [data-component='Button'] {
    height: auto;
    min-height: 48px;
    padding: ${vars.space[1.5]} ${vars.space[2]};
    flex-direction: column;
    gap: ${vars.space[0.5]};
    white-space: normal;
  }
  & [data-part='Label'] > span {
    display: block;
  }
  & [data-part='PresetSize'] {
    margin-top: ${vars.space[0.5]};
    font-weight: ${vars.font.weight.regular};
    font-size: ${vars.font.size.xs};
  }
`;
