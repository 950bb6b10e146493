import { focusRing, styled, vars } from '../internal/styled';

export const Root = styled.nav`
  display: flex;
  align-items: center;
  min-width: 0;
  font-size: ${vars.font.size.sm};
  line-height: 1.5;
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Link = styled.a`
  border-radius: ${vars.radius.sm};
  color: ${vars.color.fg.muted};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${vars.color.fg.link};
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Current = styled.span`
  color: ${vars.color.fg.default};
  font-weight: ${vars.font.weight.medium};
`;

export const Separator = styled.span`
  display: inline-flex;
  color: ${vars.color.fg.subtle};
`;
