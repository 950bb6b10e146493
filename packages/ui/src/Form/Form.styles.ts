import { styled, vars } from '../internal/styled';

export const Root = styled.form`
  --bc-form-gap: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  gap: var(--bc-form-gap);
  min-width: 0;
  margin: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='end'] {
    justify-content: flex-end;
  }
  &[data-align='center'] {
    justify-content: center;
  }
  /* Beside labels: the buttons line up with the controls. */
  &[data-layout='horizontal'][data-align='start'] {
    padding-left: calc(var(--bc-form-field-label-width, 96px) + ${vars.space[3]});
  }
`;
