import { styled, vars } from '../internal/styled';

/** The whole window, always in the dark scheme (the root carries `data-bc-theme="dark"`). */
export const Root = styled.div`
  /* A chart in a panel takes this height: two rows of panels fill the window under the figures. */
  --bc-data-screen-plot-height: clamp(180px, calc((100vh - 530px) / 2), 520px);
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  min-width: 0;
  color: ${vars.color.fg.default};
  background:
    radial-gradient(120% 60% at 50% -10%, ${vars.color.accent.subtleBg}, transparent 70%), ${vars.color.bg.inset};
  font-size: ${vars.font.size.md};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  padding: ${vars.space[5]} ${vars.space[6]};
  border-bottom: 1px solid ${vars.color.border.muted};
`;

export const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  letter-spacing: 0.04em;
`;

export const Subtitle = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
`;

export const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  & [data-part='Error']:not(:empty) {
    padding: ${vars.space[0.5]} ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.danger.subtleBg};
    color: ${vars.color.danger.subtleFg};
  }
`;

export const Main = styled.main`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  /* The figures take the first row at their own height; panels share the rest. */
  grid-template-rows: auto;
  grid-auto-rows: minmax(min-content, 1fr);
  gap: ${vars.space[4]};
  align-content: stretch;
  min-width: 0;
  padding: ${vars.space[5]} ${vars.space[6]} ${vars.space[6]};

  & > [data-component='DataScreen.Figures'] {
    grid-column: 1 / -1;
  }
`;

export const FigureList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

export const Tile = styled.div`
  /* The accent is set on each tile from its accent prop (one of the chart palette's colours). */
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px solid ${vars.color.border.muted};
  border-top: 3px solid var(--bc-data-screen-accent);
  border-radius: ${vars.radius.lg};
  background: linear-gradient(180deg, ${vars.color.bg.subtle}, ${vars.color.bg.surface});
  color: ${vars.color.fg.default};

  & [data-component='Statistic'][data-size] {
    --bc-statistic-value-size: calc(${vars.font.size['3xl']} * 1.3);
  }
`;

export const Footnote = styled.div`
  margin-top: auto;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  grid-column: span var(--bc-data-screen-span, 6);
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  & > * {
    flex: 1;
  }
`;
