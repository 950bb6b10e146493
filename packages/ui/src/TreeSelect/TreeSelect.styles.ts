import { styled } from '../internal/styled';
import { popoverStyles } from '../Select/Select.styles';

/** The popover: a search box over the tree, at least as wide as the field. */
export const Content = styled.div`
  ${popoverStyles}
  min-width: max(var(--radix-popover-trigger-width, 240px), 240px);
  max-width: min(480px, calc(100vw - 16px));
  max-height: none;
`;
