import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-descriptions-columns: 3;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

export const Title = styled.h3`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(var(--bc-descriptions-columns), minmax(0, 1fr));
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;

  [data-bordered='true'] > & {
    gap: 0;
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.md};
    overflow: hidden;
  }
`;

export const Item = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  min-width: 0;

  [data-bordered='true'] & {
    gap: 0;
    border-right: 1px solid ${vars.color.border.default};
    border-bottom: 1px solid ${vars.color.border.default};
    margin: 0 -1px -1px 0;
  }
  [data-layout='vertical'] & {
    flex-direction: column;
    gap: ${vars.space[1]};
  }
`;

export const Term = styled.dt`
  flex: none;
  color: ${vars.color.fg.muted};
  white-space: nowrap;

  &::after {
    content: var(--bc-descriptions-colon, '：');
  }
  [data-bordered='true'] & {
    min-width: 120px;
    padding: ${vars.space[2]} ${vars.space[3]};
    background: ${vars.color.bg.subtle};
  }
  [data-bordered='true'] &::after,
  [data-layout='vertical'] &::after {
    content: '';
  }
`;

export const Detail = styled.dd`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;

  [data-bordered='true'] & {
    padding: ${vars.space[2]} ${vars.space[3]};
  }
`;
