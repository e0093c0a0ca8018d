import type { Programme } from './programmes.mjs';

export function checkProgrammes(programmes: Programme[], inductions: { id: number; programId: number; name: string }[], figureDir: string): void;
