/** What a click on the copy may have meant to use: its buttons, the billing toggle's radios. */
export const PRERENDERED_CONTROLS = 'button, label, input';

declare global {
  interface Window {
    /** Index, among the copy's controls, of one clicked before the app was there (build/prerender.ts). */
    courantPendingClick?: number;
  }
}

/**
 * The landing is served pre-rendered (build/prerender.ts): its HTML shows at once while the app renders
 * the same page into a hidden #root. Once the app's page is on screen, it takes the place of the copy,
 * and a control the visitor clicked on the copy meanwhile (the menu, the billing toggle) is clicked again
 * on the app's page: the same components render the same controls in the same order.
 * Pages other than the landing take over at once (the copy is only ever the landing).
 */
export function takeOverPrerendered(): void {
  const copy = document.getElementById('prerendered');
  if (!copy) return;
  copy.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('hidden');
  const pending = window.courantPendingClick;
  window.courantPendingClick = undefined;
  if (root && typeof pending === 'number' && pending >= 0)
    root.querySelectorAll<HTMLElement>(PRERENDERED_CONTROLS)[pending]?.click();
}
