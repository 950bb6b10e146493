import { styled, vars } from '../internal/styled';

export const Root = styled.div`
  --bc-avatar-upload-size: 80px;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Preview = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--bc-avatar-upload-size);
  height: var(--bc-avatar-upload-size);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  border: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.muted};
  color: ${vars.color.fg.muted};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Side = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const StatusLine = styled.div`
  --bc-upload-bar: ${vars.color.accent.bg};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 24px;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.fg.muted};

  &:empty {
    display: none;
  }
  &[data-status='failed'] {
    color: ${vars.color.danger.fg};
  }
  &[data-status='done'] {
    --bc-upload-bar: ${vars.color.success.bg};
    color: ${vars.color.success.fg};
  }
  & [data-part='Progress'] {
    flex: 1;
  }
  & [data-part='StatusText'] {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
