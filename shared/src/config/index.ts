export * from './bare-origin.js';
export * from './origin.js';
export * from './runtime-config.js';
export * from './xsrf.js';
export * from './listening.js';
