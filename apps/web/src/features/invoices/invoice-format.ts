import { formatPrice, toEuros } from '@courant/domain';

/** Cents as the UI prints an amount ('1 234,56 €'). */
export const euros = (cents: number) => formatPrice(toEuros(cents));
