import { createContext, use } from 'react';

/** Opens the header's task centre; pages use it after starting background work (an export, a split). */
export const OpenTaskCentreContext = createContext<(() => void) | null>(null);

/** The shell's "open the task centre", or null outside the shell (the page then just omits the link). */
export function useOpenTaskCentre(): (() => void) | null {
  return use(OpenTaskCentreContext);
}
