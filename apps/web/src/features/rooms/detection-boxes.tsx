import { needsReview } from '@courant/domain';
import { CloseButton, Tooltip } from '@mantine/core';
import type { EditableRoom } from './room-model.ts';

export interface DetectionBoxesProps {
  /** The detected rooms read on this page of this plan. */
  rooms: readonly EditableRoom[];
  hoveredId: string | null;
  onHover(id: string | null): void;
  onDiscard(room: EditableRoom): void;
}

/** Room around a label's box, in fractions of the page: the box hugs the text. */
const MARGIN = 0.006;

/**
 * A box on the plan around every label the analysis read: blue when sure, orange
 * 'À vérifier'; hovering one highlights its room in the list and the reverse; × discards it.
 */
export function DetectionBoxes({ rooms, hoveredId, onHover, onDiscard }: DetectionBoxesProps) {
  return (
    <>
      {rooms.map((room) => {
        const d = room.detection;
        if (!d) return null;
        const review = needsReview(room);
        const hovered = hoveredId === room.id;
        const color = review ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-blue-7)';
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: hovering mirrors the list, which keeps the keyboard actions
          <div
            key={room.id}
            data-detection={room.id}
            data-hovered={hovered ? 'true' : 'false'}
            data-review={review ? 'true' : 'false'}
            title={`${room.name}${review ? ' — à vérifier' : ''}`}
            onMouseEnter={() => onHover(room.id)}
            onMouseLeave={() => onHover(null)}
            style={{
              position: 'absolute',
              left: `${(d.x - MARGIN) * 100}%`,
              top: `${(d.y - MARGIN) * 100}%`,
              width: `${(d.width + 2 * MARGIN) * 100}%`,
              height: `${(d.height + 2 * MARGIN) * 100}%`,
              border: `${hovered ? 3 : 2}px solid ${color}`,
              borderStyle: review ? 'dashed' : 'solid',
              borderRadius: 3,
              background: hovered ? 'rgba(255, 212, 59, 0.35)' : 'transparent',
              boxSizing: 'border-box',
              zIndex: hovered ? 2 : 1,
            }}
          >
            <Tooltip label={`Écarter ${room.name}`} withinPortal>
              <CloseButton
                size="xs"
                radius="xl"
                variant="filled"
                aria-label={`Écarter la détection ${room.name}`}
                onClick={() => onDiscard(room)}
                style={{
                  position: 'absolute',
                  top: -9,
                  right: -9,
                  background: color,
                  color: 'white',
                  display: hovered ? 'flex' : 'none',
                }}
              />
            </Tooltip>
          </div>
        );
      })}
    </>
  );
}
