import type { Material, MaterialTypeCode } from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import { Alert, Button, Dialog, FormField, TextInput, Thumbnail, useLocale, vars } from '@brand-console/ui';
import { useState, type FormEvent } from 'react';
import { BareList, Inline } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { MaterialPickerDialog } from '../covers/MaterialPickerDialog';
import { TemplateChooser } from '../synthesis/TemplateChooser';
import { refusalOf, scriptMessage, useScriptsTranslate } from './messages';

const SHOT_TYPES: readonly MaterialTypeCode[] = [1, 2];
const FORM_ID = 'new-script-from-materials';

export interface NewScriptDialogProps {
  /** Called with the new script's id, or null when closed without one. */
  onDone: (projectId: number | null) => void;
}

/**
 * 从素材新建: a name and the materials in order (videos and images of the library, one shot each;
 * none gives three empty shots), made with the spec's `editing/project/addEditingProject`.
 */
export function NewFromMaterialsDialog({ onDone }: NewScriptDialogProps) {
  const { api } = useServices();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const [name, setName] = useState(() => t('new.defaultName'));
  const [materials, setMaterials] = useState<Material[]>([]);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('new.nameRequired'));
    setNameError(null);
    setFailure(null);
    setBusy(true);
    try {
      const { projectId } = await api.request(
        '/v1/sumvideo/sv/editing/project/addEditingProject',
        { name: trimmed, ...(materials.length ? { materialIds: materials.map((m) => m.id) } : {}) },
        { selfHandled: true },
      );
      onDone(projectId);
    } catch (error) {
      const msg = refusalOf(error);
      setFailure(msg ? scriptMessage(msg, locale) : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Root open={!picking} onOpenChange={(open) => !open && !picking && onDone(null)}>
        <Dialog.Content
          size="md"
          title={t('new.materialsTitle')}
          footer={
            <Inline>
              <Button onClick={() => onDone(null)}>{t('new.cancel')}</Button>
              <Button type="submit" form={FORM_ID} variant="primary" loading={busy}>
                {t('new.create')}
              </Button>
            </Inline>
          }
        >
          <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
            <FormField label={t('new.name')} required error={nameError}>
              <TextInput value={name} maxLength={LIMITS.text} onValueChange={setName} autoComplete="off" />
            </FormField>
            <fieldset style={{ border: 0, padding: 0, margin: `${vars.space[3]} 0 0` }}>
              <legend style={{ marginBottom: vars.space[2] }}>{t('new.materials')}</legend>
              {materials.length === 0 ? (
                <p style={{ color: vars.color.fg.muted, margin: 0 }}>{t('new.noMaterials')}</p>
              ) : (
                <BareList style={{ display: 'grid', gap: vars.space[2] }}>
                  {materials.map((m, i) => (
                    <li key={`${m.id}-${i}`}>
                      <Inline>
                        <span>{i + 1}.</span>
                        <Thumbnail
                          src={m.coverUrl ?? (m.type === 2 ? m.url : null)}
                          alt=""
                          type={m.type === 1 ? 'video' : 'image'}
                          size="sm"
                        />
                        <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{m.name}</span>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setMaterials((prev) => prev.filter((_, j) => j !== i))}
                          aria-label={t('new.removeMaterial', { name: m.name })}
                        >
                          {t('ed.removeShot')}
                        </Button>
                      </Inline>
                    </li>
                  ))}
                </BareList>
              )}
              <Button size="sm" style={{ marginTop: vars.space[2] }} onClick={() => setPicking(true)}>
                {t('new.addMaterial')}
              </Button>
            </fieldset>
            {failure ? <Alert tone="danger" title={failure} style={{ marginTop: vars.space[3] }} /> : null}
          </form>
        </Dialog.Content>
      </Dialog.Root>
      {picking ? (
        <MaterialPickerDialog
          types={SHOT_TYPES}
          title={t('new.pickTitle')}
          onDone={(m) => {
            setPicking(false);
            if (m) setMaterials((prev) => [...prev, m]);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * 从模板新建: a template of the brand's space or the cloud catalogue, turned into a script by the
 * spec's `creative/templateToProject` (its shots, its narration shared out over them).
 */
export function NewFromTemplateDialog({ onDone }: NewScriptDialogProps) {
  const { api } = useServices();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const [browse, setBrowse] = useState<{ source: 1 | 2; name: string }>({ source: 1, name: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="lg"
        title={t('new.templateTitle')}
        footer={<Button onClick={() => onDone(null)}>{t('new.cancel')}</Button>}
      >
        {failure ? <Alert tone="danger" title={failure} style={{ marginBottom: vars.space[3] }} /> : null}
        <div aria-busy={busy}>
          <TemplateChooser
            source={browse.source}
            name={browse.name}
            onBrowse={setBrowse}
            onChoose={(template) => {
              if (busy) return;
              setBusy(true);
              setFailure(null);
              api
                .request(
                  '/v1/sumvideo/sv/creative/templateToProject',
                  { templateId: template.id },
                  { selfHandled: true },
                )
                .then(({ projectId }) => onDone(projectId))
                .catch((error: unknown) => {
                  const msg = refusalOf(error);
                  setFailure(msg ? scriptMessage(msg, locale) : (error as Error).message);
                })
                .finally(() => setBusy(false));
            }}
          />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
