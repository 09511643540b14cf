import {
  BOARD_LABOUR_LABELS,
  BOARD_LABOUR_TYPES,
  type CompanySettings,
  companySettingsSchema,
  DEFAULT_BOARD_LABOUR_MINUTES,
  DEFAULT_LABOUR_MINUTES,
  DEFAULT_OPTION_LABOUR_MINUTES,
  DIMENSIONING_ITEM_TYPES,
  type DimensioningItemType,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type EquipmentType,
  LOGO_MAX_BYTES,
  OPTION_LABOUR_LABELS,
  OPTION_LABOUR_TYPES,
  type OptionLabourType,
} from '@courant/domain';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { zodFieldErrors } from '../../lib/use-zod-form.ts';
import {
  LinePricesFields,
  type LinePricesText,
  linePricesInput,
  toLinePricesText,
} from './line-prices-fields.tsx';

type MinutesField = 'labourMinutes' | 'boardLabourMinutes';
type Values = Record<Exclude<keyof CompanySettings, MinutesField | 'linePrices'>, string>;
/** The fitting times as typed, per equipment type and per board line type; empty: Courant's default. */
type Minutes = Record<EquipmentType | OptionLabourType | DimensioningItemType, string>;

/** The two tables of fitting times: the rooms' equipment, then the board's lines ('Tableau électrique'). */
const MINUTES_TABLES: {
  field: MinutesField;
  title: string;
  types: readonly (keyof Minutes)[];
  label: (type: never) => string;
  defaults: Record<string, number>;
}[] = [
  {
    field: 'labourMinutes',
    title: 'Équipements',
    types: EQUIPMENT_TYPES,
    label: (type: EquipmentType) => `${EQUIPMENT_TYPE_LABELS[type]} (min)`,
    defaults: DEFAULT_LABOUR_MINUTES,
  },
  {
    field: 'labourMinutes',
    title: 'Options du logement',
    types: OPTION_LABOUR_TYPES,
    label: (type: OptionLabourType) => `${OPTION_LABOUR_LABELS[type]} (min)`,
    defaults: DEFAULT_OPTION_LABOUR_MINUTES,
  },
  {
    field: 'boardLabourMinutes',
    title: 'Tableau électrique',
    types: BOARD_LABOUR_TYPES,
    label: (type: DimensioningItemType) => `${BOARD_LABOUR_LABELS[type]} (min)`,
    defaults: DEFAULT_BOARD_LABOUR_MINUTES,
  },
];

function toMinutes(settings: CompanySettings): Minutes {
  const own: Record<string, number | undefined> = {
    ...settings.labourMinutes,
    ...settings.boardLabourMinutes,
  };
  return Object.fromEntries(
    [...EQUIPMENT_TYPES, ...OPTION_LABOUR_TYPES, ...DIMENSIONING_ITEM_TYPES].map((type) => [
      type,
      own[type] === undefined ? '' : String(own[type]),
    ]),
  ) as Minutes;
}

/** Typed fitting times of one table as the schema reads them: only the filled ones, over the defaults. */
function minutesInput(minutes: Minutes, types: readonly (keyof Minutes)[]): Record<string, string> {
  return Object.fromEntries(
    types.map((type) => [type, minutes[type]]).filter(([, text]) => text?.trim() !== ''),
  );
}

const NUMBER_FIELDS = [
  'capital',
  'hourlyRate',
  'suppliesPercent',
  'travelFee',
  'depositPercent',
  'validityDays',
] as const;

function toValues({
  labourMinutes: _minutes,
  boardLabourMinutes: _board,
  linePrices: _prices,
  ...settings
}: CompanySettings): Values {
  const values = {} as Values;
  for (const [key, value] of Object.entries(settings) as [keyof Values, unknown][]) {
    values[key] = value === null || value === undefined ? '' : String(value).replace('.', ',');
  }
  // Text fields keep their dots.
  for (const key of Object.keys(settings) as (keyof Values)[]) {
    if (!(NUMBER_FIELDS as readonly string[]).includes(key)) values[key] = String(settings[key] ?? '');
  }
  return values;
}

/** The form's texts as the schema reads them: numbers with a decimal comma or dot, an empty capital as none. */
function toInput(values: Values): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const key of NUMBER_FIELDS) {
    const text = values[key].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    input[key] = key === 'capital' && text === '' ? null : text === '' ? undefined : text;
  }
  input.vatExempt = values.vatExempt === 'true';
  input.vatOnDebits = values.vatOnDebits === 'true';
  return input;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** How a setting is asked: its label, a hint under it, a long text or a checkbox. */
