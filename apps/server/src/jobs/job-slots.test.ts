import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { JobSlots } from './job-slots.ts';

const later = () => {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
};

describe('JobSlots (issue 18: bounded queue, one job in flight per user)', () => {
  it('refuses a second job of the same user while the first runs, with a 503 and Retry-After', async () => {
    const slots = new JobSlots(2, 2);
    const first = later();
    const running = slots.run('alice', () => first.done);
    const second = slots.run('alice', async () => 'never');
    await expect(second).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 10 });
    await expect(second).rejects.toBeInstanceOf(AppError);
    first.release();
    await running;
    await expect(slots.run('alice', async () => 'again')).resolves.toBe('again');
  });

  it('queues past capacity, refuses past the waiting room, and runs the queued job when a slot frees', async () => {
    const slots = new JobSlots(1, 1);
    const first = later();
    const order: string[] = [];
    const a = slots.run('a', async () => {
      await first.done;
      order.push('a');
    });
    const b = slots.run('b', async () => {
      order.push('b');
    });
    await expect(slots.run('c', async () => 'c')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    first.release();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
  });
});
