import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/i18n/I18nProvider';
import type { Locale } from '../packages/ui/src/i18n/locale';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { ToastProvider } from '../packages/ui/src/Toast/Toast';

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'zh-CN';
  const colorScheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider colorScheme={colorScheme}>
      <I18nProvider locale={locale}>
        <ToastProvider>
          <div lang={locale === 'en' ? 'en' : 'zh-CN'}>
            <Story />
          </div>
        </ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  initialGlobals: { locale: 'zh-CN', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story's test in Chromium.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
