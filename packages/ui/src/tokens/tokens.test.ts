import { describe, expect, it } from 'vitest';
import { cssVarName, schemeCssDeclarations, tokensStylesheet, vars } from './cssVars';
import { layout } from './layout';
import { dark, light } from './semantic';

describe('design tokens', () => {
  it('every theme leaf is a prefixed CSS variable that the stylesheet defines', () => {
    const sheet = tokensStylesheet();
    const leaves: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node === 'string') leaves.push(node);
      else for (const v of Object.values(node as object)) walk(v);
    };
    walk(vars);
    expect(leaves.length).toBeGreaterThan(80);
    for (const leaf of leaves) {
      expect(leaf).toMatch(/^var\(--bc-[\w-]+\)$/);
      expect(sheet).toContain(`${cssVarName(leaf)}:`);
    }
  });

  it('light and dark define the same colour variables with different values', () => {
    const names = (s: string) => s.split('\n').map((l) => l.trim().split(':')[0]);
    expect(names(schemeCssDeclarations('dark'))).toEqual(names(schemeCssDeclarations('light')));
    expect(schemeCssDeclarations('dark')).not.toEqual(schemeCssDeclarations('light'));
  });

  it('carries the shell constants of the specification', () => {
    expect(layout).toMatchObject({
      sideMenuWidth: '210px',
      sideMenuCollapsedWidth: '60px',
      topBarHeight: '110px',
      minWidthNoAside: '1200px',
      minWidth: '1366px',
      announcementDialogWidth: '560px',
    });
    expect(vars.layout.sideMenuWidth).toBe('var(--bc-layout-sideMenuWidth)');
    expect(tokensStylesheet()).toContain('--bc-layout-sideMenuWidth: 210px;');
  });

  it('names spacing steps with a dot safely', () => {
    expect(vars.space[1.5]).toBe('var(--bc-space-1_5)');
  });

  it('keeps every chart series colour at 3:1 or more against the surface and canvas of its scheme', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const scheme of [light, dark]) {
      const colours = Object.values(scheme.chart);
      expect(colours).toHaveLength(8);
      expect(new Set(colours).size).toBe(8);
      for (const colour of colours) {
        expect(contrast(colour, scheme.bg.surface)).toBeGreaterThanOrEqual(3);
        expect(contrast(colour, scheme.bg.canvas)).toBeGreaterThanOrEqual(3);
      }
    }
    expect(vars.color.chart[1]).toBe('var(--bc-color-chart-1)');
  });
});
