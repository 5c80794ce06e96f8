export * from './types.js';
export * from './rng.js';
export * from './hash.js';
export * from './errors.js';
export * from './options.js';
export * from './match.js';
export * from './visibility.js';
export * from './result.js';
