import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-material-grid-max-height: 640px;
  /* Space between cards, both ways; the component reads it to lay out columns and rows. */
  --bc-material-grid-gap: ${vars.space[3]};
  --bc-material-grid-columns: 1;
  --bc-material-grid-card-height: auto;
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

export const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

export const Scroller = styled.div`
  max-height: var(--bc-material-grid-max-height);
  padding: ${vars.space[1]};
  overflow: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const List = styled.div`
  position: relative;
  width: 100%;
`;

/** One virtual row: positioned by the virtualiser, its cards laid out by a CSS grid. */
export const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  grid-template-columns: repeat(var(--bc-material-grid-columns), minmax(0, 1fr));
  gap: var(--bc-material-grid-gap);
  width: 100%;
  height: var(--bc-material-grid-card-height);
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--bc-material-grid-columns), minmax(0, 1fr));
  grid-auto-rows: var(--bc-material-grid-card-height);
  gap: var(--bc-material-grid-gap);
`;

/**
 * One card. Its parts are plain elements styled from here through `data-part` (one styled
 * component per card instead of ten keeps a screenful of new cards cheap to render).
 */
export const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover,
  &:focus-within {
    border-color: ${vars.color.accent.fg};
  }
  &[data-state='selected'] {
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.subtleBg};
    box-shadow: inset 0 0 0 1px ${vars.color.accent.bg};
  }

  & > [data-part='Media'] {
    position: relative;
    flex: none;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    background: ${vars.color.bg.subtle};
  }
  & > [data-part='Media'] > [data-component='Thumbnail'] {
    --bc-thumbnail-width: 100%;
    display: flex;
    height: 100%;
    border: 0;
    border-radius: 0;
  }
  &[data-expired='true'] > [data-part='Media'] {
    opacity: 0.6;
  }

  /* A native checkbox, as in DataTable's rows: the Radix Checkbox measures itself on mount, which
     doubled the cost of each frame that brings a screenful of new cards into a long grid. */
  & > [data-part='Select'] {
    position: absolute;
    top: ${vars.space[2]};
    left: ${vars.space[2]};
    z-index: 2;
    display: flex;
    padding: ${vars.space[0.5]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bg.surface};
  }
  & > [data-part='Select'] > input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${vars.color.accent.bg};
    cursor: pointer;
  }
  & > [data-part='Select'] > input:focus-visible {
    ${focusRing}
  }

  & > [data-part='Info'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-height: 0;
    padding: ${vars.space[2]} ${vars.space[3]};
  }
  & [data-part='Title'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[1.5]};
    min-width: 0;
    line-height: ${vars.font.lineHeight.normal};
  }
  & [data-part='Title'] > [data-component='Tag'] {
    flex: none;
  }
  & [data-part='Name'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: ${vars.font.weight.medium};
    text-align: start;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The name as the open button: its ::after covers the picture, so a click on the thumbnail
     opens too, with one tab stop per card for both. */
  & button[data-part='Name'] {
    cursor: pointer;
  }
  & button[data-part='Name']::after {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    z-index: 1;
    width: 100%;
    aspect-ratio: 16 / 9;
  }
  & button[data-part='Name']:hover {
    color: ${vars.color.fg.link};
  }
  & button[data-part='Name']:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
  & [data-part='Meta'] {
    overflow: hidden;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
    line-height: ${vars.font.lineHeight.normal};
    text-overflow: ellipsis;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  & > [data-part='Actions'] {
    display: flex;
    flex: none;
    align-items: center;
    padding: ${vars.space[1]} ${vars.space[3]};
    border-top: 1px solid ${vars.color.border.muted};
  }
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  overflow: hidden;
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.md};

  & > [data-component='Skeleton'] {
    padding: 0 ${vars.space[3]};
  }
`;

export const SkeletonMedia = styled.div`
  position: relative;
  flex: none;
  aspect-ratio: 16 / 9;

  & > [data-component='Skeleton'] {
    position: absolute;
    inset: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: ${vars.space[10]};
  padding-top: var(--bc-material-grid-gap);
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;

  & > [role='alert'] {
    color: ${vars.color.danger.fg};
  }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${vars.color.bg.surface} 70%, transparent);
`;
