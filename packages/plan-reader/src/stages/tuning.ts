/**
 * The reader's time thresholds in one table, each with what set it. Shares are of PAGE_CPU_MS: a
 * stage starts only while that share of the page's CPU budget is left (stages/budget.ts).
 */
export const TUNING = {
  /**
   * CPU a page may take: the 20 s a page on 2 cores, less room for decoding and the job
   * process's start. Measured with every stage run: the 7 realistic dev families (plan 0 of each),
   * 5.5–13.1 s of CPU a page, median 11.2 s; a 700 px floor read by drawing 13.8 s.
   */
  PAGE_CPU_MS: 17_000,
  /**
   * The page passes after the first (larger, upright both ways, auto layout): all five took 3.9–8.2 s
   * on the realistic dev plans, so a pass starts only before 7.7 s and a slow page keeps the others' time.
   */
  EXTRA_PASSES_SHARE: 0.45,
  /**
   * Detecting and reading the regions (not on small print, which is read by drawing): 1.2–3.4 s on the
   * realistic dev plans, started at most at 9.4 s.
   */
  REGIONS_SHARE: 0.55,
  /** Close readings of labels, short names and orphan surfaces: 0.3–1.2 s on the realistic dev plans. */
  CLOSE_READINGS_SHARE: 0.7,
  /**
   * Reading a whole page by drawing when the page reading found fewer than three rooms: up to 11 s (a
   * 700 px floor: 11.1 s), so it starts only before 10.2 s.
   */
  DRAWING_SHARE: 0.6,
  /**
   * Long side (pixels) of the page the text detector sees. permit-dev-0 (1754 px, labels ~14 px high),
   * detector then recogniser on its regions: at 1600, 3 rooms right (Séj. 33, Ch.1 9,8, Hall 5,9); at 1280
   * the same and 'SdE 3,7' (0.9 s of CPU for the detector); at 960, the same 4 (0.5 s) but 'Wc' lost.
   */
  DETECT_LONG_SIDE: 1280,
  /** A blob of the detector's map whose mean probability is under this is no writing (PaddleOCR's box_thresh). */
  DETECT_MIN_SCORE: 0.6,
  /**
   * Regions read by the recogniser on a page, surest first: about 0.1 s of CPU each (45 regions on
   * permit-dev-0: 4.2–5.1 s), so that reading them stays within a third of the page's budget.
   */
  MAX_CROPS: 60,
  /**
   * A region read with its least sure character under this is left out. On permit-dev-0 labels read
   * from 0.53 ('9,8mz' 0.55, 'Hall' 0.58) and noise from 0.51: the floor drops only the unreadable, the
   * label grammar and the gate (ocr-gate.ts) judge the rest.
   */
  READ_MIN_CONFIDENCE: 0.5,
} as const;
