import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-tree-row-height: 32px;
  --bc-tree-indent: 20px;

  min-width: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

/** The element with `role="tree"`; it scrolls when `maxHeight` is set. */
export const Scroller = styled.div`
  position: relative;
  max-height: var(--bc-tree-max-height, none);
  overflow: auto;
  outline: none;
`;

/** Holds the rows; with virtualisation it is as tall as every row and the rows are placed absolutely. */
export const Rows = styled.div`
  position: relative;

  &[data-virtual='true'] > [role='treeitem'] {
    position: absolute;
    top: 0;
    right: 0;
    left: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  box-sizing: border-box;
  height: var(--bc-tree-row-height);
  padding-right: ${vars.space[2]};
  padding-left: calc(${vars.space[1]} + (var(--bc-tree-level) - 1) * var(--bc-tree-indent));
  border-radius: ${vars.radius.sm};
  outline: none;
  cursor: pointer;
  user-select: none;

  &:hover {
    background: ${vars.color.neutral.bgHover};
  }
  &[aria-selected='true'] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }

  & > [data-part='Toggle'] {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    border-radius: ${vars.radius.sm};
    color: ${vars.color.fg.muted};
    cursor: pointer;
  }
  & > [data-part='Toggle'] > svg {
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }
  &[aria-expanded='true'] > [data-part='Toggle'] > svg {
    transform: rotate(90deg);
  }
  & > [data-part='Toggle']:hover {
    background: ${vars.color.neutral.subtleBg};
    color: ${vars.color.fg.default};
  }
  & > [data-part='Toggle'][data-leaf] {
    visibility: hidden;
  }

  & > [data-part='Checkbox'] {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 16px;
    height: 16px;
    border: 1px solid ${vars.color.border.strong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bg.surface};
    color: ${vars.color.fg.onEmphasis};
  }
  &[aria-checked='true'] > [data-part='Checkbox'],
  &[aria-checked='mixed'] > [data-part='Checkbox'] {
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.bg};
  }
  &[aria-disabled='true'] > [data-part='Checkbox'] {
    border-color: ${vars.color.border.default};
    background: ${vars.color.bg.muted};
    color: ${vars.color.fg.muted};
  }

  & > [data-part='Icon'] {
    display: inline-flex;
    flex: none;
    color: ${vars.color.fg.muted};
  }
  & > [data-part='Label'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & mark[data-part='Highlight'] {
    border-radius: 2px;
    background: ${vars.color.warning.subtleBg};
    color: ${vars.color.warning.subtleFg};
    font-weight: ${vars.font.weight.semibold};
  }

  /* Per-node actions: shown on hover, on the focused row and on touch screens. */
  & > [data-part='Actions'] {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${vars.space[1]};
    opacity: 0;
  }
  &:hover > [data-part='Actions'],
  &:focus-within > [data-part='Actions'],
  &[aria-selected='true'] > [data-part='Actions'] {
    opacity: 1;
  }
  @media (hover: none) {
    & > [data-part='Actions'] {
      opacity: 1;
    }
  }
`;