interface FieldSpec {
  label: string;
  hint?: string;
  long?: boolean;
  check?: boolean;
}

/** Every setting of the form, by name (the type asks for all of them). */
const FIELDS: Record<keyof Values, FieldSpec> = {
  name: { label: 'Nom de la société' },
  siret: { label: 'Numéro SIRET' },
  legalForm: { label: 'Forme juridique', hint: 'SARL, SAS, EI…' },
  capital: { label: 'Capital social (€)' },
  registration: { label: 'RCS ou RM', hint: 'RCS Lyon 732\u00a0829\u00a0320 ou RM 69…' },
  vatNumber: { label: 'N° de TVA intracommunautaire' },
  vatExempt: {
    label: 'Franchise en base de TVA (art. 293 B du CGI)',
    check: true,
    hint: 'Devis à 0\u00a0%, avec la mention «\u00a0TVA non applicable, art. 293 B du CGI\u00a0»',
  },
  vatOnDebits: {
    label: 'Option pour le paiement de la TVA d’après les débits',
    check: true,
    hint: 'Mention imprimée sur vos factures de travaux',
  },
  address: { label: 'Adresse' },
  postalCode: { label: 'Code postal' },
  city: { label: 'Ville' },
  phone: { label: 'Téléphone' },
  email: { label: 'Email de contact' },
  insurer: { label: 'Assureur' },
  insurerContact: { label: 'Coordonnées de l’assureur' },
  insurancePolicy: { label: 'N° de police' },
  insuranceCoverage: { label: 'Couverture géographique' },
  hourlyRate: { label: 'Taux horaire HT (€)' },
  suppliesPercent: { label: 'Petites fournitures (% des fournitures)' },
  travelFee: { label: 'Déplacement HT (€)' },
  depositPercent: { label: 'Acompte (%)' },
  validityDays: { label: 'Validité du devis (jours)' },
  latePaymentMention: { label: 'Pénalités de retard (clients professionnels)', long: true },
  mediatorMention: { label: 'Médiateur de la consommation', long: true },
};

/** The form's sections, each with its settings in order. */
const GROUPS: { title: string; fields: (keyof Values)[] }[] = [
  {
    title: 'Identité',
    fields: [
      'name',
      'siret',
      'legalForm',
      'capital',
      'registration',
      'vatNumber',
      'vatExempt',
      'vatOnDebits',
    ],
  },
  { title: 'Coordonnées', fields: ['address', 'postalCode', 'city', 'phone', 'email'] },
  {
    title: 'Assurance décennale',
    fields: ['insurer', 'insurerContact', 'insurancePolicy', 'insuranceCoverage'],
  },
  {
    title: 'Tarifs et conditions',
    fields: [
      'hourlyRate',
      'suppliesPercent',
      'travelFee',
      'depositPercent',
      'validityDays',
      'latePaymentMention',
      'mediatorMention',
    ],
  },
];

/**
 * The company's settings (issue 16): legal mentions, décennale insurance, pricing defaults and the
 * logo, editable by the owner, checked by the domain schema (SIRET key, VAT number…) here and again
 * on the server.
 */
