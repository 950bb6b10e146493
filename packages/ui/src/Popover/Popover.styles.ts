import * as RadixPopover from '@radix-ui/react-popover';
import { focusRing, iconButton, styled, vars } from '../internal/styled';
import { floatingSurface } from '../DropdownMenu/DropdownMenu.styles';

export const Content = styled(RadixPopover.Content)`
  ${floatingSurface}
  z-index: ${vars.z.popover};
  width: max-content;
  max-width: min(360px, calc(100vw - 16px));
  padding: ${vars.space[3]} ${vars.space[4]};

  &:focus-visible {
    ${focusRing}
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[2]};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

export const CloseButton = styled.button`
  ${iconButton}
  width: 24px;
  height: 24px;
  margin: -2px -6px 0 auto;
`;
