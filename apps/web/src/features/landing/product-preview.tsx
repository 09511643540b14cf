import { Badge, Box, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconSparkles } from '@tabler/icons-react';
import classes from './landing.module.css';

interface PlanRoom {
  name: string;
  surface: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

/** An illustrative flat (not real data): what the rooms step shows after a plan analysis. */
const ROOMS: PlanRoom[] = [
  { name: 'Séjour', surface: '32,5 m²', x: 12, y: 12, w: 218, h: 148, fill: '#e7f0ff' },
  { name: 'Cuisine', surface: '10,2 m²', x: 230, y: 12, w: 158, h: 98, fill: '#fff4d6' },
  { name: 'Entrée', surface: '4,1 m²', x: 230, y: 110, w: 78, h: 50, fill: '#f1f3f5' },
  { name: 'WC', surface: '1,8 m²', x: 308, y: 110, w: 80, h: 50, fill: '#e3f7f3' },
  { name: 'Chambre 1', surface: '12,4 m²', x: 12, y: 160, w: 140, h: 108, fill: '#f1ecff' },
  { name: 'Salle d’eau', surface: '5,6 m²', x: 152, y: 160, w: 88, h: 108, fill: '#e3f7f3' },
  { name: 'Chambre 2', surface: '11,3 m²', x: 240, y: 160, w: 148, h: 108, fill: '#f1ecff' },
];

/** Socket and light symbols placed along the walls, as the equipment step would. */
const SOCKETS = [
  [40, 12],
  [130, 12],
  [12, 90],
  [200, 160],
  [300, 12],
  [388, 60],
  [12, 220],
  [110, 268],
  [290, 268],
  [388, 210],
];
const LIGHTS = [
  [121, 48],
  [309, 34],
  [82, 186],
  [314, 186],
  [196, 186],
];

function FloorPlan() {
  return (
    <svg viewBox="0 0 400 280" className={classes.plan} role="img" aria-label="Plan d’un appartement analysé">
      <title>Plan d’un appartement analysé</title>
      {ROOMS.map((room) => (
        <g key={room.name}>
          <rect x={room.x} y={room.y} width={room.w} height={room.h} fill={room.fill} />
          <text
            x={room.x + room.w / 2}
            y={room.y + room.h / 2 - 3}
            textAnchor="middle"
            fontSize={room.w < 90 ? 9 : 11}
            fontWeight={700}
            fill="#1f2a44"
          >
            {room.name}
          </text>
          <text
            x={room.x + room.w / 2}
            y={room.y + room.h / 2 + 11}
            textAnchor="middle"
            fontSize={room.w < 90 ? 8 : 10}
            fill="#5c6b8a"
          >
            {room.surface}
          </text>
        </g>
      ))}
      {/* Interior walls, with gaps for the doors. */}
      <g stroke="#1f2a44" strokeWidth={2.5} fill="none" strokeLinecap="square">
        <path d="M230 12 V70 M230 98 V160" />
        <path d="M230 110 H388" />
        <path d="M308 110 V160" />
        <path d="M12 160 H60 M90 160 H190 M215 160 H388" />
        <path d="M152 160 V268" />
        <path d="M240 160 V268" />
      </g>
      {/* Door swings. */}
      <g stroke="#8b98b5" strokeWidth={1} fill="none">
        <path d="M60 160 A30 30 0 0 1 90 130" />
        <path d="M190 160 A25 25 0 0 0 215 185" />
        <path d="M230 70 A28 28 0 0 0 258 98" />
      </g>
      <rect x={12} y={12} width={376} height={256} fill="none" stroke="#1f2a44" strokeWidth={5} />
      {/* Detected room, as the analysis highlights it. */}
      <rect
        x={18}
        y={18}
        width={206}
        height={136}
        rx={6}
        fill="none"
        stroke="#228be6"
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      {SOCKETS.map(([x, y]) => (
        <g key={`s-${x}-${y}`}>
          <circle cx={x} cy={y} r={5} fill="#fff" stroke="#228be6" strokeWidth={1.6} />
          <path d={`M${(x ?? 0) - 2} ${y} h4`} stroke="#228be6" strokeWidth={1.4} />
        </g>
      ))}
      {LIGHTS.map(([x, y]) => (
        <g key={`l-${x}-${y}`} stroke="#f08c00" strokeWidth={1.6}>
          <circle cx={x} cy={y} r={5} fill="#fff" />
          <path d={`M${(x ?? 0) - 3.5} ${(y ?? 0) - 3.5} l7 7 M${(x ?? 0) + 3.5} ${(y ?? 0) - 3.5} l-7 7`} />
        </g>
      ))}
    </svg>
  );
}

const SUMMARY = [
  { label: 'Pièces détectées', value: '7' },
  { label: 'Surface totale', value: '77,9 m²' },
  { label: 'Circuits', value: '14' },
];

/** A product screenshot made of SVG and CSS: the rooms step after an analysis, with its estimate. */
export function ProductPreview() {
  return (
    <Box className={classes.window}>
      <div className={classes.windowBar}>
        <span className={classes.dot} style={{ background: '#ff6b6b' }} />
        <span className={classes.dot} style={{ background: '#fcc419' }} />
        <span className={classes.dot} style={{ background: '#51cf66' }} />
        <span className={classes.url}>app.courant.fr/projects/appartement-dupont/rooms</span>
      </div>
      <div className={classes.windowBody}>
        <div className={classes.planPane}>
          <Group justify="space-between" mb={8} wrap="nowrap">
            <Text size="xs" fw={700} c="dark.6">
              Appartement Dupont · T3
            </Text>
            <Badge size="xs" variant="light" color="blue" leftSection={<IconSparkles size={10} />}>
              Analyse IA
            </Badge>
          </Group>
          <FloorPlan />
        </div>
        <div className={classes.sidePane}>
          {SUMMARY.map((item) => (
            <div key={item.label} className={classes.stat}>
              <Text size="10px" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.05em' }}>
                {item.label}
              </Text>
              <Text fw={800} size="lg" lh={1.2}>
                {item.value}
              </Text>
            </div>
          ))}
          <div className={classes.compliance}>
            <IconCircleCheckFilled size={16} color="#2f9e44" aria-hidden="true" />
            <Text size="xs" fw={700} c="green.8">
              Conforme NF C 15-100
            </Text>
          </div>
          <div className={classes.total}>
            <Text size="10px" c="blue.1" tt="uppercase" fw={700} style={{ letterSpacing: '0.05em' }}>
              Prix HT
            </Text>
            <Text fw={800} c="white" size="lg" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
              4 286,40 €
            </Text>
          </div>
        </div>
      </div>
    </Box>
  );
}
