import { describe, expect, it } from 'vitest';
import { fromSpecNames, inputAliasesFor, withSpecNames } from './spec-names.ts';

describe('withSpecNames', () => {
  it('adds each second name right after its name, at any depth', () => {
    const list = {
      projects: [
        { id: 'p', numberOfPeople: 3, rooms: [{ id: 'r1' }], surfaceLoiCarrez: 30, dimensioning: null },
      ],
      page: 1,
      totalPages: 1,
    };
    const named = {
      id: 'p',
      numberOfPeople: 3,
      number_of_people: 3,
      rooms: [{ id: 'r1' }],
      pieces: [{ id: 'r1' }],
      surfaceLoiCarrez: 30,
      surface_loi_carrez: 30,
      dimensioning: null,
      dimensioning_data: null,
    };
    expect(JSON.stringify(withSpecNames(list))).toBe(
      JSON.stringify({ projects: [named], data: [named], page: 1, totalPages: 1 }),
    );
  });

  it('gives back parts that need no name as they are, and leaves its input untouched', () => {
    const lines = [{ id: 'q1', prix: 3.24, meta: { a: 1 } }];
    const project = { numberOfPeople: 2, quoteItems: lines };
    const out = withSpecNames(project) as { quoteItems: unknown; number_of_people: number };
    expect(out.quoteItems).toBe(lines);
    expect(out.number_of_people).toBe(2);
    expect(project).toEqual({ numberOfPeople: 2, quoteItems: lines });
    expect(withSpecNames(lines)).toBe(lines);
  });
});

describe('fromSpecNames', () => {
  const aliases = inputAliasesFor(new Set(['id', 'numberOfPeople', 'dimensioning']));

  it("reads a REST body's second names as the procedure's own, the own name winning when both come", () => {
    expect(fromSpecNames({ id: 'p', number_of_people: 4, dimensioning_data: null }, aliases)).toEqual({
      id: 'p',
      numberOfPeople: 4,
      dimensioning: null,
    });
    expect(fromSpecNames({ numberOfPeople: 2, number_of_people: 9 }, aliases)).toEqual({ numberOfPeople: 2 });
  });

  it("leaves a name alone where the procedure's input has no such field (the compliance request's number_of_people)", () => {
    const compliance = inputAliasesFor(new Set(['projectId', 'number_of_people']));
    const body = { projectId: 'p', number_of_people: 3 };
    expect(fromSpecNames(body, compliance)).toBe(body);
  });
});
