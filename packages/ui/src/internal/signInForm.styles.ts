import { styled, vars } from './styled';

/** Shared layout of the sign-in forms (phone, password, brand choice, forgot password). */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const CodeRow = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > button {
    flex: none;
    min-width: 120px;
  }
`;

export const Links = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
`;

export const Sso = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border.muted};
`;

export const SsoLabel = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  text-align: center;
`;

export const SsoButtons = styled.div`
  display: flex;
  gap: ${vars.space[2]};

  & > * {
    flex: 1;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

/** Dialog buttons inside a form (so that Enter in a field submits it). */
export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
`;
