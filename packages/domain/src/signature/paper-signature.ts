import { z } from 'zod';
import { isoDateSchema } from '../estimate/quote-life.ts';
import { signerNameSchema } from './signature.ts';

// Apart from signature.ts, which the client's public signing page loads: this one needs the devis's
// date schema, and the page need not load the devis's life with it.

/** A paper signature: the day the client signed (the scan comes as the upload's file). */
export const paperSignatureSchema = z.object({
  signedOn: isoDateSchema,
  signerName: signerNameSchema.optional(),
});
