import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.header`
  display: flex;
  flex-direction: column;
  min-height: ${vars.layout.topBarHeight};
  border-bottom: 1px solid ${vars.color.border.muted};
  background: ${vars.color.bg.surface};

  &[data-embedded] {
    min-height: 0;
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  height: 60px;
  padding: 0 ${vars.space[5]};
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

export const LogoButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: none;
  color: ${vars.color.fg.default};
  text-decoration: none;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

export const ProductName = styled.span`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-left: auto;
`;

export const Tabs = styled.nav`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[1]};
  height: 50px;
  padding: 0 ${vars.space[4]};
  overflow-x: auto;
`;

export const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: 0 ${vars.space[3]};
  border: 0;
  background: none;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${vars.color.fg.default};
  }
  &[data-active] {
    color: ${vars.color.accent.subtleFg};
    font-weight: ${vars.font.weight.medium};
  }
  &[data-active]::after {
    content: '';
    position: absolute;
    inset: auto ${vars.space[3]} 0;
    height: 2px;
    border-radius: 1px;
    background: ${vars.color.accent.bg};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;
