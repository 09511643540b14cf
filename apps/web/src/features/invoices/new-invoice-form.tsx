import { INVOICE_KIND_SHORT_LABELS, type InvoiceKind, parisDate } from '@courant/domain';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import type { InvoiceRequest, InvoiceView } from './use-devis-invoices.ts';

interface NewInvoiceFormProps {
  quoteId: string;
  invoices: InvoiceView[];
  busy: boolean;
  onCreate(request: InvoiceRequest): Promise<boolean>;
}

const KINDS: InvoiceKind[] = ['acompte', 'situation', 'solde', 'avoir'];
const num = (value: string | number) => (value === '' ? undefined : Number(value));

/**
 * A draft of one kind on the accepted devis: an acompte (% or amount of the TTC), a situation (the
 * cumulative progress of every line), the solde (with its retenue de garantie) or an avoir on an
 * issued invoice (total or an amount). The server checks and computes; this form only asks.
 */
export function NewInvoiceForm({ quoteId, invoices, busy, onCreate }: NewInvoiceFormProps) {
  const [kind, setKind] = useState<InvoiceKind>('acompte');
  const [inPercent, setInPercent] = useState(true);
  const [value, setValue] = useState<string | number>(30);
  const [retenue, setRetenue] = useState<string | number>('');
  const [reception, setReception] = useState(parisDate(new Date()));
  const [credited, setCredited] = useState<string | null>(null);
  const [whole, setWhole] = useState(true);
  const [reason, setReason] = useState('');
  const quote = trpc.quotes.get.useQuery({ id: quoteId }, { enabled: kind === 'situation' });
  const creditable = invoices.filter((i) => i.number && i.kind !== 'avoir' && i.status !== 'annulee');

  const request = (): InvoiceRequest | null => {
    if (kind === 'acompte') {
      return inPercent ? { kind, percent: num(value) } : { kind, amount: num(value) };
    }
    if (kind === 'situation') {
      const ids = [
        ...(quote.data?.quoteItems ?? []).map((item) => `q:${item.id}`),
        ...(quote.data?.dimensioningItems ?? []).map((item) => `d:${item.id}`),
      ];
      if (ids.length === 0) return null;
      return {
        kind,
        progress: { by: 'line', lines: ids.map((lineId) => ({ lineId, percent: num(value) ?? 0 })) },
      };
    }
    if (kind === 'solde') {
      const rate = num(retenue);
      return rate ? { kind, retenuePercent: rate, worksAcceptedOn: reception } : { kind };
    }
    if (!credited) return null;
    return whole
      ? { kind, invoiceId: credited, whole: true, reason }
      : { kind, invoiceId: credited, amount: num(value), reason };
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="Nouvelle facture"
      onSubmit={async (event) => {
        event.preventDefault();
        const asked = request();
        if (asked) await onCreate(asked);
      }}
    >
      <SegmentedControl
        aria-label="Type de facture"
        value={kind}
        onChange={(next) => setKind(next as InvoiceKind)}
        data={KINDS.map((k) => ({ value: k, label: INVOICE_KIND_SHORT_LABELS[k] }))}
        fullWidth
      />
      {kind === 'acompte' ? (
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label="Acompte en pourcentage ou en montant"
            value={inPercent ? 'percent' : 'amount'}
            onChange={(v) => setInPercent(v === 'percent')}
            data={[
              { value: 'percent', label: '%\u00a0du TTC' },
              { value: 'amount', label: 'Montant TTC' },
            ]}
          />
          <NumberInput
            label={inPercent ? 'Pourcentage du devis TTC' : 'Montant TTC (€)'}
            value={value}
            onChange={setValue}
            decimalSeparator=","
            w={180}
          />
        </Group>
      ) : null}
      {kind === 'situation' ? (
        <NumberInput
          label="Avancement cumulé des travaux (%)"
          description="Chaque ligne du devis à ce pourcentage ; la facture porte la différence avec la situation précédente"
          value={value}
          onChange={setValue}
          decimalSeparator=","
          w={{ base: '100%', sm: 320 }}
        />
      ) : null}
      {kind === 'solde' ? (
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label="Retenue de garantie (%)"
            description="5 % au plus, facultative"
            value={retenue}
            onChange={setRetenue}
            decimalSeparator=","
            w={200}
          />
          <TextInput
            type="date"
            label="Réception des travaux"
            value={reception}
            onChange={(event) => setReception(event.currentTarget.value)}
            w={180}
          />
        </Group>
      ) : null}
      {kind === 'avoir' ? (
        <Stack gap="xs">
          <Select
            label="Facture corrigée"
            placeholder={creditable.length ? 'Choisissez une facture émise' : 'Aucune facture émise'}
            value={credited}
            onChange={setCredited}
            data={creditable.map((i) => ({
              value: i.id,
              label: `${i.number} — ${INVOICE_KIND_SHORT_LABELS[i.kind]}`,
            }))}
          />
          <Checkbox
            label="Avoir total (annule la facture)"
            checked={whole}
            onChange={(e) => setWhole(e.currentTarget.checked)}
          />
          {whole ? null : (
            <NumberInput
              label="Montant TTC de l’avoir (€)"
              value={value}
              onChange={setValue}
              decimalSeparator=","
              w={220}
            />
          )}
          <TextInput
            label="Motif"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={300}
          />
        </Stack>
      ) : null}
      <Group>
        <Button type="submit" loading={busy}>
          Créer le brouillon
        </Button>
      </Group>
    </Stack>
  );
}
