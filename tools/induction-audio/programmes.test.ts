import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REGIONAL_PORTS } from 'shared-contracts';
import { checkProgrammes } from './check.mjs';
import { INDUCTIONS, PROGRAMMES } from './programmes.mjs';
import { narrationFile } from './voice.mjs';

/**
 * The induction programmes as written (issue 20: "programmes as long as they say"): programme 1 long enough for
 * the fifteen minutes it announces and covering what an MSIC holder must know, programme 7 about the three
 * Southern Ports, every slide listed in the contents, and the generated files up to date with the text.
 */
const ROOT = path.resolve(__dirname, '../..');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const programme = (id: number) => {
  const found = PROGRAMMES.find((p) => p.id === id);
  if (!found) throw new Error(`no programme ${id}`);
  return found;
};
const narration = (id: number) => programme(id).modules.flatMap((m) => m.slides.map((s) => s.text)).join('\n');

describe('the induction programmes (tools/induction-audio/programmes.mjs)', () => {
  it('pass the checks generate.mjs runs before writing anything', () => {
    expect(() => checkProgrammes(PROGRAMMES, INDUCTIONS, path.join(__dirname, 'figures'))).not.toThrow();
  });

  it('programme 1 has at least 1,500 narrated words and says it takes about fifteen minutes', () => {
    expect(words(narration(1))).toBeGreaterThanOrEqual(1500);
    expect(programme(1).modules[0]?.slides[0]?.text).toMatch(/about fifteen minutes/);
  });

  it.each([
    ['the maritime security framework', /Maritime Transport and Offshore Facilities Security Act 2003[\s\S]*Regulations 2003/],
    ['security zones', /land-side restricted zone[\s\S]*cleared zone[\s\S]*water-side restricted zone/],
    ['their signs', /Signs mark where a zone begins/],
    ['displaying the card', /at or above waist height/],
    ['using the card', /never borrow another person's card/],
    ['escorting', /escorted, or continuously monitored/],
    ['a lost or stolen card', /lost, stolen or destroyed, you must tell your issuing body within seven days/],
    ['changes of name or circumstance', /change your name[\s\S]*employer changes/],
    ['suspicious behaviour', /Look out for people filming or photographing/],
    ['how to report it', /National Security Hotline on 1800 123 400/],
    ['the consequences of misuse', /can be punished with a fine/],
  ])('programme 1 covers %s', (_topic, pattern) => {
    expect(narration(1)).toMatch(pattern);
  });

  it('tests every module of both programmes with a question that takes an answer', () => {
    for (const p of PROGRAMMES) {
      for (const m of p.modules) {
        const questions = [...m.questions, ...(m.secondPage?.questions ?? [])];
        expect(questions.some((q) => ['radio', 'checkbox', 'declaration'].includes(q.type))).toBe(true);
      }
    }
  });

  it('keeps the second page of programme 1 module 0 with the answers 7, 8 and 6 (spec §9)', () => {
    expect(programme(1).modules[0]?.secondPage?.questions.map((q) => q.correct)).toEqual([[7], [8], [6]]);
  });

  it.each([
    ['the aviation security framework', /Aviation Transport Security Act 2004[\s\S]*Regulations 2005/],
    ['airside and landside zones', /airside security zone[\s\S]*landside security zone/],
    ['displaying the card', /above the waist/],
    ['escorting', /visitor identification card/],
    ['a lost or stolen card', /lost, stolen or destroyed, you must tell your issuing body within seven days/],
    ['how to report', /National Security Hotline on 1800 123 400/],
  ])('issue 39: programme 2, the ASIC induction, covers %s and never speaks of ports', (_topic, pattern) => {
    expect(narration(2)).toMatch(pattern);
    expect(narration(2)).not.toMatch(/\bMSIC\b|maritime security zone|\bport\b/i);
  });

  it('programme 7 names its three ports, each with a slide of its own', () => {
    const titles = programme(7).modules.flatMap((m) => m.slides.map((s) => s.title));
    for (const port of REGIONAL_PORTS) {
      expect(narration(7)).toContain(port);
      expect(titles).toContain(`Port of ${port}`);
    }
    expect(programme(7).modules[0]?.slides[0]?.text).toMatch(/about ten minutes/);
    expect(words(narration(7))).toBeGreaterThanOrEqual(900);
  });

  it('gives every slide an entry in the contents, and something to see: key points, and a figure with its text alternative', () => {
    for (const p of PROGRAMMES) {
      for (const slide of p.modules.flatMap((m) => m.slides)) {
        expect((slide.nav ?? slide.title).trim()).not.toBe('');
        expect(slide.points?.length).toBeGreaterThan(0);
        if (slide.figure) expect(slide.figure.alt.length).toBeGreaterThan(40);
      }
      expect(p.modules.flatMap((m) => m.slides).filter((s) => s.figure).length).toBeGreaterThan(p.modules.length);
    }
  });

  it('the content migration and the narration files are generated from the text as it is (run generate.mjs after a change)', () => {
    // programmes 1 and 7 in 018; programme 2, the ASIC induction (issue 39), added in 023 without restarting them
    const migrationOf = (id: number) => readFileSync(path.join(ROOT, id === 2 ? 'api/migrations/025-asic-induction.sql' : 'api/migrations/018-induction-programmes-revised.sql'), 'utf8');
    for (const p of PROGRAMMES) {
      const migration = migrationOf(p.id);
      p.modules.forEach((m, mi) =>
        m.slides.forEach((s, si) => {
          expect(migration).toContain(s.text.replace(/'/g, "''"));
          expect(existsSync(path.join(ROOT, 'api/assets/induction', narrationFile(s.text, `p${p.id}-m${mi}-s${si}`)))).toBe(true);
        }),
      );
    }
  });
});
