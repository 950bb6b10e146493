import { styled, vars } from '../internal/styled';

/** The ¥ before the amount. */
export const Currency = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
  font-variant-numeric: tabular-nums;

  [data-component='MoneyInput'][data-disabled='true'] > & {
    color: ${vars.color.fg.disabled};
  }
`;

/** The unit (元) after the amount. */
export const Unit = styled.span`
  flex: none;
  color: ${vars.color.fg.muted};
`;
