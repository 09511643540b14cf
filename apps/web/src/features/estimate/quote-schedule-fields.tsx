import { Checkbox, Group, TextInput } from '@mantine/core';
import type { QuoteLifeEditor, ScheduleText } from './use-quote-life.ts';

interface ScheduleTextInput {
  field: ScheduleText;
  w: number;
  label: string;
  description: string;
  placeholder?: string;
  type?: 'date';
  inputMode?: 'numeric';
}

/** The devis's schedule texts, in the order step 8 shows them: each typed freely, saved when left. */
const SCHEDULE_TEXTS: ScheduleTextInput[] = [
  {
    field: 'signaturePlace',
    w: 260,
    label: 'Lieu de signature',
    description: 'Imprimé «\u00a0Fait à …, le\u00a0» au-dessus de la signature du client',
    placeholder: 'Lyon',
  },
  {
    field: 'plannedStart',
    w: 170,
    type: 'date',
    label: 'Début des travaux prévu',
    description: 'Imprimé sur le devis',
  },
  {
    field: 'plannedDurationDays',
    w: 150,
    label: 'Durée estimée (jours)',
    description: 'Jours de travail',
    inputMode: 'numeric',
  },
];

export interface QuoteScheduleFieldsProps {
  editor: QuoteLifeEditor;
  offPremises: boolean;
}

/** Where and when the devis is signed and the work planned, and whether it is signed off premises. */
export function QuoteScheduleFields({ editor, offPremises }: QuoteScheduleFieldsProps) {
  return (
    <Group mt="sm" gap="md" align="flex-start" wrap="wrap">
      {SCHEDULE_TEXTS.map(({ field, ...input }) => (
        <TextInput
          key={field}
          {...input}
          size="xs"
          value={editor.texts[field]}
          error={editor.scheduleErrors[field]}
          onChange={(event) => editor.setText(field, event.currentTarget.value)}
          onBlur={() => void editor.saveSchedule(field, editor.texts[field])}
        />
      ))}
      <Checkbox
        mt={22}
        maw={300}
        size="xs"
        label="Signé chez le client ou à distance"
        description={
          'Un client particulier a 14\u00a0jours pour se rétracter\u00a0: le formulaire de rétractation est joint au devis'
        }
        checked={offPremises}
        onChange={(e) => void editor.saveSchedule('offPremises', e.currentTarget.checked)}
      />
    </Group>
  );
}
