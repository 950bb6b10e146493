import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-statistic-value-size: ${vars.font.size['2xl']};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};

  &[data-size='sm'] {
    --bc-statistic-value-size: ${vars.font.size.xl};
  }
  &[data-size='lg'] {
    --bc-statistic-value-size: ${vars.font.size['3xl']};
  }
`;

export const Label = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const Value = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  min-width: 0;
  font-size: var(--bc-statistic-value-size);
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;

  & > [data-part='Placeholder'] {
    align-self: center;
  }
`;

export const Figure = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Affix = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.regular};
`;

export const Trend = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};

  & > [data-part='TrendValue'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[0.5]};
    font-variant-numeric: tabular-nums;
  }
  &[data-tone='good'] > [data-part='TrendValue'] {
    color: ${vars.color.success.fg};
  }
  &[data-tone='bad'] > [data-part='TrendValue'] {
    color: ${vars.color.danger.fg};
  }
`;

export const TrendLabel = styled.span`
  color: ${vars.color.fg.muted};
`;

export const TrendArrow = styled.svg`
  width: 10px;
  height: 10px;
  fill: currentColor;

  [data-direction='down'] & {
    transform: rotate(180deg);
  }
`;
