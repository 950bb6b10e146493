import { styled, vars } from '../internal/styled';

export const Root = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--bc-search-form-column, 260px), 1fr));
  gap: ${vars.space[4]} ${vars.space[6]};
  align-items: end;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  & > [data-part='Field'][hidden] {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  grid-column: -2 / -1;
`;
