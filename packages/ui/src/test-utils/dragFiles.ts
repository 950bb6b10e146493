/**
 * Fires real drag events carrying files, for stories in Chromium (whose `DragEvent` needs a real
 * `DataTransfer`, so Testing Library's `fireEvent.drop` with a plain object does not work there).
 */
export function dragFiles(target: Element, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[] = []) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Drops files on the element. */
export const dropFiles = (target: Element, files: File[]) => dragFiles(target, 'drop', files);
