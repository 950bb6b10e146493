import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { ColorInput } from './ColorInput';

const brandColours = [
  { value: '#e60012', label: '品牌红' },
  { value: '#1a66dd', label: '品牌蓝' },
  { value: '#ffcc00', label: '活动黄' },
  { value: '#1c2028', label: '墨黑' },
];

const meta = {
  title: 'Components/ColorInput',
  component: ColorInput,
  args: { 'aria-label': '主题色', onValueChange: fn(), onOpenChange: fn(), onBlur: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    swatches: { control: false },
  },
  decorators: [(Story) => <div style={{ width: 240, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ColorInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: '#1a66dd', allowCustom: true, size: 'md', disabled: false, invalid: false },
};

export const WithValue: Story = {
  render: (args) => (
    <FormField label="品牌主色" hint="用于按钮和链接" required>
      <ColorInput {...args} aria-label={undefined} defaultValue="#e60012" swatches={brandColours} />
    </FormField>
  ),
};

/** The popover with the brand's colours as presets and the browser's picker. */
export const Open: Story = {
  tags: ['visual'],
  args: { defaultValue: '#1a66dd', open: true, swatches: brandColours },
};

/** The default presets. */
export const DefaultPresets: Story = { args: { defaultValue: '#2f9e5b', open: true } };

/** A value that is not a colour. */
export const Invalid: Story = {
  render: (args) => (
    <FormField label="主题色">
      <ColorInput {...args} aria-label={undefined} value="#12345" />
    </FormField>
  ),
};

export const WithFieldError: Story = {
  render: (args) => (
    <FormField label="主题色" error="请选择主题色" required>
      <ColorInput {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '#1a66dd' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Theme colour', defaultValue: '#ffcc00', open: true },
};

export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { defaultValue: '#ffffff', open: true, swatches: brandColours },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
};

/** A three-digit hex is normalised on blur; a swatch picked with the keyboard replaces it. */
export const TypingAndPicking: Story = {
  args: { swatches: brandColours },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '主题色' });
    await userEvent.click(input);
    await userEvent.keyboard('#F60');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#ff6600');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(input).toHaveValue('#ff6600');
    const trigger = canvas.getByRole('button', { name: '选择颜色，当前 #ff6600' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '颜色选择' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '品牌红 #e60012' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#1a66dd');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveValue('#1a66dd');
  },
};
