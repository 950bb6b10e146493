import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${vars.space[2]};
  row-gap: ${vars.space[1]};
  max-width: 100%;
`;

export const Inputs = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  width: var(--bc-number-range-width, 260px);
  max-width: 100%;
`;

export const Separator = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
`;

export const Message = styled.span`
  color: ${vars.color.danger.fg};
  font-size: ${vars.font.size.sm};
`;
