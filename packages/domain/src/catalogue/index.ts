export * from './appliances.ts';
export * from './board.ts';
export * from './cables.ts';
export * from './devices.ts';
export * from './installation.ts';
export * from './product.ts';
