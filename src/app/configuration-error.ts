/** A bad build configuration is a deploy mistake: say so plainly instead of failing call by call. */
export function showConfigurationError(root: HTMLElement, error: unknown): void {
  const message = document.createElement('pre');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:2rem;padding:1rem;white-space:pre-wrap;border:2px solid #b3261e';
  message.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(message);
}
