import { p } from '@mikro-orm/core';

// Property groups the entities share.

/** When the row was made: set once, on creation. */
export const createdAt = () => p.datetime().onCreate(() => new Date());

/** When the row last changed: set on creation, then by every flush that changes it. */
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** createdAt and updatedAt, for rows that are edited after they are made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
