import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (typically a lazy component) only once the spot comes near the viewport, so that
 * what sits far below the fold loads no code with the page (the landing's contact form and its
 * validation). The reserved height keeps the page from jumping when it appears.
 */
export function WhenNearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <Center mih={minHeight}>
      <Loader size="sm" role="status" aria-label="Chargement" />
    </Center>
  );
  return <div ref={spot}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
