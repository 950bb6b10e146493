import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  padding: ${vars.space[1]} ${vars.space[3]} ${vars.space[1]} ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    border-color: ${vars.color.accent.bg};
    box-shadow: ${vars.shadow.md};
  }
  &[data-disabled='true'] {
    color: ${vars.color.fg.muted};
  }
`;

export const Handle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: grab;
  touch-action: none;

  &:hover {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.default};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  [data-dragging='true'] > & {
    cursor: grabbing;
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  color: ${vars.color.fg.muted};
  text-align: center;
`;
