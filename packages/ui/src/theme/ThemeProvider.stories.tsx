import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { THEME_ATTRIBUTE } from '../tokens/cssVars';
import { colorSchemes } from '../tokens/semantic';
import { ThemeProvider } from './ThemeProvider';

function Sample({ label }: { label: string }) {
  return (
    <section aria-label={label} style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Alert tone="info" title="导出已开始" description="可在任务中心查看进度。" />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary">保存</Button>
        <Button>取消</Button>
      </div>
    </section>
  );
}

const meta = {
  title: 'Components/ThemeProvider',
  component: ThemeProvider,
  // The page around is themed by Storybook's own ThemeProvider (the toolbar's scheme); this one,
  // `scoped`, themes only its region, and leaves the token stylesheet to the outer one.
  args: { colorScheme: 'dark', scoped: true, withGlobalStyle: false },
  argTypes: {
    colorScheme: { control: 'inline-radio', options: ['light', 'dark'] },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <Sample label="页面" />
      <ThemeProvider {...args}>
        <Sample label="区域" />
      </ThemeProvider>
    </div>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `scoped`: a dark region on the page, its scheme on a wrapper (which paints the scheme's canvas),
 * the document's own scheme untouched.
 */
export const Scoped: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: '区域' });
    const scope = region.parentElement!;
    await expect(scope).toHaveAttribute(THEME_ATTRIBUTE, args.colorScheme);
    const canvasColour = (el: Element) => getComputedStyle(el).getPropertyValue('--bc-color-bg-canvas').trim();
    await expect(canvasColour(scope)).toBe(colorSchemes.dark.bg.canvas);
    // The document keeps the toolbar's scheme, and the page beside the region shows it.
    const page = within(canvasElement).getByRole('region', { name: '页面' });
    const documentScheme = document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
    await expect(canvasColour(page)).toBe(colorSchemes[documentScheme].bg.canvas);
  },
};

/** Both ways: a light region when the page is dark (the toolbar's Theme). */
export const ScopedLight: Story = { args: { colorScheme: 'light' }, globals: { theme: 'dark' } };
