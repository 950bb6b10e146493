import { styled, vars } from '../internal/styled';

export const Detail = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  font-size: ${vars.font.size.sm};
  text-align: left;

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[1]} ${vars.space[3]};
    margin: 0;
  }
  dt {
    color: ${vars.color.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${vars.font.family.mono};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
`;

export const Live = styled.p`
  min-height: 1em;
  margin: 0;
  color: ${vars.color.success.fg};
  font-size: ${vars.font.size.sm};
`;
