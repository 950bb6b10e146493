import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { KeepAliveOutlet, type KeepAliveOutletProps } from './KeepAliveOutlet';
import { DemoPage } from './KeepAliveOutlet.fixtures';

const pages = [
  { key: '/sumwhy_video/material_library', title: '素材库', keepAlive: true },
  { key: '/content_market/course_management/edit_course', title: '编辑课程', keepAlive: true },
  { key: '/system_manage/personal', title: '个人信息', keepAlive: false },
];

/** Three pages behind buttons, as the shell's menu would switch them. */
function Demo(props: Partial<KeepAliveOutletProps>) {
  const [active, setActive] = useState(pages[0]!.key);
  const page = pages.find((p) => p.key === active)!;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <nav aria-label="页面" style={{ display: 'flex', gap: 8 }}>
        {pages.map((p) => (
          <Button
            key={p.key}
            variant={p.key === active ? 'primary' : 'secondary'}
            aria-current={p.key === active ? 'page' : undefined}
            onClick={() => setActive(p.key)}
          >
            {p.title}
            {p.keepAlive ? '（保持）' : ''}
          </Button>
        ))}
      </nav>
      <main>
        <KeepAliveOutlet {...props} activeKey={active} keepAlive={page.keepAlive}>
          <DemoPage name={page.title} />
        </KeepAliveOutlet>
      </main>
    </div>
  );
}

const meta = {
  title: 'Shell/KeepAliveOutlet',
  component: KeepAliveOutlet,
  args: { activeKey: pages[0]!.key, max: 10 },
  render: (args) => <Demo max={args.max ?? 10} />,
} satisfies Meta<typeof KeepAliveOutlet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { max: 1 } };

/** Type on a kept page, leave, come back: the text is still there; the page that is not kept starts empty. */
export const KeepsStateAcrossNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.type(await canvas.findByRole('textbox', { name: '素材库 备注' }), '双十一素材');
    await user.click(canvas.getByRole('button', { name: '个人信息' }));
    await user.type(await canvas.findByRole('textbox', { name: '个人信息 备注' }), '临时');
    await user.click(canvas.getByRole('button', { name: /素材库/ }));
    await expect(await canvas.findByRole('textbox', { name: '素材库 备注' })).toHaveValue('双十一素材');
    await user.click(canvas.getByRole('button', { name: '个人信息' }));
    await expect(await canvas.findByRole('textbox', { name: '个人信息 备注' })).toHaveValue('');
  },
};

/** Keyboard only: Tab to a page button, Enter to switch, and the kept page's text survives. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const input = await canvas.findByRole('textbox', { name: '素材库 备注' });
    input.focus();
    await user.keyboard('口播');
    canvas.getByRole('button', { name: /编辑课程/ }).focus();
    await user.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: '编辑课程 备注' })).toHaveValue('');
    canvas.getByRole('button', { name: /素材库/ }).focus();
    await user.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: '素材库 备注' })).toHaveValue('口播');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
