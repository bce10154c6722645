// A separate entry (@astrosetu/web-core/realtime) so socket.io-client is downloaded only by pages that chat.
export * from './create-realtime-socket';
