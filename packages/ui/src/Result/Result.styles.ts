import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  padding: ${vars.space[12]} ${vars.space[6]};
  color: ${vars.color.fg.default};
  text-align: center;
`;

/** The status picture: an icon in a tinted circle, or the code (403, 404, 500) in a tinted pill. */
export const Illustration = styled.div`
  --bc-result-tint-bg: ${vars.color.accent.subtleBg};
  --bc-result-tint-fg: ${vars.color.accent.subtleFg};

  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  height: 72px;
  padding: 0 ${vars.space[4]};
  box-sizing: border-box;
  border-radius: 36px;
  background: var(--bc-result-tint-bg);
  color: var(--bc-result-tint-fg);
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;

  &[data-status='success'] {
    --bc-result-tint-bg: ${vars.color.success.subtleBg};
    --bc-result-tint-fg: ${vars.color.success.subtleFg};
  }
  &[data-status='error'],
  &[data-status='500'] {
    --bc-result-tint-bg: ${vars.color.danger.subtleBg};
    --bc-result-tint-fg: ${vars.color.danger.subtleFg};
  }
  &[data-status='warning'],
  &[data-status='403'] {
    --bc-result-tint-bg: ${vars.color.warning.subtleBg};
    --bc-result-tint-fg: ${vars.color.warning.subtleFg};
  }
  &[data-status='404'] {
    --bc-result-tint-bg: ${vars.color.neutral.subtleBg};
    --bc-result-tint-fg: ${vars.color.neutral.subtleFg};
  }
`;

export const Title = styled.h2`
  margin: ${vars.space[2]} 0 0;
  max-width: 640px;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  max-width: 640px;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};
`;

/** Extra content (details, a list of what failed) in a subtle box under the actions. */
export const Extra = styled.div`
  align-self: stretch;
  box-sizing: border-box;
  max-width: 720px;
  width: 100%;
  margin: ${vars.space[4]} auto 0;
  padding: ${vars.space[4]} ${vars.space[6]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};
  text-align: left;
`;
