/**
 * Screenshot comparisons for every story tagged `visual`, in real headless Chromium.
 * References live in `__screenshots__/` beside this file and are made with the same Debian
 * Chromium that CI uses; update them with `pnpm test:visual:update` after a deliberate change.
 */
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

type StoriesModule = Record<string, unknown> & { default: Meta };

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

const still = document.createElement('style');
still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

beforeAll(async () => {
  document.head.append(still);
  await page.viewport(900, 560);
  await document.fonts.ready;
});

let canvas: HTMLElement | null = null;
afterEach(() => {
  canvas?.remove();
  canvas = null;
  // Portalled content (dialogs, toasts) is unmounted with the story; clear what is left.
  document.body.querySelectorAll('[data-radix-portal], [data-radix-focus-guard]').forEach((n) => n.remove());
});

for (const [path, mod] of Object.entries(modules)) {
  const stories = composeStories(mod) as Record<
    string,
    StoryFn & { tags?: string[]; run: (ctx?: object) => Promise<void> }
  >;
  const visual = Object.entries(stories).filter(([, story]) => story.tags?.includes('visual'));
  if (!visual.length) continue;
  describe(mod.default.title ?? path, () => {
    for (const [name, story] of visual) {
      it(`${name} looks as reviewed`, async () => {
        canvas = document.createElement('div');
        canvas.style.cssText = 'padding: 16px; width: 868px; min-height: 528px;';
        document.body.append(canvas);
        await story.run({ canvasElement: canvas });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await expect(page.elementLocator(document.body)).toMatchScreenshot(
          `${(mod.default.title ?? path).replaceAll('/', '-')}-${name}`,
        );
      });
    }
  });
}
