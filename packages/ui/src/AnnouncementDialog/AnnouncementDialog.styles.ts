import { styled, vars } from '../internal/styled';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

/** Server text, shown as text: line breaks kept, long words wrapped, long notices scroll. */
export const Content = styled.div`
  max-height: 50vh;
  overflow-y: auto;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Pager = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;
