import { useState } from 'react';
import { Button } from '../../Button/Button';
import * as Dialog from '../../Dialog/Dialog.namespace';
import { FormField } from '../../FormField/FormField';
import { RadioGroup } from '../../RadioGroup/RadioGroup';
import { Alert } from '../../Alert/Alert';
import { Descriptions } from '../../Descriptions/Descriptions';
import { Group } from './panels.styles';
import { NumberField, useCoverTranslate } from './shared';

export type CoverExportFormat = 'png' | 'jpeg';

export interface CoverExportOptions {
  /** The image type. */
  format: CoverExportFormat;
  /** JPEG quality from 0.1 to 1 (as canvas `toBlob` takes it); always 1 for PNG. */
  quality: number;
}

export interface ExportDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to close (Esc, ×, Cancel) and after a successful export. */
  onOpenChange: (open: boolean) => void;
  /** Output width in pixels (the document's, shown as is). */
  width: number;
  /** Output height in pixels. */
  height: number;
  /** Makes and saves the image; the dialog shows loading meanwhile and shows the error if it rejects. */
  onExport: (options: CoverExportOptions) => Promise<void>;
}

/** JPEG quality in percent offered by default. */
export const DEFAULT_JPEG_QUALITY = 92;

/**
 * Export settings: PNG or JPEG (with quality 10–100 %), the exact output size, and an export
 * button that shows loading while `onExport` runs. A failed export is shown in the dialog and
 * the dialog stays open with the choices kept.
 */
export function ExportDialog({ open, onOpenChange, width, height, onExport }: ExportDialogProps) {
  const t = useCoverTranslate();
  const [format, setFormat] = useState<CoverExportFormat>('png');
  const [quality, setQuality] = useState(DEFAULT_JPEG_QUALITY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (busy && !next) return;
    if (next) setError(null);
    onOpenChange(next);
  };

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await onExport({ format, quality: format === 'jpeg' ? quality / 100 : 1 });
      setBusy(false);
      onOpenChange(false);
    } catch (cause) {
      setBusy(false);
      const detail = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
      setError(detail ? t('coverEditor.export.failedWith', { detail }) : t('coverEditor.export.failed'));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Content
        size="sm"
        title={t('coverEditor.export.title')}
        data-component="CoverExportDialog"
        footer={
          <>
            <Button disabled={busy} onClick={() => changeOpen(false)}>
              {t('coverEditor.export.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void run()}>
              {t('coverEditor.export.submit')}
            </Button>
          </>
        }
      >
        <Group as="div">
          <Descriptions
            items={[
              { label: t('coverEditor.export.size'), value: t('coverEditor.export.sizeValue', { width, height }) },
            ]}
          />
          <FormField label={t('coverEditor.export.format')}>
            <RadioGroup
              orientation="horizontal"
              options={[
                { value: 'png', label: 'PNG' },
                { value: 'jpeg', label: 'JPEG' },
              ]}
              value={format}
              onValueChange={(value) => setFormat(value as CoverExportFormat)}
            />
          </FormField>
          {format === 'jpeg' ? (
            <NumberField
              label={t('coverEditor.export.quality')}
              unit="%"
              value={quality}
              min={10}
              max={100}
              onValueChange={setQuality}
            />
          ) : null}
          {error ? (
            <Alert tone="danger" role="alert" data-part="Error">
              {error}
            </Alert>
          ) : null}
        </Group>
      </Dialog.Content>
    </Dialog.Root>
  );
}
