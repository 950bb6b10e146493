import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  width: ${vars.layout.sideMenuWidth};
  height: 100%;
  min-height: 0;
  border-right: 1px solid ${vars.color.border.muted};
  background: ${vars.color.bg.surface};
  transition: width ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-collapsed] {
    width: ${vars.layout.sideMenuCollapsedWidth};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Search = styled.div`
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[2]};
`;

export const Tree = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[2]} ${vars.space[3]};
  overflow-y: auto;
  list-style: none;
`;

export const Group = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.div`
  --bc-menu-indent: 0px;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  margin: 2px 0;
  padding: 0 ${vars.space[3]} 0 calc(${vars.space[3]} + var(--bc-menu-indent));
  border-radius: ${vars.radius.md};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  text-decoration: none;
  cursor: pointer;
  user-select: none;

  &[data-level='2'] {
    --bc-menu-indent: 24px;
  }
  &[data-level='3'] {
    --bc-menu-indent: 40px;
    min-height: 36px;
  }
  &:hover {
    background: ${vars.color.bg.subtle};
  }
  &[data-in-trail] {
    color: ${vars.color.accent.subtleFg};
  }
  &[data-active] {
    background: ${vars.color.accent.subtleBg};
    color: ${vars.color.accent.subtleFg};
    font-weight: ${vars.font.weight.medium};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
  nav[data-collapsed] & {
    justify-content: center;
    padding: 0;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 18px;
  height: 18px;
  align-items: center;
  justify-content: center;
`;

/** Collapsed, an entry without an icon shows its first character in a small rounded square. */
export const Initial = styled.span`
  display: inline-flex;
  flex: none;
  width: 22px;
  height: 22px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.subtle};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
`;

/** An icon given as an image address (a menu node's `scopeIcon` URL). */
export const IconImage = styled.img`
  display: block;
  object-fit: contain;
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Mark = styled.mark`
  border-radius: 2px;
  background: ${vars.color.warning.subtleBg};
  color: ${vars.color.warning.subtleFg};
`;

export const Badge = styled.img`
  flex: none;
  height: 16px;
`;

export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.fg.muted};
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  transform: rotate(-90deg);

  &[data-open] {
    transform: rotate(0deg);
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${vars.space[4]} ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

export const Footer = styled.div`
  flex: none;
  padding: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border.muted};
`;

export const CollapseToggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 36px;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: none;
  color: ${vars.color.fg.muted};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &:hover {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.fg.default};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
  nav[data-collapsed] & {
    justify-content: center;
    padding: 0;
  }
`;
