import { useId } from 'react';
import { FormField } from '../../FormField/FormField';
import { Select } from '../../Select/Select';
import { Switch } from '../../Switch/Switch';
import { Textarea } from '../../Textarea/Textarea';
import type { CoverObjectPatch } from '../model';
import { ColorField } from './ColorField';
import { ButtonRow, Fields, Group, Note, PanelRoot, PanelTitle, Segmented, ToggleButton } from './panels.styles';
import { NumberField, useCoverTranslate } from './shared';
import type { CoverTextPanelProps } from './types';

export type TextPanelProps = CoverTextPanelProps;

/** The Select value standing for the system font (`fontKey: null`); Select values cannot be empty. */
export const SYSTEM_FONT_VALUE = '__system__';

const DEFAULT_STROKE = { color: '#000000', width: 2 } as const;
const DEFAULT_SHADOW = { color: '#000000', blur: 8, offsetX: 0, offsetY: 4 } as const;
const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * Settings of one text object: content, font (with each brand font's loading state), size,
 * colour, weight, italic, alignment, spacing, stroke, shadow and opacity. Each change is an
 * `update` command coalesced per field (`text:<id>:<field>`).
 */
export function TextPanel({ text, fonts, fontStatus, onCommand }: TextPanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const send = (field: string, patch: CoverObjectPatch) =>
    onCommand({ type: 'update', changes: [{ id: text.id, patch }] }, { coalesceKey: `text:${text.id}:${field}` });

  const fontLabel = (fontKey: string, name: string) => {
    const status = fontStatus[fontKey];
    if (status === 'loading') return t('coverEditor.text.fontOption.loading', { name });
    if (status === 'failed') return t('coverEditor.text.fontOption.failed', { name });
    return name;
  };
  const fontOptions = [
    { value: SYSTEM_FONT_VALUE, label: t('coverEditor.text.systemFont') },
    ...fonts.map((font) => ({ value: font.fontKey, label: fontLabel(font.fontKey, font.fontName) })),
  ];
  const currentStatus = text.fontKey ? fontStatus[text.fontKey] : undefined;
  const fontHint =
    currentStatus === 'loading' ? (
      <Note role="status">{t('coverEditor.text.fontLoading')}</Note>
    ) : currentStatus === 'failed' ? (
      <Note role="status" data-tone="warning">
        {t('coverEditor.text.fontFailed')}
      </Note>
    ) : undefined;

  const stroke = text.stroke;
  const shadow = text.shadow;

  return (
    <PanelRoot data-component="CoverTextPanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.text.title')}</PanelTitle>
      <FormField label={t('coverEditor.text.content')}>
        <Textarea
          size="sm"
          autosize
          minRows={2}
          maxRows={6}
          value={text.text}
          onValueChange={(value) => send('text', { text: value })}
        />
      </FormField>
      <FormField label={t('coverEditor.text.font')} hint={fontHint}>
        <Select
          size="sm"
          options={fontOptions}
          value={text.fontKey ?? SYSTEM_FONT_VALUE}
          onValueChange={(value) =>
            send('fontKey', { fontKey: value == null || value === SYSTEM_FONT_VALUE ? null : value })
          }
        />
      </FormField>
      <Fields>
        <NumberField
          label={t('coverEditor.text.fontSize')}
          unit="px"
          value={text.fontSize}
          min={1}
          max={2000}
          onValueChange={(fontSize) => send('fontSize', { fontSize })}
        />
        <ColorField
          label={t('coverEditor.text.color')}
          value={text.color}
          onValueChange={(color) => send('color', { color })}
        />
      </Fields>
      <Group>
        <legend>{t('coverEditor.text.style')}</legend>
        <ButtonRow>
          <ToggleButton
            size="sm"
            aria-pressed={text.fontWeight === 'bold'}
            onClick={() => send('fontWeight', { fontWeight: text.fontWeight === 'bold' ? 'normal' : 'bold' })}
          >
            {t('coverEditor.text.bold')}
          </ToggleButton>
          <ToggleButton size="sm" aria-pressed={text.italic} onClick={() => send('italic', { italic: !text.italic })}>
            {t('coverEditor.text.italic')}
          </ToggleButton>
        </ButtonRow>
      </Group>
      <Group>
        <legend>{t('coverEditor.text.align')}</legend>
        <Segmented data-part="Align">
          {(['left', 'center', 'right'] as const).map((align) => (
            <ToggleButton
              key={align}
              size="sm"
              aria-pressed={text.align === align}
              onClick={() => send('align', { align })}
            >
              {t(`coverEditor.text.align.${align}`)}
            </ToggleButton>
          ))}
        </Segmented>
      </Group>
      <Fields>
        <NumberField
          label={t('coverEditor.text.lineHeight')}
          value={text.lineHeight}
          min={0.5}
          max={5}
          step={0.1}
          onValueChange={(lineHeight) => send('lineHeight', { lineHeight })}
        />
        <NumberField
          label={t('coverEditor.text.letterSpacing')}
          unit="px"
          value={text.letterSpacing}
          min={-100}
          max={500}
          onValueChange={(letterSpacing) => send('letterSpacing', { letterSpacing })}
        />
      </Fields>
      <Group as="div">
        <Switch
          label={t('coverEditor.text.stroke')}
          checked={stroke != null}
          onCheckedChange={(on) => send('stroke', { stroke: on ? { ...DEFAULT_STROKE } : null })}
        />
        {stroke ? (
          <Fields>
            <ColorField
              label={t('coverEditor.text.stroke.color')}
              value={stroke.color}
              onValueChange={(color) => send('stroke.color', { stroke: { ...stroke, color } })}
            />
            <NumberField
              label={t('coverEditor.text.stroke.width')}
              unit="px"
              value={stroke.width}
              min={0}
              max={200}
              onValueChange={(width) => send('stroke.width', { stroke: { ...stroke, width } })}
            />
          </Fields>
        ) : null}
      </Group>
      <Group as="div">
        <Switch
          label={t('coverEditor.text.shadow')}
          checked={shadow != null}
          onCheckedChange={(on) => send('shadow', { shadow: on ? { ...DEFAULT_SHADOW } : null })}
        />
        {shadow ? (
          <Fields>
            <ColorField
              label={t('coverEditor.text.shadow.color')}
              value={shadow.color}
              onValueChange={(color) => send('shadow.color', { shadow: { ...shadow, color } })}
            />
            <NumberField
              label={t('coverEditor.text.shadow.blur')}
              unit="px"
              value={shadow.blur}
              min={0}
              max={500}
              onValueChange={(blur) => send('shadow.blur', { shadow: { ...shadow, blur } })}
            />
            <NumberField
              label={t('coverEditor.text.shadow.offsetX')}
              unit="px"
              value={shadow.offsetX}
              min={-1000}
              max={1000}
              onValueChange={(offsetX) => send('shadow.offsetX', { shadow: { ...shadow, offsetX } })}
            />
            <NumberField
              label={t('coverEditor.text.shadow.offsetY')}
              unit="px"
              value={shadow.offsetY}
              min={-1000}
              max={1000}
              onValueChange={(offsetY) => send('shadow.offsetY', { shadow: { ...shadow, offsetY } })}
            />
          </Fields>
        ) : null}
      </Group>
      <NumberField
        label={t('coverEditor.common.opacity')}
        unit="%"
        value={percent(text.opacity)}
        min={0}
        max={100}
        onValueChange={(value) => send('opacity', { opacity: value / 100 })}
      />
    </PanelRoot>
  );
}
