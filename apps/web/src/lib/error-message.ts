import { TRPCClientError } from '@trpc/client';

/**
 * The server's French message when the server answered, otherwise the screen's fallback
 * (network failure, unreadable answer). Part 1 §8: 'message or <fallback>'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** True when the server answered with an error (as opposed to a network failure). */
export function isServerError(error: unknown): boolean {
  return error instanceof TRPCClientError && Boolean(error.data);
}
