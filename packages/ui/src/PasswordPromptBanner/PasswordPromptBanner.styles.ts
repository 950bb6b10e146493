import { styled, vars } from '../internal/styled';

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;
