import { styled, vars } from '../internal/styled';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin: ${vars.space[4]} 0 ${vars.space[3]};
`;

export const Note = styled.p`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const Sources = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
`;

/** A record's outcome tag with, under a failure, its reason. */
export const OutcomeCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
`;

export const Reason = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;
`;
