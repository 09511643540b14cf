import {
  type ConsuelDossier,
  EARTHING_SYSTEM_DETAILS,
  EARTHING_SYSTEMS,
  MEASUREMENT_FIELDS,
  type SiteMeasurements,
} from '@courant/domain';
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type FormErrors,
  type MeasurementsForm,
  type NumberField,
  withBathroomBonding,
} from './measurements-model.ts';
import { MeasuredField } from './number-field.tsx';
import { RcdTests } from './rcd-tests.tsx';
import { YesNoField } from './yes-no-field.tsx';

type YesNoKey = 'earthConductorBare' | 'continuity' | 'polarity' | 'smokeAlarm';

export interface MeasurementsFormProps {
  dossier: ConsuelDossier;
  form: MeasurementsForm;
  errors: FormErrors;
  onChange: (form: MeasurementsForm) => void;
}

/** The site measurements and facts, entered on the phone on site (saved as typed, checked at once). */
export function MeasurementsFields({ dossier, form, errors, onChange }: MeasurementsFormProps) {
  const set = (patch: Partial<MeasurementsForm>) => onChange({ ...form, ...patch });
  const measured = (field: NumberField) => (
    <MeasuredField
      label={MEASUREMENT_FIELDS[field].label}
      unit={MEASUREMENT_FIELDS[field].unit}
      value={form[field] as string | number | null | undefined}
      onChange={(text) => set({ [field]: text })}
      error={errors[field]}
    />
  );
  const yesNo = (field: YesNoKey) => (
    <YesNoField
      label={MEASUREMENT_FIELDS[field].label}
      value={form[field]}
      onChange={(value) => set({ [field]: value })}
      error={errors[field]}
    />
  );
  const bonding = (roomId: string) => form.bathroomBonding?.find((b) => b.roomId === roomId)?.done ?? null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label={MEASUREMENT_FIELDS.measuredOn.label}
          value={form.measuredOn ?? ''}
          onChange={(event) => set({ measuredOn: event.currentTarget.value || null })}
          error={errors.measuredOn}
        />
        <NativeSelect
          label={MEASUREMENT_FIELDS.earthingSystem.label}
          value={form.earthingSystem ?? ''}
          onChange={(event) =>
            set({ earthingSystem: (event.currentTarget.value || null) as SiteMeasurements['earthingSystem'] })
          }
          data={[
            { value: '', label: 'Non relevé' },
            ...EARTHING_SYSTEMS.map((s) => ({ value: s, label: `${s} (${EARTHING_SYSTEM_DETAILS[s]})` })),
          ]}
          error={errors.earthingSystem}
        />
        {measured('earthResistanceOhm')}
        {measured('insulationMOhm')}
        {measured('earthConductorMm2')}
        {measured('mainBondingMm2')}
        {measured('gtlWidthMm')}
        {measured('gtlDepthMm')}
      </SimpleGrid>
      {yesNo('earthConductorBare')}
      {dossier.facts.bathrooms.map((room) => (
        <YesNoField
          key={room.id}
          label={`Liaison équipotentielle supplémentaire\u00a0: ${room.name}`}
          value={bonding(room.id)}
          onChange={(done) => onChange(withBathroomBonding(form, room.id, done))}
        />
      ))}
      {yesNo('continuity')}
      {yesNo('polarity')}
      {yesNo('smokeAlarm')}
      <Title order={3} size="h5" mt="sm">
        Essais des interrupteurs différentiels
      </Title>
      <RcdTests rcds={dossier.board.rcds} form={form} errors={errors} onChange={onChange} />
    </Stack>
  );
}
