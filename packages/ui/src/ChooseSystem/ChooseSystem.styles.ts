import { focusRing, styled, vars } from '../internal/styled';

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  width: 100%;
  height: 100%;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${vars.color.accent.bg};
    box-shadow: ${vars.shadow.sm};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
`;

export const CardIcon = styled.span`
  display: inline-flex;
  margin-bottom: ${vars.space[1]};
  color: ${vars.color.fg.link};
`;

export const CardName = styled.span`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
`;

export const CardDescription = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const CardState = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[4]};
  border: 1px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.fg.muted};
`;
