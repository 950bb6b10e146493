import { styled, vars } from '../internal/styled';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[1]} 0 ${vars.space[2]};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Summary = styled.p`
  margin: 0 auto 0 0;
  align-self: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};
`;

export const Row = styled.li`
  --bc-upload-bar: ${vars.color.accent.bg};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[1.5]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};

  &[data-status='done'] {
    --bc-upload-bar: ${vars.color.success.bg};
  }
  &[data-status='failed'] {
    --bc-upload-bar: ${vars.color.danger.bg};
  }
  &[data-status='cancelled'] {
    --bc-upload-bar: ${vars.color.border.strong};
  }
`;

export const RowIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color.fg.muted};
`;

export const RowMain = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  min-width: 0;
`;

export const RowTop = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.font.size.md};
`;

export const FileSize = styled.span`
  flex: none;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;

export const Bar = styled.div`
  position: relative;
  height: 4px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.muted};
`;

export const BarFill = styled.div`
  height: 100%;
  width: var(--bc-upload-progress, 0%);
  border-radius: inherit;
  background: var(--bc-upload-bar);
  transition: width ${vars.motion.duration.normal} ${vars.motion.easing.standard};
`;

export const RowStatus = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.fg.muted};
  min-width: 0;

  & [data-part='StatusText'] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & [data-part='Percent'] {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  [data-status='failed'] > div > &,
  [data-status='rejected'] > div > & {
    color: ${vars.color.danger.fg};
  }
  [data-status='done'] > div > & {
    color: ${vars.color.success.fg};
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.space[1]};
`;
