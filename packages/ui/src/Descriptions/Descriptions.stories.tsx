import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from '../StatusTag/StatusTag';
import { Descriptions, type DescriptionsItem } from './Descriptions';

const status = [
  { value: 1, zh: '使用中', en: 'In use', tone: 'success' },
  { value: 2, zh: '已过期', en: 'Expired', tone: 'warning' },
];

/** A material's details (spec §3), with fixed values. */
const material: DescriptionsItem[] = [
  { label: '素材名称', value: '门店探访_春季新品.mp4' },
  { label: '类型', value: '视频' },
  { label: '时长', value: '01:05' },
  { label: '尺寸', value: '1080 × 1920' },
  { label: '大小', value: '24.6 MB' },
  { label: '状态', value: <StatusTag value={1} dictionary={status} /> },
  { label: '上传人', value: '王芳' },
  { label: '创建时间', value: '2026-03-01 09:00:00' },
  { label: '过期时间', value: null },
  { label: '所在文件夹', value: '品牌素材 / 2026 春季 / 门店', span: 3 },
];

const materialEn: DescriptionsItem[] = [
  { label: 'Name', value: 'store-visit_spring.mp4' },
  { label: 'Type', value: 'Video' },
  { label: 'Duration', value: '01:05' },
  { label: 'Status', value: <StatusTag value={2} dictionary={status} /> },
  { label: 'Uploaded by', value: 'Fang Wang' },
  { label: 'Folder', value: 'Brand / Spring 2026 / Stores', span: 3 },
];

const meta = {
  title: 'Components/Descriptions',
  component: Descriptions,
  args: { items: material, title: '素材详情' },
  argTypes: { layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('素材名称').tagName).toBe('DT');
    await expect(canvas.getByText('门店探访_春季新品.mp4').tagName).toBe('DD');
  },
};

export const Playground: Story = { args: { columns: 3, bordered: false, layout: 'horizontal' } };

export const Bordered: Story = { tags: ['visual'], args: { bordered: true } };

export const TwoColumns: Story = { args: { columns: 2 } };

export const Vertical: Story = { args: { layout: 'vertical', columns: 4 } };

export const English: Story = { globals: { locale: 'en' }, args: { items: materialEn, title: 'Material details' } };

export const Dark: Story = { globals: { theme: 'dark' }, args: { bordered: true } };
