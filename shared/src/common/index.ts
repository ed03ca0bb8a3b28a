export * from './contract.js';
export * from './error-body.js';
export * from './loose-error-body.js';
export * from './error-codes.js';
export * from './primitives.js';
export * from './headers.js';
export * from './layer-statuses.js';
export * from './whole-number.js';
