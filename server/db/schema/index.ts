export * from './catalogue';
export * from './identity';
