import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  outline: none;

  & [data-part='Toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & [data-part='Spacer'] {
    flex: 1;
  }

  & [data-part='Body'] {
    display: grid;
    grid-template-columns: 220px minmax(0, 1fr) 300px;
    gap: ${vars.space[4]};
    align-items: start;
  }

  & [data-part='Side'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[4]};
    min-width: 0;
    max-height: 720px;
    overflow: auto;
  }

  & [data-part='Preview'] {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 640px;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bg.subtle};
  }

  & [data-part='SizeNote'] {
    margin: 0;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.sm};
    text-align: center;
  }
`;
