import { css, focusRing, styled, vars } from '../internal/styled';

const base = css`
  --bc-thumbnail-width: 80px;
  --bc-thumbnail-ratio: 1 / 1;
  position: relative;
  display: inline-flex;
  flex: none;
  width: var(--bc-thumbnail-width);
  aspect-ratio: var(--bc-thumbnail-ratio);
  overflow: hidden;
  padding: 0;
  border: 1px solid ${vars.color.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.subtle};
  color: ${vars.color.fg.muted};
  vertical-align: middle;

  &[data-size='sm'] {
    --bc-thumbnail-width: 48px;
  }
  &[data-size='lg'] {
    --bc-thumbnail-width: 120px;
  }
  &[data-ratio='16:9'] {
    --bc-thumbnail-ratio: 16 / 9;
  }
  &[data-ratio='9:16'] {
    --bc-thumbnail-ratio: 9 / 16;
  }
  &[data-ratio='3:4'] {
    --bc-thumbnail-ratio: 3 / 4;
  }
  &[data-ratio='4:3'] {
    --bc-thumbnail-ratio: 4 / 3;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-fit='contain'] img {
    object-fit: contain;
  }
`;

export const Root = styled.div`
  ${base}
`;

export const ButtonRoot = styled.button`
  ${base}
  cursor: pointer;
  font: inherit;

  &:hover {
    border-color: ${vars.color.accent.fg};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Fallback = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: 100%;
  height: 100%;
`;

export const PlayBadge = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: inline-flex;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background: rgba(0, 0, 0, 0.55);
  color: #ffffff;
  transform: translate(-50%, -50%);
  pointer-events: none;
`;

export const Duration = styled.span`
  position: absolute;
  right: ${vars.space[1]};
  bottom: ${vars.space[1]};
  padding: 1px ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background: rgba(0, 0, 0, 0.72);
  color: #ffffff;
  font-size: ${vars.font.size.xs};
  line-height: 1.4;
  font-variant-numeric: tabular-nums;
`;
