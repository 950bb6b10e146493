import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Steps } from './Steps';

const items = [
  { title: '基本信息', description: '名称、类型与封面' },
  { title: '投放设置', description: '平台与时间' },
  { title: '确认提交' },
];

const meta = {
  title: 'Components/Steps',
  component: Steps,
  args: { items, current: 1, status: 'process', orientation: 'horizontal' },
  argTypes: {
    current: { control: { type: 'number', min: 0, max: 2 } },
    status: { control: 'inline-radio', options: ['wait', 'process', 'finish', 'error'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { onStepClick: fn() } };

export const FirstStep: Story = { args: { current: 0 } };

export const AllFinished: Story = { args: { current: 2, status: 'finish' } };

export const WithError: Story = { args: { current: 1, status: 'error' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Finished steps become buttons: clicking one goes back to it. */
export const ClickableFinishedSteps: Story = {
  args: { current: undefined, defaultCurrent: 2, onStepClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /投放设置/ }));
    await expect(args.onStepClick).toHaveBeenCalledWith(1);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { title: 'Basics', description: 'Name, type and cover' },
      { title: 'Delivery', description: 'Platforms and dates' },
      { title: 'Confirm' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { status: 'error' } };
