import { iconButton, styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-alert-bg: ${vars.color.accent.subtleBg};
  --bc-alert-fg: ${vars.color.accent.subtleFg};
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: var(--bc-alert-bg);
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};

  &[data-tone='success'] {
    --bc-alert-bg: ${vars.color.success.subtleBg};
    --bc-alert-fg: ${vars.color.success.subtleFg};
  }
  &[data-tone='warning'] {
    --bc-alert-bg: ${vars.color.warning.subtleBg};
    --bc-alert-fg: ${vars.color.warning.subtleFg};
  }
  &[data-tone='danger'] {
    --bc-alert-bg: ${vars.color.danger.subtleBg};
    --bc-alert-fg: ${vars.color.danger.subtleFg};
  }
  &[data-banner='true'] {
    border-radius: 0;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 3px;
  color: var(--bc-alert-fg);
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.p`
  margin: 0;
  color: var(--bc-alert-fg);
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Description = styled.div`
  margin: 0;
  line-height: ${vars.font.lineHeight.normal};

  [data-part='Title'] + & {
    margin-top: ${vars.space[0.5]};
  }
`;

export const Action = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const CloseButton = styled.button`
  ${iconButton}
  width: 24px;
  height: 24px;
`;
