import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

export const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

export const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const NameForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  /* Level with the input: below the field's label line (22 px) and its gap (4 px). */
  & > button {
    margin-top: 26px;
  }
`;

export const Muted = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const Chat = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
`;
