import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100vh;
  min-width: ${vars.layout.minWidth};
  background: ${vars.color.bg.canvas};
  color: ${vars.color.fg.default};

  &[data-hide-aside] {
    min-width: ${vars.layout.minWidthNoAside};
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.z.toast};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.link};
  font-size: ${vars.font.size.sm};
  box-shadow: ${vars.shadow.md};
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
    ${focusRing}
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const Aside = styled.div`
  display: flex;
  flex: none;
  min-height: 0;
`;

export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const Crumbs = styled.div`
  flex: none;
  padding: ${vars.space[3]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border.muted};
  background: ${vars.color.bg.surface};
`;

export const Main = styled.main`
  flex: 1;
  min-height: 0;
  padding: ${vars.space[5]};
  overflow: auto;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: -2px;
  }
`;
