import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/samples/lib → ../../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SAMPLES_DIR = resolve(ROOT, 'samples');
