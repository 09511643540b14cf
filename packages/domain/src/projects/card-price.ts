// The price a project card shows (spec part 1 §4 'Projects list').

export interface QuoteLike {
  status: string;
  totalAmount: number;
}

/**
 * The price on a project card (part 1 §4): the total of the first completed quote — since quotes have a
 * life, the first one handed to the client and still standing (sent or accepted); failing that, when
 * the project is completed and quotes exist, the total of the last quote in the list. Otherwise none.
 */
export function cardPrice(project: {
  status?: string | null;
  quotes?: readonly QuoteLike[] | null;
}): number | null {
  const quotes = project.quotes ?? [];
  const completed = quotes.find((quote) => quote.status === 'sent' || quote.status === 'accepted');
  if (completed) return completed.totalAmount;
  if (project.status === 'completed' && quotes.length > 0)
    return quotes[quotes.length - 1]?.totalAmount ?? null;
  return null;
}
