import { styled, vars } from '../internal/styled';

export const Steps = styled.ol`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[5]};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const Step = styled.li`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border: 1px solid ${vars.color.border.default};
    border-radius: 50%;
    font-size: ${vars.font.size.xs};
  }
  &[data-state='current'] {
    color: ${vars.color.fg.default};
    font-weight: ${vars.font.weight.medium};
  }
  &[data-state='current']::before,
  &[data-state='done']::before {
    border-color: ${vars.color.accent.bg};
    background: ${vars.color.accent.bg};
    color: ${vars.color.fg.onEmphasis};
  }
  &[data-state='done']::before {
    content: '✓';
  }
`;

export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} 0;
  text-align: center;

  svg {
    color: ${vars.color.success.fg};
  }
  p {
    margin: 0;
  }
`;

export const DoneTitle = styled.p`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;
