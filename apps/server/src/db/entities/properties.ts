import { p } from '@mikro-orm/core';

// Property groups the entities share: each column that means the same thing in several tables is
// defined once, with its size.

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

type RelationTarget = Parameters<typeof p.manyToOne>[0];

/** A row that belongs to `target`, held as its id: deleting the target deletes the row with it. */
export const deletedWith = <Target extends RelationTarget>(target: Target) =>
  p.manyToOne(target).mapToPk().deleteRule('cascade');

/** A reference to `target`, held as its id, that outlives it: null once the target is deleted. */
export const nullWhenDeleted = <Target extends RelationTarget>(target: Target) =>
  p.manyToOne(target).mapToPk().deleteRule('set null').nullable();

/** The hex SHA-256 of a token or a file: what is stored instead of a secret (64 characters). */
export const sha256Hex = () => p.string().length(64);

/** An e-mail address: 320 characters at most (RFC 5321), as the domain's emailSchema caps it. */
export const emailAddress = () => p.string().length(320);

/** A postal address, sized as the domain's forms take it (company and client); '' when not given. */
export const postalAddress = () => ({
  address: p.string().length(300).default(''),
  postalCode: p.string().length(5).default(''),
  city: p.string().length(100).default(''),
});

/** Phone and e-mail to reach a company or a client; '' when not given. */
export const contactDetails = () => ({
  phone: p.string().length(25).default(''),
  email: emailAddress().default(''),
});
