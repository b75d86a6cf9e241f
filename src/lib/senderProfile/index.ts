export * from './senderProfile';
export * from './senderProfileStorage';
export * from './registrationNumber';
export * from './sealImage';
export type { SenderProfileSyncStatus } from './senderProfileSync';
export { useSenderProfile } from './useSenderProfile';
