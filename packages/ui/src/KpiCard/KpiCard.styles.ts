import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'statistic action'
    'footnote footnote';
  align-items: start;
  gap: ${vars.space[3]} ${vars.space[2]};
  height: 100%;
  min-width: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  & > [data-part='Statistic'] {
    grid-area: statistic;
  }
`;

export const Action = styled.div`
  grid-area: action;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
`;

export const Footnote = styled.div`
  grid-area: footnote;
  align-self: end;
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border.muted};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const List = styled.ul`
  --bc-kpi-min-width: 200px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--bc-kpi-min-width)), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;
