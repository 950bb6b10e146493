/**
 * Opens a new window on the user's click, then sends it to the address `call` answers: a window
 * opened after an await is blocked as a pop-up, so it opens first, blank. The new window gets no
 * `opener`. When the call fails the window closes and the error is thrown. Relative addresses are
 * the console's own (the reference server's simulated platforms).
 */
export async function openWindowAfter<T>(call: () => Promise<T>, addressOf: (result: T) => string): Promise<T> {
  const popup = window.open('about:blank', '_blank');
  try {
    const result = await call();
    if (popup) {
      popup.opener = null;
      popup.location.replace(new URL(addressOf(result), window.location.origin).toString());
    }
    return result;
  } catch (error) {
    popup?.close();
    throw error;
  }
}
