import { EXPOSITIONS, ROOM_TYPE_LABELS, ROOM_TYPES } from '@courant/domain';

/** Select choices: the room types with their French labels (part 2 §3.2), and the expositions. */
export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }));
export const EXPOSITION_OPTIONS = EXPOSITIONS.map((exposition) => ({ value: exposition, label: exposition }));
