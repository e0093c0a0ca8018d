// How the narration is spoken and encoded, and the file name that follows from it: generate.mjs makes the files,
// programmes.test.ts checks that every slide's file exists for its text as it is.
import { createHash } from 'node:crypto';

export const VOICE = ['-v', 'en-gb', '-s', '165'];
export const ENCODE = ['-c', '1', '-r', '16000', '-C', '-1'];

export const contentHash = (...parts) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);

/** The narration file of a slide: its key (p1-m0-s0), a hash of the voice settings and the text, .ogg. */
export const narrationFile = (text, name) => `${name}.${contentHash(VOICE, ENCODE, text)}.ogg`;
