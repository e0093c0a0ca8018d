import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the generated narration is (tools/induction-audio/generate.mjs writes it into api/assets/induction). */
export function audioDir(): string {
  // dist/server.cjs -> dist/assets (a deployed image holding only api/dist) or api/assets; src/routes/induction ->
  // api/assets (tsx, jest)
  const candidates = [path.resolve(__dirname, 'assets/induction'), path.resolve(__dirname, '../assets/induction'), path.resolve(__dirname, '../../../assets/induction')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`induction audio folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A narration file name: slide key, content hash, .ogg (nothing that could leave the folder). */
export const AUDIO_FILE = /^p\d+-m\d+-s\d+\.[0-9a-f]{12}\.ogg$/;

/** The path of a narration file under the API base, as the programme answer gives it. */
export const audioPath = (file: string) => `/induction/audio/${file}`;

/** A figure file name: its name, content hash, .svg. */
export const FIGURE_FILE = /^[a-z0-9-]+\.[0-9a-f]{12}\.svg$/;

/** Where the generated figures are (beside the narration). */
export const figureDir = (): string => path.join(audioDir(), 'figures');

/** The path of a slide's figure under the API base, as the programme answer gives it. */
export const figurePath = (file: string) => `/induction/figures/${file}`;
