export * from './catalog';
export * from './identity';
export * from './site';
export * from './pricing';
