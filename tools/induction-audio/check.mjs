// Checks the programmes before anything is generated, so that a mistake in programmes.mjs stops the script with
// its place named instead of reaching the database: what the API schemas refuse (non-printable characters, texts
// too long), slides without a title, figures without a file or a text alternative, questions that cannot be
// answered or that point at slides that do not exist, and modules that test nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';

const PRINTABLE = /^[\t\n\r\x20-\x7e]*$/;
const ANSWERABLE = new Set(['radio', 'checkbox', 'declaration']);
const TYPES = new Set([...ANSWERABLE, 'skip', 'slides']);

export function checkProgrammes(programmes, inductions, figureDir) {
  const problems = [];
  const text = (where, value, max) => {
    if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: empty`);
    else if (!PRINTABLE.test(value)) problems.push(`${where}: not printable ASCII (${JSON.stringify(value.match(/[^\t\n\r\x20-\x7e]/)?.[0])})`);
    else if (value.length > max) problems.push(`${where}: longer than ${max} characters`);
  };
  for (const programme of programmes) {
    text(`programme ${programme.id} name`, programme.name, 200);
    programme.modules.forEach((module, m) => {
      const at = `programme ${programme.id} module ${m}`;
      text(`${at} title`, module.title, 200);
      if (module.parent !== undefined && !(module.parent >= 0 && module.parent < m)) problems.push(`${at}: parent ${module.parent} is not an earlier module`);
      if (!module.slides.length) problems.push(`${at}: no slides`);
      module.slides.forEach((slide, s) => {
        const where = `${at} slide ${s}`;
        text(`${where} title`, slide.title, 200);
        if (slide.nav !== undefined) text(`${where} nav`, slide.nav, 200);
        text(`${where} text`, slide.text, 20_000);
        (slide.points ?? []).forEach((point, i) => text(`${where} point ${i}`, point, 500));
        if (slide.figure) {
          text(`${where} figure alt`, slide.figure.alt, 2000);
          if (!existsSync(path.join(figureDir, slide.figure.file ?? ''))) problems.push(`${where}: figure ${slide.figure.file} not in ${figureDir}`);
        }
      });
      const questions = [...module.questions, ...(module.secondPage?.questions ?? [])];
      if (!questions.some((q) => ANSWERABLE.has(q.type))) problems.push(`${at}: no question that tests it`);
      questions.forEach((q, i) => {
        const where = `${at} question ${i}`;
        if (!TYPES.has(q.type)) problems.push(`${where}: unknown type ${q.type}`);
        text(`${where} text`, q.text, 5000);
        if (q.error !== undefined) text(`${where} error`, q.error, 1000);
        const values = (q.options ?? []).map((o) => o.value);
        (q.options ?? []).forEach((o, j) => text(`${where} option ${j}`, o.label, 1000));
        if (new Set(values).size !== values.length) problems.push(`${where}: option values repeat`);
        if (ANSWERABLE.has(q.type)) {
          if (!q.correct?.length || q.correct.some((v) => !values.includes(v))) problems.push(`${where}: correct answers must be values of its options`);
          if (q.type !== 'checkbox' && q.correct?.length !== 1) problems.push(`${where}: a ${q.type} question has exactly one correct answer`);
        }
        for (const s of q.slides ?? []) if (!module.slides[s]) problems.push(`${where}: related slide ${s} does not exist`);
      });
    });
  }
  for (const induction of inductions) {
    if (!programmes.some((p) => p.id === induction.programId)) problems.push(`induction ${induction.id}: no programme ${induction.programId}`);
    text(`induction ${induction.id} name`, induction.name, 200);
  }
  if (problems.length) throw new Error(`The induction programmes have problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
