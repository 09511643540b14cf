import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_MESSAGES, type ContactInput } from '@courant/domain';
import { hitRateLimit, rateLimitKey } from '../../auth/rate-limit.ts';
import { ContactMessageSchema } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';

/** A webhook slower than this is given up (and logged): the visitor should not wait on it. */
const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * The landing page's contact form (part 1 §2, §7 'Other'): the message is stored, then forwarded to
 * CONTACT_WEBHOOK_URL as an HTML form POST when it is set. A failed forward is logged, not shown: the
 * message is safe in the database either way.
 */
export async function sendContactMessage(ctx: Context, input: ContactInput): Promise<void> {
  const { services } = ctx;
  const { em } = ctx.deps;
  const hit = await hitRateLimit(
    em,
    rateLimitKey('contact', 'ip', ctx.ip),
    services.config.rateLimits.contactPerIp,
  );
  if (!hit.allowed) throw new AppError('RATE_LIMITED', AUTH_ERROR_MESSAGES.rateLimited);

  const message = em.create(ContactMessageSchema, { id: randomUUID(), ...input, forwardedAt: null });
  await em.flush();

  const webhook = services.config.contactWebhookUrl;
  if (!webhook) return;
  try {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        message: input.message,
      }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      redirect: 'follow',
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    message.forwardedAt = new Date();
    await em.flush();
  } catch (error) {
    services.log.warn(
      { err: error, contactMessageId: message.id },
      'contact message not forwarded to the webhook',
    );
  }
}
