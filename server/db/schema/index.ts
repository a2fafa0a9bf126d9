export * from './buildings';
export * from './identity';
export * from './site';
export * from './pricing';
export * from './orders';
export * from './media';
export * from './notices';
export * from './signage';
