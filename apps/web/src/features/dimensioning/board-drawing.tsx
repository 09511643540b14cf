import {
  abbreviate,
  type BoardLayout,
  deviceColor,
  moduleLabel,
  type PlacedDevice,
  widestRow,
} from '@courant/documents';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ZoomableDrawing } from './zoomable-drawing.tsx';

/** The drawing's measures, in SVG units: a module's width, a device's height, the gaps around them. */
const SIZE = { module: 40, device: 132, rowGap: 22, pad: 16, panelTitle: 26, panelGap: 18 } as const;

function deviceLines(device: PlacedDevice): string[] {
  if (device.kind === 'differential')
    return [
      device.title,
      `type ${device.rcdType ?? 'A'}`,
      device.phase ? `30\u00a0mA · ${device.phase}` : '30\u00a0mA',
    ];
  if (device.kind === 'surge_protector') return ['Parafoudre', device.title];
  return [device.title];
}

function Device({ device, x, y }: { device: PlacedDevice; x: number; y: number }) {
  const color = deviceColor(device);
  const w = device.width * SIZE.module;
  const lines = deviceLines(device);
  const captionX = x + w / 2;
  const captionY = y + SIZE.device - 8;
  return (
    <g>
      <title>{`${device.kind === 'breaker' ? `Disjoncteur ${device.title}\u00a0: ` : ''}${device.caption}`}</title>
      <rect
        x={x + 1}
        y={y}
        width={w - 2}
        height={SIZE.device}
        rx={4}
        fill="#ffffff"
        stroke={color}
        strokeWidth={1.5}
      />
      <rect x={x + 1} y={y} width={w - 2} height={10} rx={3} fill={color} />
      {lines.map((line, i) => (
        <text
          key={line}
          x={x + w / 2}
          y={y + 26 + i * 13}
          textAnchor="middle"
          fontSize={11}
          fontWeight={i === 0 ? 700 : 400}
          fill="#212529"
        >
          {line}
        </text>
      ))}
      {/* The toggle of the device, as drawn on a real module. */}
      <rect
        x={x + w / 2 - 6}
        y={y + (device.kind === 'breaker' ? 33 : device.kind === 'differential' ? 62 : 50)}
        width={12}
        height={device.kind === 'breaker' ? 12 : 16}
        rx={2}
        fill={color}
        opacity={0.85}
      />
      {device.kind === 'breaker' ? (
        <text
          x={captionX}
          y={captionY}
          transform={`rotate(-90 ${captionX} ${captionY})`}
          fontSize={9.5}
          fill="#343a40"
          dominantBaseline="central"
        >
          {moduleLabel(device.caption, 15)}
        </text>
      ) : device.kind === 'differential' ? (
        <text x={x + w / 2} y={y + SIZE.device - 26} textAnchor="middle" fontSize={9.5} fill="#495057">
          {`Rangée ${(device.group ?? 0) + 1}`}
        </text>
      ) : null}
    </g>
  );
}

export interface BoardDrawingProps {
  layout: BoardLayout;
}

/**
 * The board of step 7 in SVG: panels of rows of modules, each differential switch followed by the
 * breakers it protects (colours per row), free modules as dashed slots.
 */
export function BoardDrawing({ layout }: BoardDrawingProps) {
  const perRow = widestRow(layout);
  const width = SIZE.pad * 2 + perRow * SIZE.module;
  let y = SIZE.pad;
  const panels = layout.panels.map((panel) => {
    const top = y;
    y += SIZE.panelTitle;
    const rows = panel.rows.map((row) => {
      const rowY = y;
      y += SIZE.device + SIZE.rowGap;
      return { row, rowY };
    });
    y += SIZE.panelGap - SIZE.rowGap;
    return { panel, top, rows, bottom: y - SIZE.panelGap + 8 };
  });
  const height = y - SIZE.panelGap + SIZE.pad + 8;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            Schéma du tableau électrique
          </Title>
          <Text size="sm" c="dimmed">
            {`Modules libres\u00a0: ${layout.freeModules} sur ${layout.capacity} (${layout.freePercent}\u00a0%)`}
          </Text>
        </Group>
        <ZoomableDrawing naturalWidth={width} label="Schéma du tableau, défilable">
          <svg
            role="img"
            aria-label={layout.description}
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            // On a phone the zoom box lifts the cap (zoomable-drawing.tsx).
            style={{
              maxWidth: `var(--drawing-max-width, ${width * 1.25}px)`,
              display: 'block',
              margin: '0 auto',
              fontFamily: 'inherit',
            }}
          >
            {panels.map(({ panel, top, rows, bottom }, panelIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two panels may share a title; their order is fixed
              <Fragment key={`${panel.title}-${panelIndex}`}>
                <rect
                  x={SIZE.pad / 2}
                  y={top - 6}
                  width={width - SIZE.pad}
                  height={bottom - top + 6}
                  rx={10}
                  fill="#f8f9fa"
                  stroke="#adb5bd"
                />
                <text x={SIZE.pad} y={top + 13} fontSize={13} fontWeight={700} fill="#212529">
                  {abbreviate(panel.title, 60)}
                </text>
                {rows.map(({ row, rowY }, rowIndex) => {
                  const occupied = new Set<number>();
                  for (const d of row.devices) for (let m = 0; m < d.width; m++) occupied.add(d.column + m);
                  const free = Array.from({ length: row.modules }, (_, m) => m).filter(
                    (m) => !occupied.has(m),
                  );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
                    <g key={rowIndex}>
                      <rect
                        x={SIZE.pad - 4}
                        y={rowY + SIZE.device / 2 - 5}
                        width={row.modules * SIZE.module + 8}
                        height={10}
                        fill="#ced4da"
                      />
                      {free.map((m) => (
                        <rect
                          key={`free-${m}`}
                          x={SIZE.pad + m * SIZE.module + 3}
                          y={rowY + 4}
                          width={SIZE.module - 6}
                          height={SIZE.device - 8}
                          rx={3}
                          fill="#ffffff"
                          stroke="#adb5bd"
                          strokeDasharray="4 3"
                        >
                          <title>Module libre</title>
                        </rect>
                      ))}
                      {row.devices.map((d) => (
                        <Device
                          key={`${d.column}-${d.title}`}
                          device={d}
                          x={SIZE.pad + d.column * SIZE.module}
                          y={rowY}
                        />
                      ))}
                      {row.overflow ? (
                        <text
                          x={SIZE.pad + row.modules * SIZE.module}
                          y={rowY - 4}
                          textAnchor="end"
                          fontSize={10}
                          fill="#c92a2a"
                        >
                          Hors capacité du tableau
                        </text>
                      ) : null}
                    </g>
                  );
                })}
              </Fragment>
            ))}
          </svg>
        </ZoomableDrawing>
        <Text size="sm" c="dimmed">
          {layout.description}
        </Text>
      </Stack>
    </Paper>
  );
}
