/**
 * The landing is served pre-rendered (build/prerender.ts): its HTML shows at once while the app renders
 * the same page into a hidden #root. Once the app's page is on screen, it takes the place of the copy.
 * Pages other than the landing take over at once (the copy is only ever the landing).
 */
export function takeOverPrerendered(): void {
  const copy = document.getElementById('prerendered');
  if (!copy) return;
  copy.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}
