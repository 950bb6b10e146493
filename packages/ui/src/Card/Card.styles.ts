import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  &[data-elevated='true'] {
    border-color: transparent;
    box-shadow: ${vars.shadow.sm};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.muted};
`;

export const Title = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const Extra = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Body = styled.div`
  flex: 1;
  padding: ${vars.space[4]};

  [data-padding='none'] > & {
    padding: 0;
  }
  [data-padding='sm'] > & {
    padding: ${vars.space[3]};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border.muted};
`;
