import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/i18n/I18nProvider';
import type { Locale } from '../packages/ui/src/i18n/locale';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { ToastProvider } from '../packages/ui/src/Toast/Toast';

const schemeOf = (theme: unknown) => (theme === 'dark' ? 'dark' : 'light');

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'zh-CN';
  const colorScheme = schemeOf(context.globals.theme);
  // A docs page renders all its inline stories into one document, whose scheme follows the toolbar.
  // A story that sets its own (`globals: { theme: 'dark' }`) shows it on a wrapper only: on the
  // document it would turn the whole page, and every other story on it, dark while the toolbar says
  // Light. Alone (story view, or a story's own iframe in docs) a story owns its document.
  // The language needs no such care: it is React context and a `lang` on the wrapper below.
  const scoped = context.viewMode === 'docs' && colorScheme !== schemeOf(context.userGlobals.theme);
  return (
    <ThemeProvider colorScheme={colorScheme} scoped={scoped}>
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
