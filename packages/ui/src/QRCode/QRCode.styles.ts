import { styled, vars } from '../internal/styled';
import { palette } from '../tokens/primitives';

/**
 * The code is always dark modules on a light ground, in both themes: scanners need the contrast,
 * and many cannot read an inverted code. So the two colours are the palette's fixed black and
 * white, not theme roles.
 */
export const Root = styled.div`
  --bc-qrcode-size: 160px;

  position: relative;
  display: inline-flex;
  flex: none;
  box-sizing: content-box;
  width: var(--bc-qrcode-size);
  height: var(--bc-qrcode-size);
  background: ${palette.white};
  color: ${palette.black};

  &[data-bordered='true'] {
    padding: ${vars.space[2]};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.lg};
  }
  & > svg {
    display: block;
    width: 100%;
    height: 100%;
    shape-rendering: crispEdges;
  }
  &[data-status='expired'] > svg,
  &[data-status='loading'] > svg {
    opacity: 0.12;
  }
`;

/** Covers the code while it is expired, loading or cannot be drawn. */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border-radius: inherit;
  color: ${palette.black};
  font-size: ${vars.font.size.md};
  text-align: center;

  & [data-part='Spinner'] {
    --bc-spinner-size: 24px;
  }
`;

export const OverlayText = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.medium};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${vars.space[2]};
  color: ${palette.black};
  font-size: ${vars.font.size.sm};
`;
