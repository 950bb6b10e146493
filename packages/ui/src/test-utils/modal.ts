import { expect, waitFor, within } from 'storybook/test';

/**
 * For play functions: the open modal dialog (`role="dialog"` or `"alertdialog"`, optionally by
 * name), once it takes the pointer and shows. Opening a modal, Radix makes `<body>`
 * `pointer-events: none` at once but gives the dialog its `pointer-events: auto` a render later; a
 * play that clicks in between, as one that starts on the first frame in Storybook does (test runs
 * switch motion off and start later), fails with "Unable to perform pointer interaction as the
 * element has `pointer-events: none`". Dialogs are portalled to `<body>`, so this looks in the
 * canvas's whole document.
 */
export async function openModal(canvasElement: HTMLElement, name?: string | RegExp): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const options = name === undefined ? {} : { name };
  const dialog = await waitFor(() => {
    const found = [...body.queryAllByRole('dialog', options), ...body.queryAllByRole('alertdialog', options)];
    if (!found[0]) throw new Error(`No open dialog${name ? ` named ${String(name)}` : ''}`);
    return found[0];
  });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  // Its pop-in starts at opacity 0, where `toBeVisible()` on anything in it fails.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
