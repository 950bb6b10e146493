import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--bc-form-gap, ${vars.space[4]});
  min-width: 0;

  &:focus-visible {
    outline: none;
  }
`;
