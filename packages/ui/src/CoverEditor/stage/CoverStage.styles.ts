import { focusRing, styled, vars } from '../../internal/styled';

export const Root = styled.div`
  --bc-cover-stage-width: auto;
  --bc-cover-stage-height: auto;
  position: relative;
  width: var(--bc-cover-stage-width);
  height: var(--bc-cover-stage-height);
  line-height: 0;
  outline: none;
  box-shadow: 0 0 0 1px ${vars.color.border.default};
  touch-action: none;
  user-select: none;

  &:focus-visible {
    ${focusRing}
  }
  & [data-part='Canvas'] {
    width: 100%;
    height: 100%;
  }
`;

/**
 * The in-place text editor, laid over the text it edits. Its box, font and colour come from the
 * text through `--bc-cover-stage-edit-*` variables (canvas pixels already multiplied by the scale).
 */
export const TextEditor = styled.textarea`
  position: absolute;
  top: var(--bc-cover-stage-edit-y);
  left: var(--bc-cover-stage-edit-x);
  z-index: 1;
  box-sizing: content-box;
  width: var(--bc-cover-stage-edit-width);
  height: var(--bc-cover-stage-edit-height);
  min-height: 1em;
  margin: 0;
  padding: 0;
  border: 0;
  outline: 1px dashed ${vars.color.accent.bg};
  outline-offset: 2px;
  background: transparent;
  color: var(--bc-cover-stage-edit-color);
  caret-color: var(--bc-cover-stage-edit-color);
  font-family: var(--bc-cover-stage-edit-font-family);
  font-size: var(--bc-cover-stage-edit-font-size);
  font-weight: var(--bc-cover-stage-edit-font-weight);
  font-style: var(--bc-cover-stage-edit-font-style);
  line-height: var(--bc-cover-stage-edit-line-height);
  letter-spacing: var(--bc-cover-stage-edit-letter-spacing);
  text-align: var(--bc-cover-stage-edit-align);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  overflow: hidden;
  resize: none;
  transform: rotate(var(--bc-cover-stage-edit-rotation));
  transform-origin: top left;
  user-select: text;

  &:focus-visible {
    outline-style: solid;
  }
`;
