import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconArrowsMinimize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePhone } from '../../ui/use-phone.ts';

/** Zoom levels on a phone; 1 draws the board at its own size (device labels at 11 px). */
const ZOOMS = [0, 1, 1.5, 2] as const;
/** 0 stands for 'fit the screen's width'. */
const FIT = 0;

export interface ZoomableDrawingProps {
  /** The drawing's own width in CSS pixels (its viewBox width). */
  naturalWidth: number;
  /** What the drawing is, for the scrolling region's name. */
  label: string;
  children: ReactNode;
}

/**
 * On a phone the board drawing is not shrunk to the screen (its labels would be 6 px high):
 * it is drawn at its own size in a box that scrolls sideways, with buttons to zoom in, out or fit.
 * On wider screens the drawing is shown as it is.
 */
export function ZoomableDrawing({ naturalWidth, label, children }: ZoomableDrawingProps) {
  const phone = usePhone();
  const [level, setLevel] = useState(1);
  if (!phone) return <>{children}</>;
  const zoom = ZOOMS[level] ?? 1;
  const percent = zoom === FIT ? 'Ajusté à l’écran' : `${Math.round(zoom * 100)}\u00a0%`;
  return (
    <Box>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {`Zoom\u00a0: ${percent}`}
        </Text>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label="Zoom arrière"
            disabled={level === 0}
            onClick={() => setLevel((l) => Math.max(0, l - 1))}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label="Zoom avant"
            disabled={level === ZOOMS.length - 1}
            onClick={() => setLevel((l) => Math.min(ZOOMS.length - 1, l + 1))}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Ajuster à l’écran" onClick={() => setLevel(0)}>
            <IconArrowsMinimize size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it */}
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        style={{
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      >
        <Box
          w={zoom === FIT ? '100%' : naturalWidth * zoom}
          style={{ ['--drawing-max-width' as string]: 'none' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
