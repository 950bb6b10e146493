import { describe, expect, it } from 'vitest';
import { cssVarName, schemeCssDeclarations, tokensStylesheet, vars } from './cssVars';
import { layout } from './layout';

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
});
