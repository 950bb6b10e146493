import { styled, vars } from '../internal/styled';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 760px;
  margin: 0 auto;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.semibold};
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-top: ${vars.space[5]};
    border-top: 1px solid ${vars.color.border.muted};
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
