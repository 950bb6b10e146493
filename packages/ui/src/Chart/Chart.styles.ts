import { styled, vars } from '../internal/styled';

export const Root = styled.figure`
  --bc-chart-height: 320px;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

export const Header = styled.figcaption`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};

  & > [data-part='TableToggle'] {
    flex: none;
  }
  & > [data-part='TableToggle'][aria-pressed='true'] {
    --bc-button-bg: ${vars.color.accent.subtleBg};
    --bc-button-bg-hover: ${vars.color.accent.subtleBg};
    --bc-button-fg: ${vars.color.accent.subtleFg};
    --bc-button-border: ${vars.color.accent.fg};
  }
`;

export const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
`;

export const Title = styled.span`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const Description = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const Body = styled.div`
  position: relative;
  min-width: 0;

  & > [data-part='Empty'] {
    min-height: var(--bc-chart-height);
    justify-content: center;
  }
`;

export const Plot = styled.div`
  width: 100%;
  height: var(--bc-chart-height);

  &[hidden] {
    display: none;
  }
`;

/** Beside the canvas the table is there for screen readers only; in table view it replaces the canvas. */
export const TableFrame = styled.div`
  &[data-visible='false'] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  &[data-visible='true'] {
    min-height: var(--bc-chart-height);
    overflow-x: auto;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border.muted};
    text-align: end;
    white-space: nowrap;
  }
  th:first-child {
    text-align: start;
  }
  thead th {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.muted};
    font-weight: ${vars.font.weight.medium};
  }
  tbody th {
    font-weight: ${vars.font.weight.regular};
  }
`;

/** The table's caption repeats the figure's visible title, so it is read but not shown twice. */
export const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A veil over the last chart while new data loads. */
export const LoadingOverlay = styled.div`
  --bc-spinner-size: 24px;
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.accent.fg};

  & > [data-part='Spinner'] {
    position: relative;
  }

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${vars.color.bg.surface};
    opacity: 0.6;
  }
`;
