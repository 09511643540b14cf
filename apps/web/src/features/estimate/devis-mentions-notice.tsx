import { type DevisClient, missingDevisMentions } from '@courant/domain';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { useWizardFrame } from '../wizard/wizard-context.tsx';
import { NoticeAction } from './notice-action.tsx';

const DEVIS_MENTIONS_TEXT = {
  title: 'Mentions obligatoires absentes du devis',
  intro: 'Le devis imprimé ne portera pas\u00a0:',
  ownerHint: 'Complétez-les dans les paramètres de l’entreprise avant de l’envoyer.',
  memberHint: 'Le responsable de l’entreprise les complète dans les paramètres.',
  settings: 'Compléter les paramètres',
  client: 'Choisir le client (étape\u00a01)',
} as const;

/**
 * Step 8, before 'Valider le projet': what the devis would go without among its mandatory mentions
 * (reference/devis.md), with the ways to fill them in. Not a block: the user decides, knowing.
 */
export function DevisMentionsNotice({ client }: { client: DevisClient | null }) {
  const company = trpc.companies.get.useQuery(undefined, { staleTime: 0 });
  const wizard = useWizardFrame();
  if (!company.data) return null;
  const missing = missingDevisMentions(company.data, client);
  if (missing.length === 0) return null;
  const ofCompany = missing.some((m) => m.where === 'company');
  const ofClient = missing.some((m) => m.where === 'client');
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={DEVIS_MENTIONS_TEXT.title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{DEVIS_MENTIONS_TEXT.intro}</Text>
        <List size="sm" spacing={2}>
          {missing.map((m) => (
            <List.Item key={m.label}>{m.label}</List.Item>
          ))}
        </List>
        {ofCompany ? (
          <Text size="sm">
            {company.data.canEdit ? DEVIS_MENTIONS_TEXT.ownerHint : DEVIS_MENTIONS_TEXT.memberHint}
          </Text>
        ) : null}
        <Group gap="xs">
          {ofCompany && company.data.canEdit ? (
            <NoticeAction icon={IconSettings} color="yellow" to="/settings">
              {DEVIS_MENTIONS_TEXT.settings}
            </NoticeAction>
          ) : null}
          {ofClient ? (
            <NoticeAction icon={IconArrowLeft} color="yellow" onClick={() => wizard.goTo?.('info')}>
              {DEVIS_MENTIONS_TEXT.client}
            </NoticeAction>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
