import { useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import type { HeaderBrand } from '../Header/Header';
import { useUiTranslate } from '../i18n/I18nProvider';
import { signInCatalogues } from '../i18n/messages/signIn';
import { Form, Status } from '../internal/signInForm.styles';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Actions, Scroll } from './BrandChoice.styles';

export interface BrandChoiceProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** The login brands from phone login (opCode 1). */
  brands: readonly HeaderBrand[];
  /** Opens the chosen brand; reject with an Error to show its message (the choice stays). */
  onConfirm: (brand: HeaderBrand) => Promise<void>;
  /** Back to the sign-in form. */
  onBack?: () => void;
}

/**
 * The brand choice after phone login answers opCode 1 (spec section 4): the first brand is
 * preselected (the first that is not disabled), disabled brands say 该账号已被禁用 and cannot be
 * chosen, and with no brands at all it says that no brand information was found.
 */
export function BrandChoice({ brands, onConfirm, onBack, 'aria-label': ariaLabel, ...rest }: BrandChoiceProps) {
  const t = useUiTranslate(signInCatalogues);
  const firstValid = brands.find((brand) => brand.isValid);
  const [value, setValue] = useState<string | null>(firstValid ? String(firstValid.brandId) : null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = brands.find((brand) => String(brand.brandId) === value && brand.isValid);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !chosen) return;
    setFormError(null);
    setPending(true);
    try {
      await onConfirm(chosen);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      data-component="BrandChoice"
      noValidate
      aria-label={ariaLabel ?? t('brandChoice.title')}
      onSubmit={(event) => void submit(event)}
      {...rest}
    >
      {brands.length === 0 ? (
        <Alert tone="warning">{t('brandChoice.empty')}</Alert>
      ) : (
        <>
          <Status>{t('brandChoice.description')}</Status>
          <FormField label={t('brandChoice.label')}>
            <Scroll>
              <RadioGroup
                value={value}
                onValueChange={setValue}
                options={brands.map((brand) => ({
                  value: String(brand.brandId),
                  label: brand.isValid ? brand.brandName : `${brand.brandName}（${t('brandChoice.disabled')}）`,
                  disabled: !brand.isValid,
                }))}
              />
            </Scroll>
          </FormField>
        </>
      )}
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Actions>
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack}>
            {t('brandChoice.back')}
          </Button>
        ) : null}
        {brands.length > 0 ? (
          <Button type="submit" variant="primary" size="lg" loading={pending} disabled={!chosen}>
            {t('brandChoice.confirm')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
