let owner: string | null = null;

/**
 * The signed-in user whose drafts are read and written (edits queue per project and per
 * user, so that another account on the same browser never sees nor sends them). Apart from
 * project-draft.ts: the auth helpers set it on every page, the public ones included, which need none of
 * the drafts' code.
 */
export function setDraftOwner(userId: string | null): void {
  owner = userId;
}

/** The user set by setDraftOwner, or null (signed out). */
export function draftOwner(): string | null {
  return owner;
}
