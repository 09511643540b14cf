import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/error-message.ts';
import { type RouterInputs, type RouterOutputs, trpc } from '../../lib/trpc.ts';

export type DevisInvoices = RouterOutputs['invoices']['listByQuote'];
export type InvoiceView = DevisInvoices['invoices'][number];
export type InvoiceRequest = RouterInputs['invoices']['create']['request'];
export type PaymentInput = Omit<RouterInputs['invoices']['addPayment'], 'id'>;

/**
 * The invoices of an accepted devis and what can be done with them: each action calls the server,
 * which decides (the domain's rules, the number at issue), then the list is read again. A refusal
 * is shown with the server's French message and changes nothing.
 */
export function useDevisInvoices(quoteId: string) {
  const utils = trpc.useUtils();
  const list = trpc.invoices.listByQuote.useQuery({ quoteId });
  const refresh = async () => {
    await Promise.all([utils.invoices.listByQuote.invalidate({ quoteId }), utils.invoices.list.invalidate()]);
  };
  const create = trpc.invoices.create.useMutation();
  const issue = trpc.invoices.issue.useMutation();
  const remove = trpc.invoices.delete.useMutation();
  const pay = trpc.invoices.addPayment.useMutation();
  const remind = trpc.invoices.remind.useMutation();

  /** Runs an action; true when the server accepted it. */
  const run = async (title: string, action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await action();
      if (done) notifications.show({ color: 'green', message: done });
      await refresh();
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title, message: errorMessage(error, 'Réessayez.') });
      return false;
    }
  };

  return {
    list,
    busy: create.isPending || issue.isPending || remove.isPending || pay.isPending || remind.isPending,
    create: (request: InvoiceRequest) =>
      run('Brouillon non créé', () => create.mutateAsync({ quoteId, request }), 'Brouillon de facture créé'),
    issue: (invoice: InvoiceView) =>
      run('Facture non émise', () => issue.mutateAsync({ id: invoice.id }), 'Facture émise'),
    remove: (invoice: InvoiceView) =>
      run('Brouillon non supprimé', () => remove.mutateAsync({ id: invoice.id }), 'Brouillon supprimé'),
    pay: (invoice: InvoiceView, payment: PaymentInput) =>
      run(
        'Paiement non enregistré',
        () => pay.mutateAsync({ id: invoice.id, ...payment }),
        'Paiement enregistré',
      ),
    remind: (invoice: InvoiceView) =>
      run('Relance non envoyée', () => remind.mutateAsync({ id: invoice.id }), 'Relance envoyée au client'),
  };
}

export type DevisInvoicesActions = ReturnType<typeof useDevisInvoices>;
