// Runs the TypeScript bot worker when the server itself runs from source (tsx, vitest).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
