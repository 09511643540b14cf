import {
  PROJECT_TYPES,
  type ProjectInfo,
  projectInfoSchema,
  SELECTABLE_PROJECT_TYPES,
  SELECTABLE_WORK_TYPES,
  WORK_SCOPE_LABELS,
  WORK_SCOPES,
  WORK_TYPE_LABELS,
  WORK_TYPES,
} from '@courant/domain';
import {
  Group,
  Paper,
  Radio,
  type RadioGroupProps,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { writeProjectDraft } from '../../lib/project-draft.ts';
import { zodFieldErrors } from '../../lib/use-zod-form.ts';
import { FormHeading, WholeNumberInput } from '../../ui/form/form-fields.tsx';
import { ClientPicker } from '../clients/client-picker.tsx';
import { useWizardFrame, useWizardNext } from '../wizard/wizard-context.tsx';
import { useCreateProject, useProject, useUpdateProject } from './project-queries.ts';

const INFO_MESSAGES = {
  createFailed: 'Erreur lors de la création du projet',
  incomplete: 'Veuillez remplir tous les champs obligatoires',
} as const;

/** Radio choices from a closed list, with their labels; those not offered yet are shown disabled. */
function choicesOf<T extends string>(
  values: readonly T[],
  label: (value: T) => string,
  offered: readonly T[] = values,
) {
  return values.map((value) => ({ value, label: label(value), disabled: !offered.includes(value) }));
}

/** A required choice of step 1, as radio buttons in a row. */
function RadioChoices({
  choices,
  ...group
}: Omit<RadioGroupProps, 'children'> & { choices: { value: string; label: string; disabled: boolean }[] }) {
  return (
    <Radio.Group withAsterisk {...group}>
      <Group mt="xs" gap="lg">
        {choices.map((choice) => (
          <Radio key={choice.value} {...choice} />
        ))}
      </Group>
    </Radio.Group>
  );
}

interface InfoValues {
  name: string;
  description: string;
  typeProjet: string;
  typeTravaux: string;
  workScope: string;
  codePostal: string;
  numberOfPeople: number | string;
  clientId: string | null;
}
type Field = keyof InfoValues;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = [
  'name',
  'description',
  'typeProjet',
  'typeTravaux',
  'workScope',
  'codePostal',
  'numberOfPeople',
  'clientId',
];

function validate(values: InfoValues): { data?: ProjectInfo; errors: Errors } {
  const result = projectInfoSchema.safeParse({
    ...values,
    description: values.description.trim() === '' ? null : values.description,
    typeProjet: values.typeProjet || undefined,
    typeTravaux: values.typeTravaux || undefined,
    // The scope only applies to a renovation.
    workScope: values.typeTravaux === 'Renovation' ? values.workScope || 'logement_complet' : null,
    numberOfPeople: values.numberOfPeople === '' ? undefined : values.numberOfPeople,
  });
  return result.success
    ? { data: result.data, errors: {} }
    : { errors: zodFieldErrors<InfoValues>(result.error) };
}

/** Part 1 §5: next is disabled unless every required field is present and numberOfPeople ≥ 1. */
function isComplete(values: InfoValues): boolean {
  return (
    values.name.trim() !== '' &&
    values.typeProjet !== '' &&
    values.typeTravaux !== '' &&
    values.codePostal.trim() !== '' &&
    Number(values.numberOfPeople) >= 1
  );
}

/** Step 1 'Projet' (part 1 §2): the project's information; next creates or updates it, then step 2. */
export function ProjectInfoStep() {
  const { projectId, isNew, goTo } = useWizardFrame();
  const { project } = useProject(isNew ? undefined : projectId);
  const create = useCreateProject();
  const update = useUpdateProject();

  const [values, setValues] = useState<InfoValues>(() => ({
    name: project?.name ?? '',
    description: project?.description ?? '',
    typeProjet: project?.typeProjet ?? SELECTABLE_PROJECT_TYPES[0] ?? '',
    typeTravaux: project?.typeTravaux ?? SELECTABLE_WORK_TYPES[0] ?? '',
    workScope: project?.workScope ?? 'logement_complet',
    codePostal: project?.codePostal ?? '',
    numberOfPeople: project?.numberOfPeople ?? '',
    clientId: project?.clientId ?? null,
  }));
  // Fields whose error is on screen: from then on they re-validate on every change (part 1 §2).
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const { data, errors } = validate(values);
  const visibleError = (field: Field) => (shown.has(field) ? errors[field] : undefined);

  const change = <K extends Field>(field: K, value: InfoValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Unsaved edits of an existing project survive a reload (part 1 §4 'Temporary local edits').
    if (!isNew) writeProjectDraft(projectId, { [field]: value });
  };
  const reveal = (field: Field) =>
    setShown((current) => (current.has(field) ? current : new Set([...current, field])));
  // A choice shows its message, if any, from the first click.
  const choose = (field: 'typeProjet' | 'typeTravaux') => ({
    value: values[field],
    onChange: (value: string) => {
      change(field, value);
      reveal(field);
    },
    error: visibleError(field),
  });

  const complete = isComplete(values);
  const firstError = FIELDS.map((field) => errors[field]).find(Boolean);

  useWizardNext({
    disabledReason: !complete ? INFO_MESSAGES.incomplete : (firstError ?? null),
    pending: create.isPending || update.isPending,
    onNext: async () => {
      setShown(new Set(FIELDS));
      if (!data) return false;
      try {
        if (isNew) {
          const created = await create.mutateAsync(data);
          goTo?.('plan', { projectId: created.id });
          return false;
        }
        await update.mutateAsync({ id: projectId, ...data });
        return true;
      } catch (error) {
        notifications.show({
          color: 'red',
          title: INFO_MESSAGES.createFailed,
          message: errorMessage(error, 'Veuillez réessayer.'),
        });
        return false;
      }
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <FormHeading level="section" title="Informations du projet">
          Ces informations servent au dimensionnement et à la conformité NF C 15-100.
        </FormHeading>
        <ClientPicker value={values.clientId} onChange={(id) => change('clientId', id)} />
        <TextInput
          label="Nom du projet"
          placeholder="Maison Dupont"
          withAsterisk
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          onBlur={() => reveal('name')}
          error={visibleError('name')}
          maxLength={200}
        />
        <Textarea
          label="Description"
          description="Facultative"
          placeholder="Construction neuve, plain-pied, 4 pièces…"
          autosize
          minRows={2}
          maxRows={6}
          value={values.description}
          onChange={(event) => change('description', event.currentTarget.value)}
          error={visibleError('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <RadioChoices
            label="Type de projet"
            choices={choicesOf(PROJECT_TYPES, (type) => type, SELECTABLE_PROJECT_TYPES)}
            {...choose('typeProjet')}
          />
          <RadioChoices
            label="Type de travaux"
            choices={choicesOf(WORK_TYPES, (type) => WORK_TYPE_LABELS[type], SELECTABLE_WORK_TYPES)}
            {...choose('typeTravaux')}
          />
          {values.typeTravaux === 'Renovation' ? (
            <RadioChoices
              label="Étendue de la rénovation"
              description={
                'Logement complet\u00a0: toutes les règles du logement s’appliquent. Pièces rénovées\u00a0: seules les règles des pièces saisies\u00a0; celles du logement deviennent des conseils.'
              }
              value={values.workScope}
              onChange={(value) => change('workScope', value)}
              error={visibleError('workScope')}
              choices={choicesOf(WORK_SCOPES, (scope) => WORK_SCOPE_LABELS[scope])}
            />
          ) : null}
          <TextInput
            label="Code postal"
            placeholder="75011"
            withAsterisk
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.codePostal}
            onChange={(event) => change('codePostal', event.currentTarget.value)}
            onBlur={() => reveal('codePostal')}
            error={visibleError('codePostal')}
          />
          <WholeNumberInput
            label="Nombre de personnes dans le logement"
            placeholder="4"
            withAsterisk
            min={1}
            max={100}
            // No clamping on blur: a 0 must show its message rather than silently become 1.
            clampBehavior="none"
            value={values.numberOfPeople}
            onChange={(value) => change('numberOfPeople', value)}
            onBlur={() => reveal('numberOfPeople')}
            error={visibleError('numberOfPeople')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
