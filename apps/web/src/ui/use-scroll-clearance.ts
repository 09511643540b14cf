import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the page scrolls to (a focused field, the target of scrollIntoView) clear of a bar stuck
 * to the bottom of the screen: the document's scroll-padding-bottom follows the bar's height
 * (WCAG 2.4.11, focus not obscured). On a phone the wizard's footer covers the last ~70 px.
 * The same height, as `--bottom-bar-clearance`, lifts the toasts above the bar (bottom-bar.css): a
 * toast must not cover 'Suivant' for its 10 seconds.
 */
export function useBottomScrollClearance(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // The bar's height, its offset from the bottom and a little air.
      const clearance = `${Math.ceil(element.getBoundingClientRect().height) + 24}px`;
      root.style.scrollPaddingBottom = clearance;
      root.style.setProperty('--bottom-bar-clearance', clearance);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--bottom-bar-clearance');
    };
  }, [bar]);
}
