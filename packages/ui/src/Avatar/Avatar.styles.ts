import * as RadixAvatar from '@radix-ui/react-avatar';
import { styled, vars } from '../internal/styled';

export const Root = styled(RadixAvatar.Root)`
  --bc-avatar-size: 32px;
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--bc-avatar-size);
  height: var(--bc-avatar-size);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.subtleBg};
  color: ${vars.color.accent.subtleFg};
  font-size: calc(var(--bc-avatar-size) * 0.38);
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  vertical-align: middle;
  user-select: none;

  &[data-size='sm'] {
    --bc-avatar-size: 24px;
  }
  &[data-size='lg'] {
    --bc-avatar-size: 48px;
  }
  &[data-shape='square'] {
    border-radius: ${vars.radius.md};
  }
`;

export const Image = styled(RadixAvatar.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Fallback = styled(RadixAvatar.Fallback)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
`;
