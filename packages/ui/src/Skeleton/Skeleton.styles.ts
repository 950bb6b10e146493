import { keyframes, styled, vars } from '../internal/styled';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

export const Root = styled.div`
  --bc-skeleton-width: 100%;
  --bc-skeleton-height: 14px;
  --bc-skeleton-bg: ${vars.color.bg.muted};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: var(--bc-skeleton-width);

  &[data-variant='circle'] {
    --bc-skeleton-width: 40px;
    --bc-skeleton-height: 40px;
  }
  &[data-variant='rect'] {
    --bc-skeleton-height: 96px;
  }
`;

export const Block = styled.span`
  display: block;
  width: 100%;
  height: var(--bc-skeleton-height);
  border-radius: ${vars.radius.sm};
  background: var(--bc-skeleton-bg);

  [data-variant='circle'] > & {
    border-radius: ${vars.radius.full};
  }
  [data-variant='text'] > &:last-child:not(:first-child) {
    width: 60%;
  }
  [data-animated='true'] > & {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-animated='true'] > & {
      animation: none;
    }
  }
`;
