import { styled, vars } from '../internal/styled';

export const ToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 1px;
  color: ${vars.color.warning.fg};
  &[data-tone='danger'] {
    color: ${vars.color.danger.fg};
  }
  &[data-tone='info'] {
    color: ${vars.color.accent.fg};
  }
`;

export const Message = styled.div`
  color: ${vars.color.fg.default};
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.p`
  margin: ${vars.space[3]} 0 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.danger.subtleBg};
  color: ${vars.color.danger.subtleFg};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;
