import { ADMIN_ONLY_OPERATIONAL_NEED_IDS, ID_TYPE, STATES, STATE_NAMES } from 'shared-contracts';
import { AccessFrequencyOption, Country, IdDocumentType, IssuingBody, OperationalNeed, OperationalNeedCategory, OperationalNeedReason, State } from 'shared-contracts/form';
import type * as z from 'zod/mini';
import { engines } from '../test/engines';
import { useTestApp } from '../test/app';

/**
 * The reference data of spec §7 (one app and one seeded database per engine for the whole group, because a
 * PGlite instance costs far more than these requests): every list in the contract's shape, with the rules of
 * spec §3, §6 and §9.
 */
describe.each(engines)('reference data on $name', (engine) => {
  const t = useTestApp(engine);

  /** GET `url`: 200 and one item of the contract's shape (`schema`). */
  async function one<S extends z.ZodMiniType>(url: string, schema: S): Promise<z.output<S>> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const item: z.output<S> = res.json();
    expect(schema.safeParse(item).success).toBe(true);
    return item;
  }

  /** GET `url`: 200 and a list whose every item has the contract's shape (`schema`). */
  async function list<S extends z.ZodMiniType>(url: string, schema: S): Promise<z.output<S>[]> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const items: z.output<S>[] = res.json();
    for (const item of items) expect(schema.safeParse(item).success).toBe(true);
    return items;
  }

  describe('GET /api/country/list', () => {
    it('lists every ISO 3166 country, by name, in the contract shape', async () => {
      const countries = await list('/api/country/list', Country);
      expect(countries).toHaveLength(249);
      const names = countries.map((c) => c.Name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(names).size).toBe(names.length);
    });

    it('has Australia with a clear id and code (drafts hold the name Australia)', async () => {
      const countries: Country[] = (await t.app.inject({ method: 'GET', url: '/api/country/list' })).json();
      expect(countries.find((c) => c.Code === 'AU')).toEqual({ Id: 36, Name: 'Australia', Code: 'AU' });
      expect(countries.find((c) => c.Code === 'NZ')).toEqual({ Id: 554, Name: 'New Zealand', Code: 'NZ' });
    });
  });
  describe('GET /api/state/list', () => {
    it('lists ACT, NSW, NT, QLD, SA, TAS, VIC, WA, then OV for identity documents (spec §9)', async () => {
      const states = await list('/api/state/list', State);
      expect(states.map((s) => s.Code)).toEqual([...STATES]);
      for (const state of states) expect(state.Name).toBe(STATE_NAMES[state.Code]);
    });
  });
  describe('issuing bodies (spec §3)', () => {
    it('lists VEP and VEA first and OTHER last, in the contract shape', async () => {
      const bodies = await list('/api/issuing-body/list', IssuingBody);
      expect(bodies.slice(0, 2).map((b) => b.Code)).toEqual(['VEP', 'VEA']);
      const others = bodies.filter((b) => b.Code === 'OTHER');
      expect(others.map((b) => b.Cardtype).sort()).toEqual(['ASIC', 'MSIC']);
      expect(bodies.slice(-others.length).every((b) => b.Code === 'OTHER')).toBe(true);
      const middle = bodies.slice(2, -others.length).map((b) => b.Name);
      expect(middle.length).toBeGreaterThan(4);
      expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b)));
      expect(bodies.find((b) => b.Code === 'VEP')?.Cardtype).toBe('MSIC');
      expect(bodies.find((b) => b.Code === 'VEA')?.Cardtype).toBe('ASIC');
    });

    it('reads one issuing body by id', async () => {
      const list: IssuingBody[] = (await t.app.inject({ method: 'GET', url: '/api/issuing-body/list' })).json();
      const vea = list.find((b) => b.Code === 'VEA')!;
      const res = await t.app.inject({ method: 'GET', url: `/api/issuing-body/${vea.Id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(vea);
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/issuing-body/4242' })).statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/issuing-body/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ in: 'params', fieldErrors: { id: [expect.any(String)] } });
    });

    it('reads an id written one way only (issue 40): 0x10, 1e3, 016 and +16 are not 16 or 1000', async () => {
      const list: IssuingBody[] = (await t.app.inject({ method: 'GET', url: '/api/issuing-body/list' })).json();
      const first = list[0]!;
      expect((await t.app.inject({ method: 'GET', url: `/api/issuing-body/${first.Id}` })).statusCode).toBe(200);
      for (const spelling of [`0x${first.Id.toString(16)}`, '1e3', `0${first.Id}`, `+${first.Id}`, `${first.Id}.0`]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/issuing-body/${encodeURIComponent(spelling)}` });
        expect({ spelling, status: res.statusCode }).toEqual({ spelling, status: 400 });
      }
    });
  });
  describe('GET /api/id-documents/auscheck-list', () => {
    it('lists the identity documents with the ids of spec §9, birth certificate first', async () => {
      const types = await list('/api/id-documents/auscheck-list', IdDocumentType);
      const byId = Object.fromEntries(types.map((type) => [type.Id, type.Name]));
      expect(byId[ID_TYPE.birthCertificate]).toMatch(/birth certificate/i);
      expect(byId[ID_TYPE.citizenship]).toMatch(/citizenship certificate/i);
      expect(byId[ID_TYPE.descent]).toMatch(/descent/i);
      expect(byId[ID_TYPE.immicard]).toMatch(/immicard/i);
      expect(byId[ID_TYPE.visa]).toMatch(/visa/i);
      expect(byId[ID_TYPE.protectionVisa]).toMatch(/protection visa/i);
      expect(types[0]?.Id).toBe(ID_TYPE.birthCertificate);
    });
  });
  describe('operational needs (spec §3, §6)', () => {
    it('lists the needs a member of the public may choose: blue and white, never the admin-only items 5 and 6', async () => {
      const needs = await list('/api/operational-need/list', OperationalNeed);
      const ids = needs.map((n) => n.Id);
      for (const adminOnly of ADMIN_ONLY_OPERATIONAL_NEED_IDS) expect(ids).not.toContain(adminOnly);
      expect(needs.every((n) => !n.adminOnly)).toBe(true);
      expect(new Set(needs.map((n) => n.Colour))).toEqual(new Set(['blue', 'white']));
    });

    it('every listed need belongs to a category of the category list', async () => {
      const needs: OperationalNeed[] = (await t.app.inject({ method: 'GET', url: '/api/operational-need/list' })).json();
      const categories: { Id: number }[] = (await t.app.inject({ method: 'GET', url: '/api/operational-need-category/list' })).json();
      const categoryIds = new Set(categories.map((c) => c.Id));
      for (const need of needs) expect(categoryIds.has(need.category!)).toBe(true);
    });

    it('reads one need by id, admin-only ones included (a draft may hold one staff chose)', async () => {
      const need = await one('/api/operational-need/5', OperationalNeed);
      expect(need).toMatchObject({ Id: 5, adminOnly: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/operational-need/1' })).json()).toMatchObject({ Id: 1, adminOnly: false });
    });

    it('reads the reason of one need', async () => {
      const need: OperationalNeed = (await t.app.inject({ method: 'GET', url: '/api/operational-need/1' })).json();
      const reason = await one('/api/operational-need/get-reason/1', OperationalNeedReason);
      expect(reason).toEqual({ Id: 1, Reason: need.Reason, ShortReason: need.ShortReason });
    });

    it('answers 404 for an unknown need', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/operational-need/999' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/operational-need/get-reason/999' })).statusCode).toBe(404);
    });
  });
  describe('GET /api/operational-need-category/list', () => {
    it('lists the categories in the contract shape, in their display order', async () => {
      const categories = await list('/api/operational-need-category/list', OperationalNeedCategory);
      expect(categories.length).toBeGreaterThan(1);
      const rows = await t.db.query<{ id: number }>('SELECT id FROM operational_need_category ORDER BY sort_order');
      expect(categories.map((c) => c.Id)).toEqual(rows.map((r) => r.id));
    });
  });
  describe('GET /api/operational-need-access-frequency/options', () => {
    it('lists the access frequency options, most frequent first, in the contract shape', async () => {
      const options = await list('/api/operational-need-access-frequency/options', AccessFrequencyOption);
      expect(options[0]).toEqual({ Id: 1, Name: 'Daily' });
      expect(options.map((o) => o.Name)).toContain('At least once a year');
    });
  });
});
