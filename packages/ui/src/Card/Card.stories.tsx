import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Descriptions } from '../Descriptions/Descriptions';
import { Card } from './Card';

const onMore = fn();

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: '品牌信息',
    extra: (
      <Button variant="link" onClick={onMore}>
        查看全部
      </Button>
    ),
    children: (
      <Descriptions
        columns={2}
        items={[
          { label: '品牌名称', value: '示例品牌' },
          { label: '企业编码', value: 'BC-0013' },
          { label: '账号模式', value: '飞书' },
          { label: '子账号', value: '12' },
        ]}
      />
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] }, extra: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { padding: 'md', elevated: false, titleAs: 'h3' } };

export const WithFooter: Story = {
  tags: ['visual'],
  args: {
    footer: (
      <>
        <Button>取消</Button>
        <Button variant="primary">保存</Button>
      </>
    ),
  },
};

export const Elevated: Story = { args: { elevated: true } };

export const BodyOnly: Story = { args: { title: undefined, extra: undefined, children: '只有正文的卡片。' } };

/** Header actions are reachable by Tab. */
export const KeyboardExtra: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '查看全部' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onMore).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Brand', extra: undefined, children: 'Brand details go here.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
