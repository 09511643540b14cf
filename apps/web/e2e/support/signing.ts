import { expect } from '@playwright/test';
import { lastEmailTo } from './ui.ts';

/** The signing link of the newest e-mail to the client (the invitation sent from step 8). */
export async function signingLinkFor(clientEmail: string): Promise<string> {
  const invitation = await lastEmailTo(clientEmail);
  const link = /https?:\/\/\S+\/signer\/[A-Za-z0-9_-]{43}/.exec(invitation.text)?.[0];
  expect(link, invitation.text).toBeDefined();
  return link ?? '';
}

/** The 6-digit code of the newest e-mail to the client (asked from the public signing page). */
export async function signingCodeFor(clientEmail: string): Promise<string> {
  const code = /\d{6}/.exec((await lastEmailTo(clientEmail)).subject)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}
