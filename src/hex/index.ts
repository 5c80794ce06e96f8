// Hex geometry: axial coordinates, exact line classification and polar (index, ring) cells.
export * from './axial.js';
export * from './line.js';
export * from './polar.js';
