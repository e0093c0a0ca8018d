import { COMPANIES } from 'shared-contracts';
import { PUBLIC_FORMS } from 'shared-contracts/content';
import { pdfText } from '../../services/pdf/pdf-text';
import { engines } from '../../test/engines';
import { useTestApp } from '../../test/app';

describe.each(engines)('the forms of /forms on $name (spec §2 downloads)', (engine) => {
  const t = useTestApp(engine);

  it.each(PUBLIC_FORMS.map((f) => [f.id, f.title] as const))('GET /api/forms/%s is a PDF titled "%s", branded for the company', async (id, title) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: { company: 'toll' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(COMPANIES.toll.name);
  });

  it('an unknown form is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/forms/no-such-form' });
    expect(res.statusCode).toBe(400);
  });
});
