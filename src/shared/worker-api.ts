// Kept so existing imports compile: the contract lives in src/shared/contract, one file per domain.
export * from './contract/index';
