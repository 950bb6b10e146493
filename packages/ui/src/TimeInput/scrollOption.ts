/**
 * Scrolls a list (not the page) so an option shows: centred when the list opens on it, otherwise
 * by the least amount, as the arrow keys move. `scrollIntoView` would scroll the page as well.
 */
export function scrollOptionIntoView(list: HTMLElement | null, option: HTMLElement | null, center = false) {
  if (!list || !option) return;
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (center) list.scrollTop = Math.max(0, top - (list.clientHeight - option.offsetHeight) / 2);
  else if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
