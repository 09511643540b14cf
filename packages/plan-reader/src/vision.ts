import { z } from 'zod';
import type { VisionOptions } from './types.ts';

/** What the vision model must answer: the rooms written on the plan, and its total if printed. */
const visionAnswerSchema = z.object({
  rooms: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        surface: z.coerce.number().min(0).max(2000).nullish(),
      }),
    )
    .min(1),
  surfaceLoiCarrez: z.coerce.number().min(0).max(10000).nullish(),
});
export type VisionAnswer = z.infer<typeof visionAnswerSchema>;

const chatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const PROMPT = [
  "Tu lis un plan d'habitation français.",
  'Liste chaque pièce dont le nom est écrit sur le plan, avec la surface écrite à côté (en m², nombre décimal avec un point).',
  "Si le plan imprime une surface totale ('Surface habitable', 'SHAB', 'Total'), donne-la dans surfaceLoiCarrez, sinon null.",
  'Réponds uniquement avec ce JSON, sans texte autour :',
  '{"rooms":[{"name":"Séjour","surface":25.4}],"surfaceLoiCarrez":null}',
].join('\n');

export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** The JSON object inside a model's answer, which may come in a ```json fence or with words around. */
function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(content)?.[1] ?? content;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(fenced.slice(start, end + 1));
}

/**
 * Asks an OpenAI-compatible vision model to read the plan. Throws on any failure (network, status,
 * unreadable answer): the caller then reads the plan with the local engine.
 */
export async function readPlanWithVision(
  image: { bytes: Uint8Array; mime: 'image/png' | 'image/jpeg' },
  vision: VisionOptions,
  signal: AbortSignal,
): Promise<{ answer: VisionAnswer; text: string }> {
  const dataUrl = `data:${image.mime};base64,${Buffer.from(image.bytes).toString('base64')}`;
  const response = await fetch(chatCompletionsUrl(vision.url), {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      ...(vision.apiKey ? { authorization: `Bearer ${vision.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: vision.model ?? 'gpt-4o-mini',
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: PROMPT },
            { type: 'image_url', image_url: { url: dataUrl } },
          ],
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`vision model answered ${response.status} ${response.statusText}`);
  const chat = chatResponseSchema.parse(await response.json());
  const text = chat.choices[0]?.message.content ?? '';
  return { answer: visionAnswerSchema.parse(extractJson(text)), text };
}
