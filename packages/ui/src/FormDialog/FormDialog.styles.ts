import { styled, vars } from '../internal/styled';

/** The form inside the surface's body: set off from a description above it. */
export const FormBody = styled.div`
  min-width: 0;
  padding-bottom: ${vars.space[2]};

  [data-part='Description'] + & {
    margin-top: ${vars.space[4]};
  }
`;
