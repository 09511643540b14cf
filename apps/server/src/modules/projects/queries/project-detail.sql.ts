import type { SqlRunner } from '../../../db/prepared-sql.ts';
import type { EquipmentView } from '../../equipment/equipment.schema.ts';
import type { RoomView } from '../../rooms/rooms.schema.ts';
import { isUuid } from '../project-access.ts';
import type { ProjectDetail } from '../projects.schema.ts';
import { euros, iso, PROJECT_LIST_ITEM_COLUMNS, type ProjectRow, toProjectListItem } from './project-row.ts';

/**
 * GET /projects/{id} in one statement: the company's project with its plans, rooms, equipment, quote
 * summaries and the first quote's lines (part 2 §4.4: the one the estimate step updates) as JSON.
 * The company check is the `where` clause: another company's project reads as no row, i.e. 404.
 */
export const DETAIL_COLUMNS = `${PROJECT_LIST_ITEM_COLUMNS},
  (select json_agg(json_build_array(r.key, r.name, r.surface, r.room_type, r.exposition, r.options)
    order by r.position) from rooms r where r.project_id = p.id) as rooms,
  (select json_agg(json_build_array(e.key, e.name, e.quantity, e.room_key, e.type, e.metadata, e.options)
    order by e.position) from equipment_items e where e.project_id = p.id) as equipments,
  (select json_build_array(q.quote_items, q.dimensioning_items, q.total_cents, ${iso('q.updated_at')})
    from quotes q where q.project_id = p.id order by q.created_at, q.id limit 1) as first_quote`;

const DETAIL_SQL = `select ${DETAIL_COLUMNS} from projects p where p.id = ? and p.company_id = ?`;

type RoomTuple = [
  string,
  string,
  number | string | null,
  RoomView['roomType'],
  RoomView['exposition'],
  RoomView['options'] | null,
];
type EquipmentTuple = [
  string,
  string,
  number,
  string | null,
  EquipmentView['type'],
  EquipmentView['metadata'],
  EquipmentView['options'],
];
type FirstQuote = [ProjectDetail['quoteItems'], ProjectDetail['dimensioningItems'], number | string, string];

export interface DetailRow extends ProjectRow {
  rooms: RoomTuple[] | null;
  equipments: EquipmentTuple[] | null;
  first_quote: FirstQuote | null;
}

function toRoomView([id, name, surface, roomType, exposition, options]: RoomTuple): RoomView {
  return {
    id,
    name,
    surface: surface === null ? null : Number(surface),
    roomType,
    exposition,
    // roomType and exposition live both as columns and inside options (part 2 §3.2).
    options: { ...(options ?? {}), roomType, exposition },
  };
}

function toEquipmentView([
  id,
  name,
  quantity,
  roomId,
  type,
  metadata,
  options,
]: EquipmentTuple): EquipmentView {
  return { id, name, quantity, roomId, type, metadata, options };
}

/** The company's project as the step screens read it, or null when it is another's or does not exist. */
export async function readProjectDetail(
  sql: SqlRunner,
  companyId: string,
  projectId: string,
): Promise<ProjectDetail | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await sql.execute<DetailRow[]>(DETAIL_SQL, [projectId, companyId]);
  return row ? toProjectDetail(row) : null;
}

/** A row of DETAIL_COLUMNS as the API's project detail. */
export function toProjectDetail(row: DetailRow): ProjectDetail {
  const first = row.first_quote;
  return {
    ...toProjectListItem(row),
    rooms: (row.rooms ?? []).map(toRoomView),
    equipments: (row.equipments ?? []).map(toEquipmentView),
    quoteItems: first?.[0] ?? [],
    dimensioningItems: first?.[1] ?? [],
    totalAmount: first ? euros(first[2]) : null,
    lastQuoteUpdate: first?.[3] ?? null,
  };
}
