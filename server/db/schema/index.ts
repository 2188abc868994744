export * from './catalogue';
export * from './identity';
export * from './accounts';
export * from './playback';
export * from './ads';
export * from './library';
export * from './payments';
export * from './rewards';
