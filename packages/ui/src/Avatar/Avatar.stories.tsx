import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#3d86f5"/><circle cx="48" cy="38" r="18" fill="#e8f1ff"/><rect x="20" y="62" width="56" height="30" rx="15" fill="#e8f1ff"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: '王小明' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '王小明' });
    await expect(avatar).toHaveTextContent('小明');
  },
};

export const Playground: Story = { args: { src: photo, size: 'lg', shape: 'circle' } };

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="王小明" size="sm" />
      <Avatar name="李娜" />
      <Avatar name="Ada Lovelace" size="lg" />
      <Avatar name="品牌" shape="square" size="lg" />
      <Avatar name="带照片" src={photo} size="lg" fallbackDelayMs={0} />
    </div>
  ),
};

export const WithPhoto: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="Image"]')).not.toBeNull());
  },
};

/** A broken photo shows the initials. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken', fallbackDelayMs: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('小明')).toBeInTheDocument());
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { name: 'Grace Hopper', size: 'lg' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Overview.render! };
