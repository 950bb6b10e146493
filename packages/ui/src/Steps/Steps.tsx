import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { CheckIcon, CloseIcon } from '../internal/icons';
import { Content, Description, Icon, Item, Root, Title, TitleButton, TitleRow } from './Steps.styles';

/** Where a step stands: not reached, current, done, or failed. */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** One step of a Steps list. */
export interface StepItem {
  /** The step's name. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Overrides the status worked out from `current`. */
  status?: StepStatus;
}

export interface StepsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children' | 'onChange'> {
  /** The steps, in order. */
  items: ReadonlyArray<StepItem>;
  /** Controlled index of the current step. */
  current?: number;
  /** Initial current step when uncontrolled.
   * @default 0 */
  defaultCurrent?: number;
  /** Called when the current step changes (a finished step clicked). */
  onCurrentChange?: (index: number) => void;
  /** Status of the current step; steps before it are finished, steps after it wait.
   * @default 'process' */
  status?: StepStatus;
  /** Side by side or stacked.
   * @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Makes finished steps buttons that go back to them; called with the step's index. */
  onStepClick?: (index: number) => void;
}

/** The status a step shows: its own, or worked out from the current step. */
export function stepStatus(index: number, current: number, currentStatus: StepStatus, own?: StepStatus): StepStatus {
  if (own) return own;
  if (index < current) return 'finish';
  if (index === current) return currentStatus;
  return 'wait';
}

/**
 * An ordered list of steps (建号 → 填写信息 → 完成): numbered, with finished ones ticked, the
 * current one marked `aria-current="step"` and every status spoken. With `onStepClick`,
 * finished steps are buttons.
 */
export function Steps({
  items,
  current: currentProp,
  defaultCurrent = 0,
  onCurrentChange,
  status = 'process',
  orientation = 'horizontal',
  onStepClick,
  'aria-label': ariaLabel,
  ...rest
}: StepsProps) {
  const t = useUiTranslate(formsCatalogues);
  const [current, setCurrent] = useControllableState({
    value: currentProp,
    defaultValue: defaultCurrent,
    onChange: onCurrentChange,
  });
  return (
    <Root data-component="Steps" data-orientation={orientation} aria-label={ariaLabel ?? t('steps.label')} {...rest}>
      {items.map((item, index) => {
        const itemStatus = stepStatus(index, current, status, item.status);
        const clickable = onStepClick != null && itemStatus === 'finish' && index !== current;
        const spoken = <VisuallyHidden> {t(`steps.${itemStatus}`)}</VisuallyHidden>;
        return (
          <Item
            key={index}
            data-part="Item"
            data-status={itemStatus}
            aria-current={index === current ? 'step' : undefined}
          >
            <Icon data-part="Icon" aria-hidden="true">
              {itemStatus === 'finish' ? (
                <CheckIcon size={14} />
              ) : itemStatus === 'error' ? (
                <CloseIcon size={14} />
              ) : (
                index + 1
              )}
            </Icon>
            <Content data-part="Content">
              <TitleRow>
                {clickable ? (
                  <TitleButton
                    type="button"
                    data-part="Title"
                    onClick={() => {
                      onStepClick(index);
                      setCurrent(index);
                    }}
                  >
                    {item.title}
                    {spoken}
                  </TitleButton>
                ) : (
                  <Title data-part="Title">
                    {item.title}
                    {spoken}
                  </Title>
                )}
              </TitleRow>
              {item.description ? <Description data-part="Description">{item.description}</Description> : null}
            </Content>
          </Item>
        );
      })}
    </Root>
  );
}
