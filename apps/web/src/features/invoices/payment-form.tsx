import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  parisDate,
  toEuros,
} from '@courant/domain';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PaymentInput } from './use-devis-invoices.ts';

/** A payment received on an invoice: its date, amount (the balance by default) and method. */
export function PaymentForm({
  balanceCents,
  busy,
  onPay,
}: {
  balanceCents: number;
  busy: boolean;
  onPay(payment: PaymentInput): Promise<boolean>;
}) {
  const [paidOn, setPaidOn] = useState(parisDate(new Date()));
  const [amount, setAmount] = useState<string | number>(toEuros(Math.max(0, balanceCents)));
  const [method, setMethod] = useState<PaymentMethod>('virement');
  return (
    <Group
      component="form"
      aria-label="Enregistrer un paiement"
      align="flex-end"
      wrap="wrap"
      gap="xs"
      onSubmit={async (event) => {
        event.preventDefault();
        await onPay({ paidOn, amount: Number(amount), method, reference: '' });
      }}
    >
      <TextInput
        type="date"
        label="Date du paiement"
        value={paidOn}
        onChange={(e) => setPaidOn(e.currentTarget.value)}
        w={160}
      />
      <NumberInput
        label="Montant (€)"
        value={amount}
        onChange={setAmount}
        decimalSeparator=","
        decimalScale={2}
        fixedDecimalScale
        w={140}
      />
      <Select
        label="Moyen"
        value={method}
        onChange={(v) => v && setMethod(v as PaymentMethod)}
        data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
        w={160}
        allowDeselect={false}
      />
      <Button type="submit" variant="light" loading={busy}>
        Enregistrer le paiement
      </Button>
    </Group>
  );
}
