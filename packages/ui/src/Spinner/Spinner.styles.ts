import { keyframes, styled, vars } from '../internal/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Root = styled.span`
  --bc-spinner-size: 20px;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.accent.fg};

  &[data-size='sm'] {
    --bc-spinner-size: 14px;
  }
  &[data-size='lg'] {
    --bc-spinner-size: 32px;
  }
`;

export const Ring = styled.span`
  display: inline-block;
  width: var(--bc-spinner-size);
  height: var(--bc-spinner-size);
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

export const Label = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;
