import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { FormField } from '../../FormField/FormField';
import { RadioGroup } from '../../RadioGroup/RadioGroup';
import { CloseIcon, ImageIcon, PlusIcon, UploadIcon } from '../../internal/icons';
import type { CoverBackground, CoverGradientStop, CoverImageFit } from '../model';
import { ColorField } from './ColorField';
import { ButtonRow, Fields, Group, InlineError, PanelRoot, PanelTitle, StopRow } from './panels.styles';
import { NumberField, useCoverTranslate } from './shared';
import type { CoverPanelProps, CoverPickedImage } from './types';

export interface BackgroundPanelProps extends CoverPanelProps {
  /** Opens the host's material-library picker; resolves with the chosen image, or null when cancelled. Shows "从素材库选择" when given. */
  onPickImage?: () => Promise<CoverPickedImage | null>;
  /** Uploads a file chosen with the upload button and resolves with the stored image. Shows the upload button when given. */
  onUploadImage?: (file: File) => Promise<CoverPickedImage>;
}

/** Image types the upload button accepts. */
export const BACKGROUND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest background image accepted by the upload button: 20 MB. */
export const BACKGROUND_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Gradients have 2 to 5 stops in this panel. */
export const GRADIENT_MIN_STOPS = 2;
export const GRADIENT_MAX_STOPS = 5;

type Kind = CoverBackground['kind'];
type ImageBackground = Extract<CoverBackground, { kind: 'image' }>;

/** The background's main colour, carried across kinds. */
const colorOf = (background: CoverBackground) =>
  background.kind === 'gradient' ? (background.stops[0]?.color ?? '#ffffff') : background.color;

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * The canvas background: a colour, a linear gradient (angle and 2–5 stops) or an image
 * (uploaded or picked from the library, with fit, focus point and a colour behind). Sends
 * `{ type: 'background' }` commands; continuous edits are coalesced per field.
 */
