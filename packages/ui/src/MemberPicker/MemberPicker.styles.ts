import { focusRing, styled, vars } from '../internal/styled';
import { Chip } from '../Select/Select.styles';

/** A chosen member in multiple mode: avatar, name, remove button. */
export const MemberChip = styled(Chip)`
  gap: ${vars.space[1]};
  padding-left: ${vars.space[0.5]};
`;

/** The chosen member in single mode, inside the combobox button. */
export const TriggerValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  max-width: 100%;
  vertical-align: middle;

  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** One result row: check, avatar, name, department and the reason it cannot be chosen. */
export const MemberOption = styled.span`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;

  & > [data-part='Check'] {
    display: inline-flex;
    flex: none;
    width: 16px;
  }
  & > [data-part='Name'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-part='Department'] {
    flex: none;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
  }
  & > [data-part='Reason'] {
    flex: none;
    margin-left: auto;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
  }
`;

/** Loading, empty and error states (a live region) above the results. */
export const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  color: ${vars.color.fg.muted};

  &[data-state='loading'],
  &[data-state='empty'],
  &[data-state='error'] {
    padding: ${vars.space[3]} ${vars.space[2]};
  }
  &[data-state='error'] {
    color: ${vars.color.danger.fg};
  }
`;

export const RetryButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.fg.link};
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
