import { useId } from 'react';
import { COVER_MAX_SIDE, COVER_MIN_SIDE, COVER_SIZE_PRESETS } from '../model';
import { Fields, Group, PanelRoot, PanelTitle, PresetGrid, ToggleButton } from './panels.styles';
import { NumberField, useCoverTranslate } from './shared';
import type { CoverPanelProps } from './types';

export type SizePanelProps = CoverPanelProps;

/**
 * The canvas size: one button per preset (`aria-pressed` on the current one) and custom width and
 * height (COVER_MIN_SIDE–COVER_MAX_SIDE px; out of range shows an error and sends nothing). Sends
 * `{ type: 'resize' }`; typing in a field is coalesced per side.
 */
export function SizePanel({ document, onCommand }: SizePanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const { width, height } = document;
  return (
    <PanelRoot data-component="CoverSizePanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.size.title')}</PanelTitle>
      <Group>
        <legend>{t('coverEditor.size.presets')}</legend>
        <PresetGrid data-part="Presets">
          {COVER_SIZE_PRESETS.map((preset) => (
            <ToggleButton
              key={preset.key}
              size="sm"
              aria-pressed={preset.width === width && preset.height === height}
              onClick={() => onCommand({ type: 'resize', width: preset.width, height: preset.height })}
            >
              <span>{t(`coverEditor.size.preset.${preset.key}`)}</span>
              <span data-part="PresetSize">
                {t('coverEditor.size.dimensions', { width: preset.width, height: preset.height })}
              </span>
            </ToggleButton>
          ))}
        </PresetGrid>
      </Group>
      <Group>
        <legend>{t('coverEditor.size.custom')}</legend>
        <Fields>
          <NumberField
            label={t('coverEditor.size.width')}
            unit="px"
            value={width}
            min={COVER_MIN_SIDE}
            max={COVER_MAX_SIDE}
            precision={0}
            onValueChange={(w) => onCommand({ type: 'resize', width: w, height }, { coalesceKey: 'size:width' })}
          />
          <NumberField
            label={t('coverEditor.size.height')}
            unit="px"
            value={height}
            min={COVER_MIN_SIDE}
            max={COVER_MAX_SIDE}
            precision={0}
            onValueChange={(h) => onCommand({ type: 'resize', width, height: h }, { coalesceKey: 'size:height' })}
          />
        </Fields>
      </Group>
    </PanelRoot>
  );
}
