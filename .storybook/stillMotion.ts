/**
 * Test runs only (never Storybook itself, where designers review the motion): CSS animations and
 * transitions are switched off, so that a play function or axe never reads a style halfway through
 * an entrance. A dialog's pop-in starts at opacity 0; on a loaded CI machine a play function once
 * asserted `toBeVisible()` before the first animation frame and failed.
 */
const still = document.createElement('style');
still.dataset.testMotion = 'off';
still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(still);
