import type { ConsuelDossier } from '@courant/domain';
import { Box, Table, Text } from '@mantine/core';
import { numberText } from './measurements-model.ts';

/** The circuit table: one row per circuit, numbered as the schéma, the board drawing and the labels. */
export function CircuitTable({ dossier }: { dossier: ConsuelDossier }) {
  const { circuits } = dossier.board;
  if (circuits.length === 0) return null;
  return (
    // A region that takes the focus: on a phone the table scrolls sideways, by touch or keyboard.
    <Box
      role="region"
      aria-label="Tableau des circuits, à faire défiler"
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table striped withTableBorder fz="sm" miw={640} aria-label="Tableau des circuits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">N°</Table.Th>
            <Table.Th>Circuit</Table.Th>
            <Table.Th>Pièces</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th>Disjoncteur</Table.Th>
            <Table.Th ta="right">Section</Table.Th>
            <Table.Th>Diff.</Table.Th>
            <Table.Th ta="right">Longueur</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {circuits.map((c) => (
            <Table.Tr key={c.number}>
              <Table.Td ta="right">{c.number}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.rooms.join(', ') || '—'}</Table.Td>
              <Table.Td ta="right">{c.points ?? '—'}</Table.Td>
              <Table.Td>{`${c.rating}\u00a0A courbe ${c.curve}${c.poles === '3P+N' ? ' 3P+N' : ''}`}</Table.Td>
              <Table.Td ta="right">
                {c.section === null ? (
                  <Text span size="sm" c="orange.9">
                    à relever
                  </Text>
                ) : (
                  `${numberText(c.section)}\u00a0mm²`
                )}
              </Table.Td>
              <Table.Td>{`ID\u00a0${c.rcd}`}</Table.Td>
              <Table.Td ta="right">{c.lengthM === null ? '—' : `≈\u00a0${c.lengthM}\u00a0m`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
