import axe from 'axe-core';

/**
 * Runs axe on a DOM subtree and returns readable violations. In happy-dom, colour contrast
 * cannot be computed, so that rule runs only in real Chromium (the Storybook tests).
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
