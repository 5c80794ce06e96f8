// Hex geometry: axial coordinates and exact line classification.
export * from './axial.js';
export * from './line.js';
