import { useId, useState } from 'react';
import { Button } from '../../Button/Button';
import type { CoverCrop, CoverImage, CoverObjectPatch } from '../model';
import { ButtonRow, Fields, Group, PanelRoot, PanelTitle, ToggleButton } from './panels.styles';
import { NumberField, useCoverTranslate } from './shared';
import type { CoverPanelProps } from './types';

export interface ImagePanelProps extends CoverPanelProps {
  /** The image object being edited. */
  image: CoverImage;
}

const FULL: CoverCrop = { x: 0, y: 0, width: 1, height: 1 };
/** A fraction as a percentage with one decimal. */
const pct = (fraction: number) => Math.round(fraction * 1000) / 10;
/** Smallest crop side, in percent of the image (the document's limit). */
const MIN_CROP = 1;
const MAX_POSITION = 100_000;

/**
 * Settings of one image object: opacity, flips, crop (in percent of the source, kept inside it;
 * 重置裁剪 removes it), rotation, and exact size and position with an optional kept ratio. Each
 * change is an `update` command coalesced per field (`image:<id>:<field>`).
 */
export function ImagePanel({ image, onCommand }: ImagePanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const [keepRatio, setKeepRatio] = useState(true);
  const send = (field: string, patch: CoverObjectPatch) =>
    onCommand({ type: 'update', changes: [{ id: image.id, patch }] }, { coalesceKey: `image:${image.id}:${field}` });

  const crop = image.crop ?? FULL;
  const cropPct = { x: pct(crop.x), y: pct(crop.y), width: pct(crop.width), height: pct(crop.height) };
  const outside = t('coverEditor.image.crop.outside');
  // Each crop field is checked against the others as they are in the document.
  const cropField = (field: keyof CoverCrop) => {
    const along = field === 'x' || field === 'width' ? (['x', 'width'] as const) : (['y', 'height'] as const);
    const other = along[0] === field ? along[1] : along[0];
    return {
      value: cropPct[field],
      min: field === 'width' || field === 'height' ? MIN_CROP : 0,
      max: field === 'width' || field === 'height' ? 100 : 100 - MIN_CROP,
      step: 1,
      unit: '%',
      validate: (value: number) => (value + cropPct[other] > 100.0001 ? outside : null),
      onValueChange: (value: number) =>
        send(`crop.${field}`, {
          crop: {
            x: crop.x,
            y: crop.y,
            width: crop.width,
            height: crop.height,
            [field]: Math.round(value * 10) / 1000,
          },
        }),
    };
  };

  const ratio = image.width / image.height;

  return (
    <PanelRoot data-component="CoverImagePanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.image.title')}</PanelTitle>
      <NumberField
        label={t('coverEditor.common.opacity')}
        unit="%"
        value={Math.round(image.opacity * 100)}
        min={0}
        max={100}
        onValueChange={(value) => send('opacity', { opacity: value / 100 })}
      />
      <Group>
        <legend>{t('coverEditor.image.flip')}</legend>
        <ButtonRow>
          <ToggleButton size="sm" aria-pressed={image.flipX} onClick={() => send('flipX', { flipX: !image.flipX })}>
            {t('coverEditor.image.flipX')}
          </ToggleButton>
          <ToggleButton size="sm" aria-pressed={image.flipY} onClick={() => send('flipY', { flipY: !image.flipY })}>
            {t('coverEditor.image.flipY')}
          </ToggleButton>
        </ButtonRow>
      </Group>
      <Group>
        <legend>{t('coverEditor.image.crop')}</legend>
        <Fields>
          <NumberField label={t('coverEditor.image.crop.x')} {...cropField('x')} />
          <NumberField label={t('coverEditor.image.crop.y')} {...cropField('y')} />
          <NumberField label={t('coverEditor.image.crop.width')} {...cropField('width')} />
          <NumberField label={t('coverEditor.image.crop.height')} {...cropField('height')} />
        </Fields>
        <ButtonRow>
          <Button size="sm" disabled={image.crop == null} onClick={() => send('crop', { crop: null })}>
            {t('coverEditor.image.crop.reset')}
          </Button>
        </ButtonRow>
      </Group>
      <NumberField
        label={t('coverEditor.common.rotation')}
        unit="°"
        value={image.rotation}
        min={-360}
        max={360}
        onValueChange={(rotation) => send('rotation', { rotation })}
      />
      <Group>
        <legend>{t('coverEditor.image.geometry')}</legend>
        <Fields>
          <NumberField
            label={t('coverEditor.common.width')}
            unit="px"
            value={image.width}
            min={1}
            max={MAX_POSITION}
            onValueChange={(width) =>
              send('size', keepRatio ? { width, height: Math.max(1, Math.round(width / ratio)) } : { width })
            }
          />
          <NumberField
            label={t('coverEditor.common.height')}
            unit="px"
            value={image.height}
            min={1}
            max={MAX_POSITION}
            onValueChange={(height) =>
              send('size', keepRatio ? { height, width: Math.max(1, Math.round(height * ratio)) } : { height })
            }
          />
          <NumberField
            label={t('coverEditor.common.x')}
            unit="px"
            value={image.x}
            min={-MAX_POSITION}
            max={MAX_POSITION}
            onValueChange={(x) => send('x', { x })}
          />
          <NumberField
            label={t('coverEditor.common.y')}
            unit="px"
            value={image.y}
            min={-MAX_POSITION}
            max={MAX_POSITION}
            onValueChange={(y) => send('y', { y })}
          />
        </Fields>
        <ButtonRow>
          <ToggleButton size="sm" aria-pressed={keepRatio} onClick={() => setKeepRatio((on) => !on)}>
            {t('coverEditor.image.keepRatio')}
          </ToggleButton>
        </ButtonRow>
      </Group>
    </PanelRoot>
  );
}
