export const VOICE: string[];
export const ENCODE: string[];
export function contentHash(...parts: unknown[]): string;
export function narrationFile(text: string, name: string): string;
