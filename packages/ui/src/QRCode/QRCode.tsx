import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useMemo, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { InlineSpinner } from '../internal/Spinner';
import { Message, Overlay, OverlayText, Root } from './QRCode.styles';
import { qrSymbol, type QRSymbol } from './qrMatrix';

export type QRCodeErrorLevel = 'L' | 'M' | 'Q' | 'H';
export type QRCodeStatus = 'active' | 'expired' | 'loading';

/** Modules of light margin on each side; the QR specification asks for 4. */
export const QR_QUIET_ZONE = 4;

export interface QRCodeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** The text or address to encode. */
  value: string;
  /** The accessible name of the code (`role="img"`): say what it is for, e.g. 扫码发布到抖音. Defaults to 二维码 / "QR code". */
  title?: string;
  /** Width and height of the code in px (quiet zone included, border and padding not).
   * @default 160 */
  size?: number;
  /** Error correction: L 7 %, M 15 %, Q 25 %, H 30 % of the code may be damaged or covered.
   * @default 'M' */
  errorLevel?: QRCodeErrorLevel;
  /** `expired` covers the code with 已失效 and a refresh button; `loading` with a spinner.
   * @default 'active' */
  status?: QRCodeStatus;
  /** Called by the refresh button of an expired code; without it there is no button. */
  onRefresh?: () => void;
  /** A light frame with padding around the code.
   * @default true */
  bordered?: boolean;
}

type Encoded = { symbol: QRSymbol; error?: undefined } | { symbol?: undefined; error: unknown };

/** A scannable QR code drawn as inline SVG: dark modules on a light ground in both themes, with a quiet zone. */
export function QRCode({
  value,
  title,
  size = 160,
  errorLevel = 'M',
  status = 'active',
  onRefresh,
  bordered = true,
  style,
  ...rest
}: QRCodeProps) {
  const t = useUiTranslate(displayCatalogues);
  const encoded = useMemo<Encoded | null>(() => {
    if (!value) return null;
    try {
      return { symbol: qrSymbol(value, errorLevel, QR_QUIET_ZONE) };
    } catch (error) {
      return { error };
    }
  }, [value, errorLevel]);
  const side = encoded?.symbol ? encoded.symbol.size + QR_QUIET_ZONE * 2 : 1;
  const name = title ?? t('qrCode.title');

  return (
    <Root
      data-component="QRCode"
      data-status={status}
      data-bordered={bordered}
      aria-busy={status === 'loading' || undefined}
      style={{ '--bc-qrcode-size': `${size}px`, ...style } as CSSProperties}
      {...rest}
    >
      {encoded?.error ? (
        <Message data-part="Error">{t('qrCode.tooLong')}</Message>
      ) : (
        <svg
          role="img"
          aria-label={name}
          data-part="Code"
          width={size}
          height={size}
          viewBox={`0 0 ${side} ${side}`}
          focusable="false"
        >
          {encoded?.symbol ? <path data-part="Modules" d={encoded.symbol.path} fill="currentColor" /> : null}
        </svg>
      )}
      {status === 'expired' ? (
        <Overlay data-part="Overlay">
          <OverlayText>{t('qrCode.expired')}</OverlayText>
          {onRefresh ? (
            <Button size="sm" variant="primary" onClick={onRefresh} data-part="Refresh">
              {t('qrCode.refresh')}
            </Button>
          ) : null}
        </Overlay>
      ) : status === 'loading' ? (
        <Overlay data-part="Overlay">
          <InlineSpinner />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </Overlay>
      ) : null}
    </Root>
  );
}