export function BackgroundPanel({ document, onCommand, onPickImage, onUploadImage }: BackgroundPanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const uploadErrorId = useId();
  const background = document.background;
  const fileInput = useRef<HTMLInputElement>(null);
  // "Image" chosen but no image yet: nothing can be sent until one is picked.
  const [pendingImage, setPendingImage] = useState(false);
  const [busy, setBusy] = useState<'upload' | 'pick' | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The last background of each kind, so switching back restores it.
  const lastByKind = useRef<Partial<Record<Kind, CoverBackground>>>({});
  useEffect(() => {
    lastByKind.current[background.kind] = background;
  }, [background]);

  const send = (next: CoverBackground, coalesceKey?: string) =>
    onCommand({ type: 'background', background: next }, coalesceKey ? { coalesceKey } : undefined);

  const kind: Kind = pendingImage ? 'image' : background.kind;

  const switchKind = (next: Kind) => {
    setImageError(null);
    if (next === background.kind) {
      setPendingImage(false);
      return;
    }
    const remembered = lastByKind.current[next];
    const color = colorOf(background);
    if (next === 'image') {
      if (remembered) {
        setPendingImage(false);
        send(remembered);
      } else setPendingImage(true);
      return;
    }
    setPendingImage(false);
    if (next === 'color') send(remembered ?? { kind: 'color', color });
    else
      send(
        remembered ?? {
          kind: 'gradient',
          angle: 90,
          stops: [
            { offset: 0, color },
            { offset: 1, color: '#000000' },
          ],
        },
      );
  };

  const applyImage = (image: CoverPickedImage) => {
    const previous = background.kind === 'image' ? background : null;
    setPendingImage(false);
    send({
      kind: 'image',
      src: image.src,
      fit: previous?.fit ?? 'cover',
      focusX: previous?.focusX ?? 0.5,
      focusY: previous?.focusY ?? 0.5,
      color: colorOf(background),
      ...(image.materialId === undefined ? {} : { materialId: image.materialId }),
    });
  };

  const upload = async (file: File) => {
    if (!(BACKGROUND_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setImageError(t('coverEditor.background.image.badType'));
      return;
    }
    if (file.size > BACKGROUND_IMAGE_MAX_BYTES) {
      setImageError(t('coverEditor.background.image.tooLarge', { max: 20 }));
      return;
    }
    if (!onUploadImage) return;
    setImageError(null);
    setBusy('upload');
    try {
      applyImage(await onUploadImage(file));
    } catch {
      setImageError(t('coverEditor.background.image.uploadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const pick = async () => {
    if (!onPickImage) return;
    setImageError(null);
    setBusy('pick');
    try {
      const image = await onPickImage();
      if (image) applyImage(image);
    } catch {
      setImageError(t('coverEditor.background.image.pickFailed'));
    } finally {
      setBusy(null);
    }
  };

  const kindOptions = [
    { value: 'color', label: t('coverEditor.background.kind.color') },
    { value: 'gradient', label: t('coverEditor.background.kind.gradient') },
    { value: 'image', label: t('coverEditor.background.kind.image') },
  ];

  return (
    <PanelRoot data-component="CoverBackgroundPanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.background.title')}</PanelTitle>
      <FormField label={t('coverEditor.background.kind')}>
        <RadioGroup
          orientation="horizontal"
          options={kindOptions}
          value={kind}
          onValueChange={(value) => switchKind(value as Kind)}
        />
      </FormField>

      {kind === 'color' && background.kind === 'color' ? (
        <ColorField
          label={t('coverEditor.background.color')}
          value={background.color}
          onValueChange={(color) => send({ kind: 'color', color }, 'background:color')}
        />
      ) : null}

      {kind === 'gradient' && background.kind === 'gradient' ? (
        <GradientFields background={background} send={send} />
      ) : null}

      {kind === 'image' ? (
        <Group>
          <legend>{t('coverEditor.background.image.source')}</legend>
          <ButtonRow>
            {onUploadImage ? (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={BACKGROUND_IMAGE_TYPES.join(',')}
                  data-part="FileInput"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void upload(file);
                  }}
                />
                <Button
                  size="sm"
                  leadingVisual={<UploadIcon />}
                  loading={busy === 'upload'}
                  disabled={busy === 'pick'}
                  aria-describedby={imageError ? uploadErrorId : undefined}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('coverEditor.background.image.upload')}
                </Button>
              </>
            ) : null}
            {onPickImage ? (
              <Button
                size="sm"
                leadingVisual={<ImageIcon />}
                loading={busy === 'pick'}
                disabled={busy === 'upload'}
                aria-describedby={imageError ? uploadErrorId : undefined}
                onClick={() => void pick()}
              >
                {t('coverEditor.background.image.pick')}
              </Button>
            ) : null}
          </ButtonRow>
          {imageError ? (
            <InlineError id={uploadErrorId} role="alert" data-part="ImageError">
              {imageError}
            </InlineError>
          ) : null}
          {background.kind === 'image' && !pendingImage ? <ImageFields background={background} send={send} /> : null}
        </Group>
      ) : null}
    </PanelRoot>
  );
}

interface FieldsProps<B> {
  background: B;
  send: (next: CoverBackground, coalesceKey?: string) => void;
}

function GradientFields({ background, send }: FieldsProps<Extract<CoverBackground, { kind: 'gradient' }>>) {
  const t = useCoverTranslate();
  const { stops } = background;
  const setStops = (next: CoverGradientStop[], coalesceKey?: string) =>
    send({ ...background, stops: next }, coalesceKey);
  const addStop = () => {
    // Halfway between the last two stops (by offset), in the colour of the last one.
    const sorted = [...stops].sort((a, b) => a.offset - b.offset);
    const last = sorted[sorted.length - 1]!;
    const before = sorted[sorted.length - 2] ?? { offset: 0 };
    setStops([...stops, { offset: Math.round(((last.offset + before.offset) / 2) * 100) / 100, color: last.color }]);
  };
  return (
    <>
      <NumberField
        label={t('coverEditor.background.angle')}
        unit="°"
        value={background.angle}
        min={0}
        max={360}
        onValueChange={(angle) => send({ ...background, angle }, 'background:angle')}
      />
      <Group>
        <legend>{t('coverEditor.background.stops')}</legend>
        {stops.map((stop, i) => (
          <StopRow key={i} data-part="Stop">
            <ColorField
              label={t('coverEditor.background.stop.color', { n: i + 1 })}
              value={stop.color}
              onValueChange={(color) =>
                setStops(
                  stops.map((s, j) => (j === i ? { ...s, color } : s)),
                  `background:stop:${i}:color`,
                )
              }
            />
            <NumberField
              label={t('coverEditor.background.stop.offset', { n: i + 1 })}
              unit="%"
              value={percent(stop.offset)}
              min={0}
              max={100}
              onValueChange={(value) =>
                setStops(
                  stops.map((s, j) => (j === i ? { ...s, offset: value / 100 } : s)),
                  `background:stop:${i}:offset`,
                )
              }
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('coverEditor.background.stop.remove', { n: i + 1 })}
              leadingVisual={<CloseIcon />}
              disabled={stops.length <= GRADIENT_MIN_STOPS}
              onClick={() => setStops(stops.filter((_, j) => j !== i))}
            />
          </StopRow>
        ))}
        <ButtonRow>
          <Button
            size="sm"
            leadingVisual={<PlusIcon />}
            disabled={stops.length >= GRADIENT_MAX_STOPS}
            onClick={addStop}
          >
            {t('coverEditor.background.stop.add')}
          </Button>
        </ButtonRow>
      </Group>
    </>
  );
}

function ImageFields({ background, send }: FieldsProps<ImageBackground>) {
  const t = useCoverTranslate();
  const fitOptions = (['cover', 'contain', 'stretch'] as const).map((fit) => ({
    value: fit,
    label: t(`coverEditor.background.fit.${fit}`),
  }));
  return (
    <>
      <FormField label={t('coverEditor.background.fit')}>
        <RadioGroup
          orientation="horizontal"
          options={fitOptions}
          value={background.fit}
          onValueChange={(fit) => send({ ...background, fit: fit as CoverImageFit })}
        />
      </FormField>
      <Fields>
        <NumberField
          label={t('coverEditor.background.focusX')}
          unit="%"
          value={percent(background.focusX)}
          min={0}
          max={100}
          onValueChange={(value) => send({ ...background, focusX: value / 100 }, 'background:focusX')}
        />
        <NumberField
          label={t('coverEditor.background.focusY')}
          unit="%"
          value={percent(background.focusY)}
          min={0}
          max={100}
          onValueChange={(value) => send({ ...background, focusY: value / 100 }, 'background:focusY')}
        />
      </Fields>
      <ColorField
        label={t('coverEditor.background.behind')}
        value={background.color}
        onValueChange={(color) => send({ ...background, color }, 'background:imageColor')}
      />
    </>
  );
}
