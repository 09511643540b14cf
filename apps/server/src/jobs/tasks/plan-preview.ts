import type { PlanFileKind } from '@courant/domain';
import { makePlanPreview } from '../../modules/plans/plan-preview.ts';

// Loaded while the process waits as a spare (see runInChild): the job then starts at once.
await import('pdfjs-dist/legacy/build/pdf.mjs');

/** Child-process task: the PNG thumbnail of one plan file (see runInChild). */
export function run(input: { bytes: Uint8Array; kind: PlanFileKind }): Promise<Uint8Array> {
  return makePlanPreview(input.bytes, input.kind);
}
