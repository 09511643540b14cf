import type { Dimensioning } from '@courant/domain';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export type SupplyCheck = NonNullable<Dimensioning['installation_checks']>[number];

/**
 * The supply checks of the installation facts (subscribed power, AGCP, earth, three-phase
 * charger), one alert each: an error blocks a Consuel visit, a warning is to verify. Step 6 (summary)
 * and step 7 (board) show the same.
 */
export function SupplyChecks({ checks }: { checks: readonly SupplyCheck[] }) {
  return checks.map((check) => (
    <Alert
      key={check.code}
      color={check.level === 'error' ? 'red' : 'orange'}
      icon={<IconAlertCircle size={18} />}
      title={check.level === 'error' ? 'Non conforme' : 'À vérifier'}
    >
      {check.message}
    </Alert>
  ));
}
