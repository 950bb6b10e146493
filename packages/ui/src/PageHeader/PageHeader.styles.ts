import { css, focusRing, styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  color: ${vars.color.fg.default};
`;

const backStyles = css`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${vars.space[1]};
  padding: ${vars.space[0.5]} ${vars.space[1]};
  margin-left: calc(-1 * ${vars.space[1]});
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.muted};
  font: inherit;
  font-size: ${vars.font.size.sm};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.neutral.bgHover};
    color: ${vars.color.fg.default};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const BackLink = styled.a`
  ${backStyles}
`;

export const BackButton = styled.button`
  ${backStyles}
`;

/** Title and status on the left, actions on the right; the actions wrap under the title when space runs out. */
export const Main = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

export const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Status = styled.div`
  display: inline-flex;
  align-items: center;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  margin-left: auto;
`;

export const Description = styled.div`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Extra = styled.div`
  margin-top: ${vars.space[2]};
`;
