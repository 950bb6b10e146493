import { styled, vars } from '../internal/styled';
import { fieldBoxStyles } from '../TextInput/TextInput.styles';

export const Root = styled.span`
  ${fieldBoxStyles}
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[0.5]};
  padding: ${vars.space[1]} var(--bc-field-padding-x);
`;

export const StyledTextarea = styled.textarea`
  --bc-textarea-line: calc(var(--bc-field-font-size) * 1.5715);
  display: block;
  width: 100%;
  min-height: calc(var(--bc-textarea-min-rows, 3) * var(--bc-textarea-line));
  padding: 0;
  border: 0;
  outline: 0;
  resize: vertical;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--bc-field-font-size);
  line-height: ${vars.font.lineHeight.normal};

  &::placeholder {
    color: ${vars.color.fg.muted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.fg.muted};
  }
  &[data-autosize='true'] {
    field-sizing: content;
    resize: none;
    max-height: calc(var(--bc-textarea-max-rows, 8) * var(--bc-textarea-line));
  }
`;

export const Footer = styled.span`
  display: flex;
  justify-content: flex-end;
`;
