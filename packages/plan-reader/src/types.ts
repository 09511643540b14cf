import type { RoomType } from '@courant/domain';

/**
 * Where a room's label sits: page number (1-based) and the box around its lines (name, surface),
 * as fractions of the displayed page (rotation applied), origin top left.
 */
export interface LabelBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedRoom {
  /** As written on the plan ('CH. 1', 'Séj./cuis.'). */
  name: string;
  /** m², 2 decimals; null when the plan names the room without a surface one can read ('Surface à saisir'). */
  surface: number | null;
  roomType: RoomType;
  /** 0–1: how sure the reading is (OCR certainty, a known room name, a surface found beside it). */
  confidence: number;
  /** Where the label was read; absent for a vision model's answer. */
  label?: LabelBox;
}

export type AnalysisEngine = 'pdf-text' | 'ocr' | 'vision';

export interface AnalysisResult {
  rooms: DetectedRoom[];
  /** The plan's own habitable total when it prints one, else the sum of the habitable rooms. */
  surfaceLoiCarrez: number;
  engine: AnalysisEngine;
  durationMs: number;
  /** The text the engine read (kept with the analysis for audit and support). */
  text: string;
}

export const PLAN_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/heic',
] as const;
export type PlanMimeType = (typeof PLAN_MIME_TYPES)[number];

export interface AnalyzePlanInput {
  bytes: Uint8Array;
  mime: PlanMimeType;
}

export interface VisionOptions {
  /** OpenAI-compatible endpoint: a base URL ('…/v1') or the full '…/chat/completions' URL. */
  url: string;
  apiKey?: string;
  model?: string;
}

export interface AnalyzePlanOptions {
  vision?: VisionOptions;
}

/**
 * A piece of text read on a plan page, in page units with y downwards.
 * (x, y) is the start of the baseline; angle is in degrees, counter-clockwise as the reader sees it
 * (90: the text reads from the bottom of the page to the top).
 */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  /** Along the reading direction. */
  width: number;
  /** Font size, or glyph box height for OCR. */
  height: number;
  angle: number;
  /** OCR confidence, 0–100; absent for a PDF text layer. */
  confidence?: number;
}
