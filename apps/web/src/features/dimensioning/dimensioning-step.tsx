import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SupplyChecks } from '../installation/supply-checks.tsx';
import { BoardDrawing } from './board-drawing.tsx';
import { DIMENSIONING_TEXT } from './dimensioning-model.ts';
import {
  DimensioningHeader,
  InstallationNotes,
  NoSurgeProtectors,
  StaleBoardAlert,
} from './dimensioning-panels.tsx';
import { DimensioningTable } from './dimensioning-tables.tsx';
import { useDimensioningEditor } from './use-dimensioning-editor.ts';

export interface DimensioningStepProps {
  projectId: string;
}

/**
 * Step 7 'Dimensionnement' (part 2 §2.4, §4.3): computed automatically when the project has none
 * saved, then four editable tables, the notes and a drawing of the board
 * (use-dimensioning-editor.ts holds the state and the calls).
 */
export function DimensioningStep({ projectId }: DimensioningStepProps) {
  const editor = useDimensioningEditor(projectId);
  const { dimensioning, computing, tableProps } = editor;

  return (
    <Stack gap="lg">
      <DimensioningHeader
        computing={computing}
        computed={dimensioning !== null}
        disabled={computing || !editor.loaded}
        onCompute={editor.askRecompute}
      />
      {editor.stale && dimensioning && !computing ? (
        <StaleBoardAlert onRecompute={editor.askRecompute} />
      ) : null}
      {editor.error ? (
        <Alert color="red" icon={<IconAlertCircle />} title={DIMENSIONING_TEXT.defaultError}>
          {editor.error}
        </Alert>
      ) : null}

      {!dimensioning ? (
        computing || !editor.loaded ? (
          <Center py="xl">
            <Stack align="center" gap="xs" role="status" aria-live="polite">
              <Loader />
              <Text c="dimmed">{DIMENSIONING_TEXT.computing}</Text>
            </Stack>
          </Center>
        ) : null
      ) : (
        <>
          {editor.layout ? <BoardDrawing layout={editor.layout} /> : null}
          <DimensioningTable {...tableProps('circuit_breakers')} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <DimensioningTable {...tableProps('electrical_panels')} />
            {dimensioning.surge_protectors.length > 0 ? (
              <DimensioningTable {...tableProps('surge_protectors')} />
            ) : (
              <NoSurgeProtectors disabled={computing} onAdd={tableProps('surge_protectors').onAdd} />
            )}
          </SimpleGrid>
          <DimensioningTable {...tableProps('cables')} />
          <SupplyChecks checks={dimensioning.installation_checks ?? []} />
          <InstallationNotes notes={dimensioning.installation_notes} />
        </>
      )}
    </Stack>
  );
}
