import { keyframes, styled } from './styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: var(--bc-spinner-size, 1em);
  height: var(--bc-spinner-size, 1em);
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;

/** Decorative spinner; the caller announces the busy state (aria-busy, a label). */
export function InlineSpinner() {
  return <Ring aria-hidden="true" data-part="Spinner" />;
}
