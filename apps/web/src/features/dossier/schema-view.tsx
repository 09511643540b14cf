import { drawingSvg, schemaSheets } from '@courant/documents';
import type { ConsuelDossier } from '@courant/domain';
import { Box, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';

const NO_BOARD = 'Aucun circuit au tableau\u00a0: calculez-le à l’étape «\u00a0Dimensionnement\u00a0».';
const LEGEND =
  'Disjoncteurs courbe C · ID\u00a0: interrupteur différentiel · HC\u00a0: contact heures creuses';

/**
 * The schéma unifilaire as the dossier prints it (the documents' drawing, as SVG): one image per
 * sheet at its printed size, scrolled sideways on a phone rather than shrunk past reading.
 */
export function SchemaView({ dossier }: { dossier: ConsuelDossier }) {
  const sheets = useMemo(
    () => schemaSheets({ board: dossier.board, measurements: dossier.measurements }),
    [dossier.board, dossier.measurements],
  );
  if (dossier.board.circuits.length === 0) {
    return <Text c="dimmed">{NO_BOARD}</Text>;
  }
  return (
    <Stack gap="xs">
      {sheets.map((sheet, i) => {
        const title = `Schéma unifilaire${sheets.length > 1 ? `, feuille ${i + 1} sur ${sheets.length}` : ''}`;
        const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawingSvg(sheet, title))}`;
        return (
          <Box
            // The sheets are drawn once per board: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: sheets have no other identity than their place
            key={i}
            role="region"
            tabIndex={0}
            aria-label={`${title} (faire défiler)`}
            style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            bg="white"
          >
            <img
              src={src}
              alt={title}
              width={Math.round(sheet.width)}
              height={Math.round(sheet.height)}
              style={{ display: 'block', maxWidth: 'none' }}
            />
          </Box>
        );
      })}
      <Text size="xs" c="dimmed">
        {LEGEND}
      </Text>
    </Stack>
  );
}
