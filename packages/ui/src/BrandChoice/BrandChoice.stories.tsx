import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { HeaderBrand } from '../Header/Header';
import { BrandChoice } from './BrandChoice';

const brands: HeaderBrand[] = [
  { brandId: 13, brandName: '星河美妆', isValid: true },
  { brandId: 14, brandName: '青禾食品', isValid: true },
  { brandId: 15, brandName: '旧城百货', isValid: false },
];

const many: HeaderBrand[] = Array.from({ length: 24 }, (_, i) => ({
  brandId: 100 + i,
  brandName: `品牌 ${String(i + 1).padStart(2, '0')}`,
  isValid: i % 7 !== 6,
}));

const meta = {
  title: 'SignIn/BrandChoice',
  component: BrandChoice,
  args: { brands, onConfirm: fn(() => Promise.resolve()), onBack: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

/** Many brands scroll inside the card. */
export const ManyBrands: Story = { args: { brands: many } };

export const OneBrand: Story = { args: { brands: brands.slice(0, 1) } };

/** No brand list: the user is told to contact the administrator. */
export const NoBrands: Story = { tags: ['visual'], args: { brands: [] } };

/** Keyboard: arrows move the choice (skipping the disabled brand), Enter opens it. */
export const KeyboardChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await expect(canvas.getByRole('radio', { name: '星河美妆' })).toHaveFocus();
    // Radix selects on the focus that follows a held arrow key, so hold it like a person does.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '青禾食品' })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith(brands[1]);
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
