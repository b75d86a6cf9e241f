export * from './senderProfile';
export * from './senderProfileStorage';
export * from './registrationNumber';
export { useSenderProfile } from './useSenderProfile';
