import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Plans are a few pages at most; a longer file shows its first pages only. */
const MAX_PAGES = 20;

export interface PdfPagesProps {
  url: string;
  title: string;
  /** Drawn over each page, positioned in fractions of it. */
  overlay?: (page: number) => ReactNode;
}

/**
 * The pages of a PDF plan drawn in the page by pdf.js (part 1 §2 step 2 'plan viewer'), at the width
 * of the viewer. This module is loaded on demand: pdf.js stays out of the main bundle.
 */
export function PdfPages({ url, title, overlay }: PdfPagesProps) {
  const { ref, width } = useElementSize();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setDoc(null);
    setFailed(false);
    const task = getDocument({ url, withCredentials: true });
    task.promise.then(
      (loaded) => {
        // A cancelled load is released by task.destroy() in the cleanup.
        if (!cancelled) setDoc(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Lecture du PDF impossible', error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  const pageCount = doc ? Math.min(doc.numPages, MAX_PAGES) : 0;
  return (
    <div ref={ref}>
      {failed ? (
        <Alert color="red" title="Aperçu indisponible">
          Le PDF ne peut pas être affiché.
        </Alert>
      ) : !doc || width === 0 ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="sm">
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((pageNumber) => (
            <PdfPage
              key={`${url}-${pageNumber}`}
              doc={doc}
              pageNumber={pageNumber}
              width={width}
              title={title}
              overlay={overlay?.(pageNumber)}
            />
          ))}
          {doc.numPages > MAX_PAGES ? (
            <Text size="sm" c="dimmed">
              {MAX_PAGES} premières pages sur {doc.numPages}.
            </Text>
          ) : null}
        </Stack>
      )}
    </div>
  );
}

function PdfPage({
  doc,
  pageNumber,
  width,
  title,
  overlay,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  title: string;
  overlay?: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    void (async () => {
      const page = await doc.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const task = page.render({ canvas, viewport });
      cancelRender = () => task.cancel();
      try {
        await task.promise;
        if (!cancelled) setRendered(true);
      } catch {
        // Cancelled by a resize or an unmount: the next render replaces it.
      }
    })();
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [doc, pageNumber, width]);

  const canvas = (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={`${title}, page ${pageNumber}`}
      data-rendered={rendered ? 'true' : 'false'}
      style={{
        display: 'block',
        maxWidth: '100%',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        background: 'white',
      }}
    />
  );
  if (!overlay) return canvas;
  return (
    <div style={{ position: 'relative', width: 'fit-content', maxWidth: '100%', lineHeight: 0 }}>
      {canvas}
      {rendered ? overlay : null}
    </div>
  );
}
