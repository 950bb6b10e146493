import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { THEME_ATTRIBUTE } from '../tokens/cssVars';
import * as DataScreen from './DataScreen.namespace';

const meta = {
  title: 'Templates/DataScreen/Figure',
  component: DataScreen.Figure,
  args: {
    label: '素材总数',
    value: 18_426,
    valueType: 'count',
    description: '占用 3.4 GB',
    accent: 1,
  },
  argTypes: {
    valueType: { control: 'inline-radio', options: ['number', 'count', 'money', 'percent', 'duration'] },
    trendPolarity: { control: 'inline-radio', options: ['positive', 'negative', 'neutral'] },
    accent: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6, 7, 8] },
  },
  // The tile is made for the screen's dark canvas: shown on it, as on the screen.
  decorators: [
    (Story) => (
      <div
        {...{ [THEME_ATTRIBUTE]: 'dark' }}
        style={{ maxWidth: 280, padding: 16, background: 'var(--bc-color-bg-inset)' }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof DataScreen.Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.8万')).toBeVisible();
    await expect(canvas.getByText('占用 3.4 GB')).toBeVisible();
  },
};

export const Playground: Story = { args: { loading: false, trendPolarity: 'positive' } };

export const Rising: Story = {
  args: {
    label: '近 30 天新增素材',
    value: 512,
    valueType: 'number',
    trend: 0.18,
    trendLabel: '较前 30 天',
    accent: 2,
  },
};

export const Falling: Story = {
  args: {
    label: '近 30 天新增素材',
    value: 96,
    valueType: 'number',
    trend: -0.42,
    trendLabel: '较前 30 天',
    accent: 2,
  },
};

export const Duration: Story = {
  args: { label: '视频总时长', value: 5_432_000, valueType: 'duration', description: undefined, accent: 3 },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'New materials, last 30 days', value: 512, valueType: 'number', trend: 0.18, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('up 18%')).toBeInTheDocument();
  },
};

/** Every accent of the chart palette, side by side. */
export const Accents: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {([1, 2, 3, 4, 5, 6, 7, 8] as const).map((accent) => (
        <DataScreen.Figure key={accent} {...args} accent={accent} label={`${args.label} ${accent}`} />
      ))}
    </div>
  ),
};
