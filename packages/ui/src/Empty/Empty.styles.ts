import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[8]} ${vars.space[4]};
  color: ${vars.color.fg.muted};
  text-align: center;

  &[data-size='sm'] {
    padding: ${vars.space[4]};
  }
`;

export const Illustration = styled.div`
  display: inline-flex;
  color: ${vars.color.fg.muted};
  opacity: 0.8;
`;

export const Title = styled.p`
  margin: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
`;

export const Action = styled.div`
  margin-top: ${vars.space[2]};
`;
