import { css, keyframes, vars } from '../internal/styled';

const appear = keyframes`from { opacity: 0; transform: translateY(-2px); } to { opacity: 1; transform: none; }`;

/** Shared surface of floating menus and popovers. */
export const floatingSurface = css`
  z-index: ${vars.z.dropdown};
  min-width: 160px;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.font.size.md};
  animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const contentStyles = css`
  ${floatingSurface}
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
`;

export const itemStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.fg.default};
  line-height: 1.2;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${vars.color.neutral.bgHover};
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
  &[data-tone='danger']:not([data-disabled]) {
    color: ${vars.color.danger.fg};
  }
  &[data-tone='danger'][data-highlighted] {
    background: ${vars.color.danger.subtleBg};
    color: ${vars.color.danger.subtleFg};
  }
  &[data-inset='true'] {
    padding-left: ${vars.space[8]};
  }
`;

export const indicatorStyles = css`
  position: absolute;
  left: ${vars.space[2]};
  display: inline-flex;
`;

export const labelStyles = css`
  padding: ${vars.space[1.5]} ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const separatorStyles = css`
  height: 1px;
  margin: ${vars.space[1]} 0;
  background: ${vars.color.border.muted};
`;
