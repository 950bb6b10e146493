import { styled, vars } from '../internal/styled';

/** Long brand lists scroll inside the card. */
export const Scroll = styled.div`
  max-height: 280px;
  padding: ${vars.space[1]};
  overflow-y: auto;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[3]};

  & > * {
    flex: 1;
  }
`;
