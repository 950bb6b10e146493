import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color.fg.default};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
`;

export const ToolbarStart = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const BatchBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.accent.subtleBg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.accent.subtleBg};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
`;

export const BatchCount = styled.span`
  font-weight: ${vars.font.weight.medium};
`;

export const ViewSwitch = styled.div`
  display: inline-flex;
  gap: 0;

  & > button:not(:first-child) {
    margin-inline-start: -1px;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const CellLine = styled.span`
  overflow-wrap: anywhere;
`;

export const TagList = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const CellLink = styled.a`
  color: ${vars.color.fg.link};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
    border-radius: ${vars.radius.sm};
  }
`;