export function CompanySettingsForm() {
  const utils = trpc.useUtils();
  const query = trpc.companies.get.useQuery(undefined, { staleTime: 0 });
  const update = trpc.companies.update.useMutation();
  const setLogo = trpc.companies.setLogo.useMutation();
  const [values, setValues] = useState<Values | null>(null);
  const [minutes, setMinutes] = useState<Minutes | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanySettings, string>>>({});
  const [minuteErrors, setMinuteErrors] = useState<Partial<Record<keyof Minutes, string>>>({});
  const [prices, setPrices] = useState<LinePricesText | null>(null);
  const [priceErrors, setPriceErrors] = useState<Partial<Record<keyof LinePricesText, string>>>({});
  const [logoError, setLogoError] = useState<string | null>(null);

  useEffect(() => {
    if (query.data && !values) {
      setValues(toValues(query.data));
      setMinutes(toMinutes(query.data));
      setPrices(toLinePricesText(query.data));
    }
  }, [query.data, values]);

  if (query.error) return <Alert color="red">{query.error.message}</Alert>;
  if (!query.data || !values || !minutes || !prices) return <Text c="dimmed">Chargement…</Text>;
  const company = query.data;
  const readOnly = !company.canEdit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = companySettingsSchema.safeParse({
      ...toInput(values),
      labourMinutes: minutesInput(minutes, [...EQUIPMENT_TYPES, ...OPTION_LABOUR_TYPES]),
      boardLabourMinutes: minutesInput(minutes, DIMENSIONING_ITEM_TYPES),
      linePrices: linePricesInput(prices),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors<CompanySettings>(parsed.error));
      setMinuteErrors(
        Object.fromEntries(
          parsed.error.issues
            .filter((issue) => issue.path[0] === 'labourMinutes' || issue.path[0] === 'boardLabourMinutes')
            .map((issue) => [String(issue.path[1]), issue.message]),
        ),
      );
      setPriceErrors(
        Object.fromEntries(
          parsed.error.issues
            .filter((issue) => issue.path[0] === 'linePrices')
            .map((issue) => [String(issue.path[1]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setMinuteErrors({});
    setPriceErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      utils.companies.get.setData(undefined, saved);
      setValues(toValues(saved));
      setMinutes(toMinutes(saved));
      setPrices(toLinePricesText(saved));
      notifications.show({ color: 'green', message: 'Paramètres de l’entreprise enregistrés' });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    setLogoError(null);
    if (file.size > LOGO_MAX_BYTES) {
      setLogoError('Le logo ne doit pas dépasser 500 Ko');
      return;
    }
    try {
      const data = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      utils.companies.get.setData(undefined, await setLogo.mutateAsync({ data }));
    } catch (error) {
      setLogoError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Paramètres de l’entreprise">
      <Stack gap="lg">
        {readOnly ? (
          <Alert color="gray">Seul le responsable de l’entreprise peut modifier ces paramètres.</Alert>
        ) : null}
        <Group gap="md" align="center">
          {company.logo ? (
            <Image src={company.logo} alt="Logo de l’entreprise" h={56} w="auto" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              Aucun logo
            </Text>
          )}
          {readOnly ? null : (
            <FileButton onChange={(f) => void uploadLogo(f)} accept="image/png,image/jpeg">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={setLogo.isPending}
                >
                  Choisir un logo (PNG ou JPEG)
                </Button>
              )}
            </FileButton>
          )}
          {logoError ? (
            <Text size="sm" c="red" role="alert">
              {logoError}
            </Text>
          ) : null}
        </Group>
        {GROUPS.map((group) => (
          <Stack key={group.title} gap="xs">
            <Title order={3} size="h5">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {group.fields.map((name) => {
                const field = FIELDS[name];
                const common = {
                  label: field.label,
                  description: field.hint,
                  value: values[name],
                  error: errors[name],
                  readOnly,
                };
                if (field.check) {
                  return (
                    <Checkbox
                      key={name}
                      label={field.label}
                      description={field.hint}
                      checked={values[name] === 'true'}
                      disabled={readOnly}
                      onChange={(e) => setValues({ ...values, [name]: String(e.currentTarget.checked) })}
                    />
                  );
                }
                return field.long ? (
                  <Textarea
                    key={name}
                    {...common}
                    autosize
                    minRows={2}
                    onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
                  />
                ) : (
                  <TextInput
                    key={name}
                    {...common}
                    onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
        <Stack gap="xs" role="group" aria-label="Temps de pose">
          <Title order={3} size="h5">
            Temps de pose
          </Title>
          <Text size="xs" c="dimmed">
            Minutes par unité, pour la main d’œuvre des devis. Laissé vide, le temps par défaut s’applique.
          </Text>
          {MINUTES_TABLES.map((table) => (
            <Stack key={table.title} gap={4} role="group" aria-label={table.title}>
              <Text size="sm" fw={600}>
                {table.title}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {table.types.map((type) => (
                  <TextInput
                    key={type}
                    label={table.label(type as never)}
                    placeholder={String(table.defaults[type])}
                    description={`Par défaut\u00a0: ${table.defaults[type]}\u00a0min`}
                    inputMode="numeric"
                    value={minutes[type]}
                    error={minuteErrors[type]}
                    readOnly={readOnly}
                    onChange={(e) => setMinutes({ ...minutes, [type]: e.currentTarget.value })}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
        <LinePricesFields prices={prices} errors={priceErrors} readOnly={readOnly} onChange={setPrices} />
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Enregistrer
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
