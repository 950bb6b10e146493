import { focusRing, styled, vars } from '../internal/styled';
import { fieldBoxStyles } from '../TextInput/TextInput.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
`;

/** The bordered box holding the tags, the input and the counter. */
export const Box = styled.div`
  ${fieldBoxStyles}
  flex-wrap: wrap;
  row-gap: ${vars.space[1]};
  padding-top: 3px;
  padding-bottom: 3px;
  cursor: text;

  & > [data-part='Input'] {
    flex: 1 1 96px;
    height: calc(var(--bc-field-height) - 8px);
  }
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[0.5]};
  max-width: 100%;
  height: 22px;
  padding: 0 ${vars.space[0.5]} 0 ${vars.space[1.5]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.neutral.subtleBg};
  color: ${vars.color.neutral.subtleFg};
  font-size: ${vars.font.size.xs};
  cursor: default;

  [data-readonly='true'] &,
  [data-disabled='true'] & {
    padding-right: ${vars.space[1.5]};
  }
`;

export const ChipLabel = styled.span`
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.neutral.bgHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Why the last tag was not added; empty otherwise (it is a live region, so it is always there). */
export const Message = styled.div`
  color: ${vars.color.danger.fg};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};

  &:not(:empty) {
    margin-top: ${vars.space[1]};
  }
`;
