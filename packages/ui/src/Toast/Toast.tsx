import * as RadixToast from '@radix-ui/react-toast';
import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { commonCatalogues } from '../i18n/messages/common';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import { Dismiss, Icon, Item, Text, Title, Viewport } from './Toast.styles';
import { createToaster, type Toaster, type ToastItem, type ToastTone } from './toaster';

const ToasterContext = createContext<Toaster | null>(null);

const icons: Record<ToastTone, ReactNode> = {
  error: <ErrorIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
};

export interface ToastProviderProps {
  /** A toaster made with `createToaster()`, to raise toasts from outside React. One is made if omitted. */
  toaster?: Toaster;
  /** The application. */
  children?: ReactNode;
}

/** Renders toasts at the top centre and lets anything below it call `useToast()`. */
export function ToastProvider({ toaster, children }: ToastProviderProps) {
  const [own] = useState(() => toaster ?? createToaster());
  const store = toaster ?? own;
  const t = useUiTranslate(commonCatalogues);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToasterContext value={store}>
      {children}
      {/* The provider's label prefixes each toast as it is announced; the viewport's names the region
          (Radix puts the hotkey, F8, where {hotkey} stands). */}
      <RadixToast.Provider label={t('toast.label')} swipeDirection="up">
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
        ))}
        <RadixToast.Viewport asChild label={t('toast.region', { hotkey: '{hotkey}' })}>
          <Viewport data-component="Toast.Viewport" />
        </RadixToast.Viewport>
      </RadixToast.Provider>
    </ToasterContext>
  );
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const t = useUiTranslate(commonCatalogues);
  return (
    <RadixToast.Root
      asChild
      type={item.tone === 'error' ? 'foreground' : 'background'}
      duration={item.duration}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <Item data-component="Toast" data-tone={item.tone}>
        <Icon data-tone={item.tone} data-part="Icon" role="img" aria-label={t(`toast.${item.tone}`)}>
          {icons[item.tone]}
        </Icon>
        <Text>
          {item.title ? (
            <RadixToast.Title asChild>
              <Title data-part="Title">{item.title}</Title>
            </RadixToast.Title>
          ) : null}
          <RadixToast.Description data-part="Message">{item.message}</RadixToast.Description>
        </Text>
        <RadixToast.Close asChild>
          <Dismiss type="button" aria-label={t('toast.dismiss')} data-part="Dismiss">
            <CloseIcon size={14} />
          </Dismiss>
        </RadixToast.Close>
      </Item>
    </RadixToast.Root>
  );
}

/** The toaster of the nearest `ToastProvider`: `toast.error(msg)`, `toast.success(msg)`, … */
/** The surrounding toaster, or null outside a ToastProvider (for components that toast only if they can). */
export function useOptionalToast(): Toaster | null {
  return use(ToasterContext);
}

export function useToast(): Toaster {
  const store = use(ToasterContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>.');
  return store;
}
