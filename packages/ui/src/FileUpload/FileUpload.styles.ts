import { focusRing, iconButton, styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-file-upload-tile: 96px;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${vars.radius.md};
  outline: 1px dashed transparent;
  outline-offset: 4px;

  &[data-state='dragging'] {
    outline-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.subtleBg};
  }
  /* Spacing between the parts; the rejections live region takes no room while it is empty. */
  & > * + * {
    margin-top: ${vars.space[2]};
  }
  & > [data-part='Rejections']:empty {
    margin-top: 0;
  }
`;

/** The button and the drop hint of the file variant. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};

  & > [data-part='DropHint'] {
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.sm};
  }
  [data-invalid='true'] > & > [data-part='Trigger'] {
    border-color: ${vars.color.danger.fg};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-variant='image'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

/** The "+" tile that opens the file picker (image variant). */
export const AddTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: var(--bc-file-upload-tile);
  height: var(--bc-file-upload-tile);
  padding: ${vars.space[2]};
  border: 1px dashed ${vars.color.border.strong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.fg.muted};
  font: inherit;
  font-size: ${vars.font.size.xs};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${vars.color.accent.bg};
    color: ${vars.color.accent.fg};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger.fg};
  }
`;

/** A thumbnail tile with its status and actions (image variant). */
export const Tile = styled.li`
  --bc-upload-bar: ${vars.color.accent.bg};
  position: relative;
  width: var(--bc-file-upload-tile);
  height: var(--bc-file-upload-tile);
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.bg.subtle};

  &[data-status='failed'] {
    --bc-upload-bar: ${vars.color.danger.bg};
    border-color: ${vars.color.danger.fg};
  }
`;

export const Thumb = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${vars.color.fg.muted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Progress or the failure, over the thumbnail. */
export const TileOverlay = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[1.5]};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.xs};
  line-height: 1.3;

  [data-status='failed'] > & {
    color: ${vars.color.danger.fg};
  }
  & > [data-part='StatusText'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const TileActions = styled.div`
  position: absolute;
  top: ${vars.space[1]};
  right: ${vars.space[1]};
  display: flex;
  gap: ${vars.space[1]};
`;

export const TileButton = styled.button`
  ${iconButton}
  width: 22px;
  height: 22px;
  border: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.sm};
`;

/** One file of the list (file variant). */
export const Row = styled.li`
  --bc-upload-bar: ${vars.color.accent.bg};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: ${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};

  &[data-status='failed'] {
    --bc-upload-bar: ${vars.color.danger.bg};
  }
`;

export const RowIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.fg.muted};
`;

export const RowMain = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;

  & > [data-part='Top'] {
    display: flex;
    align-items: baseline;
    gap: ${vars.space[2]};
    min-width: 0;
  }
`;

export const RowName = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${vars.color.fg.default};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[href] {
    color: ${vars.color.fg.link};
    text-decoration: none;
  }
  &[href]:hover {
    text-decoration: underline;
  }
  &[href]:focus-visible {
    ${focusRing}
  }
`;

export const RowSize = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const RowStatus = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;

  [data-status='failed'] & {
    color: ${vars.color.danger.fg};
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.space[0.5]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

/** Files refused by the last pick or drop, with the reason. */
export const Rejections = styled.div`
  color: ${vars.color.danger.fg};
  font-size: ${vars.font.size.xs};

  & > p {
    margin: 0;
  }
  & > ul {
    margin: ${vars.space[0.5]} 0 0;
    padding-left: ${vars.space[4]};
  }
`;
