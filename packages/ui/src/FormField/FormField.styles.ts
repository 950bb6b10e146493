import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};

  &[data-orientation='horizontal'] {
    display: grid;
    grid-template-columns: var(--bc-form-field-label-width, 96px) minmax(0, 1fr);
    column-gap: ${vars.space[3]};
    align-items: start;
  }
  &[data-orientation='horizontal'] > [data-part='Label'] {
    padding-top: 5px;
    text-align: right;
  }
  &[data-orientation='horizontal'] > [data-part='Hint'],
  &[data-orientation='horizontal'] > [data-part='Error'] {
    grid-column: 2;
  }
`;

export const Label = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[0.5]};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.fg.default};

  &[data-disabled='true'] {
    color: ${vars.color.fg.muted};
  }
`;

export const RequiredMark = styled.span`
  color: ${vars.color.danger.fg};
`;

export const Hint = styled.div`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Error = styled.div`
  color: ${vars.color.danger.fg};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Control = styled.div`
  min-width: 0;
`;
